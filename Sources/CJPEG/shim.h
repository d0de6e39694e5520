// libjpeg-turbo (Debian's libjpeg62-turbo-dev) for App Store screenshots in JPEG and JPEG backgrounds.
// libjpeg reports errors by calling a function that must not return, which Swift cannot write, so the
// calls live in mockshot_jpeg.h as `static inline` C with a setjmp/longjmp error manager.
#ifndef CJPEG_SHIM_H
#define CJPEG_SHIM_H

#include <stdio.h>
#include <jpeglib.h>

#include "mockshot_jpeg.h"

#endif

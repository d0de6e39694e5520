// Umbrella header for the Markdown module: the core cmark-gfm API plus the GFM core extensions
// (tables, strikethrough, autolinks, task lists). Headers come from the Debian packages
// libcmark-gfm-dev and libcmark-gfm-extensions-dev; neither needs extra include paths.
#ifndef CCMARKGFM_SHIM_H
#define CCMARKGFM_SHIM_H

#include <cmark-gfm.h>
#include <cmark-gfm-core-extensions.h>

#endif

// The C surface mockshot uses: Cairo and Pango for drawing and text, fontconfig to load only the bundled
// fonts, libpng to decode PNGs, ISA-L's igzip, zlib and libdeflate to compress them. Everything Swift cannot call directly
// (libpng's longjmp error handling) or should not run unoptimised (per-pixel loops) lives in
// mockshot_png.h as `static inline` C; mockshot_canvas.h maps large canvases onto huge pages.
#ifndef MOCKSHOT_CCAIRO_SHIM_H
#define MOCKSHOT_CCAIRO_SHIM_H

#include <cairo.h>
#include <cairo-ft.h>
#include FT_MODULE_H
#include FT_DRIVER_H
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <fontconfig/fontconfig.h>
#include <fontconfig/fcfreetype.h>  /* FC_FT_FACE: faces mockshot owns (Sources/Render/OwnedFaces.swift) */
#include <png.h>
#include <libdeflate.h>
#include <malloc.h>  /* mallopt: the CLI keeps freed image memory (Sources/mockshot/MemoryTuning.swift) */

#include "mockshot_png.h"
#include "mockshot_canvas.h"
#include "mockshot_cleanup.h"

#endif

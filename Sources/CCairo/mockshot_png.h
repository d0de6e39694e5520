// PNG helpers for the Imaging module, as `static inline` C.
//
// Why C and not Swift:
// - libpng reports every error by longjmp-ing out of its callbacks. A longjmp across Swift frames skips
//   their cleanup and is undefined behaviour, so every libpng call sits inside a C function that owns
//   the setjmp and turns the jump into a status code plus a message.
// - The per-pixel loops (Cairo unpremultiply, scanline filtering) run over ~3 M pixels per frame. In a
//   debug build Swift would run them unoptimised with bounds and overflow checks; as C they stay fast.
//
// The PNG container itself (signature, chunks, CRCs) and libdeflate compression are driven from Swift.
#ifndef MOCKSHOT_PNG_H
#define MOCKSHOT_PNG_H

#include <png.h>
#include <libdeflate.h>
#include <zlib.h>
#include <setjmp.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mockshot_deflate.h"
#include "mockshot_band_compressor.h"

/// The most memory libpng may allocate for one ancillary chunk, and how many ancillary chunks it keeps.
#define MKS_PNG_CHUNK_MALLOC_MAX (1u << 20)
#define MKS_PNG_CHUNK_CACHE_MAX 128

/// Runs of repeated rows shorter than this (in rows or bytes) go through zlib like any row.
#define MKS_COPY_MIN_ROWS 4
#define MKS_COPY_MIN_BYTES 4096

/// Outcome of the decoding helpers; anything but MKS_PNG_OK comes with a message.
typedef enum {
    MKS_PNG_OK = 0,
    MKS_PNG_NOT_PNG = 1,
    MKS_PNG_TRUNCATED = 2,
    MKS_PNG_CORRUPT = 3,
    MKS_PNG_NO_MEMORY = 4,
    /// Not for the fast path (mks_png_decode_fast): decode with libpng instead.
    MKS_PNG_FALLBACK = 5
} mks_png_status;

/// PNG scanline filter types (the byte that starts every filtered scanline), plus ADAPTIVE: try the five
/// and keep the one with the smallest sum of absolute residuals (the heuristic the PNG spec recommends).
typedef enum {
    MKS_PNG_FILTER_NONE = 0,
    MKS_PNG_FILTER_SUB = 1,
    MKS_PNG_FILTER_UP = 2,
    MKS_PNG_FILTER_AVERAGE = 3,
    MKS_PNG_FILTER_PAETH = 4,
    MKS_PNG_FILTER_ADAPTIVE = 5
} mks_png_filter;

static inline uint32_t mks_png_be32(const uint8_t *p) {
    return ((uint32_t)p[0] << 24) | ((uint32_t)p[1] << 16) | ((uint32_t)p[2] << 8) | (uint32_t)p[3];
}

// MARK: - Decoding

/// Checks the signature and the IHDR chunk (position, length, CRC) without libpng, so the caller learns the
/// dimensions, and can refuse huge ones, before anything is allocated.
static inline mks_png_status mks_png_read_header(const uint8_t *data, size_t size, uint32_t *width, uint32_t *height,
                                                 char *message, size_t capacity) {
    static const uint8_t signature[8] = {137, 80, 78, 71, 13, 10, 26, 10};
    // 1. Signature: a file shorter than 8 bytes is "truncated" only if what is there matches.
    if (size == 0) { snprintf(message, capacity, "file is empty"); return MKS_PNG_NOT_PNG; }
    size_t prefix = size < 8 ? size : 8;
    if (memcmp(data, signature, prefix) != 0) {
        snprintf(message, capacity, "bad signature");
        return MKS_PNG_NOT_PNG;
    }
    // 2. IHDR must follow: 4 length + 4 type + 13 data + 4 CRC = bytes 8..<33.
    if (size < 33) { snprintf(message, capacity, "file ends inside the PNG header (%zu bytes)", size); return MKS_PNG_TRUNCATED; }
    if (mks_png_be32(data + 8) != 13 || memcmp(data + 12, "IHDR", 4) != 0) {
        snprintf(message, capacity, "first chunk is not a valid IHDR");
        return MKS_PNG_CORRUPT;
    }
    // 3. CRC over type + data.
    if (libdeflate_crc32(0, data + 12, 17) != mks_png_be32(data + 29)) {
        snprintf(message, capacity, "IHDR CRC mismatch");
        return MKS_PNG_CORRUPT;
    }
    // 4. Dimensions: the spec allows 1 ... 2^31-1.
    uint32_t w = mks_png_be32(data + 16), h = mks_png_be32(data + 20);
    if (w == 0 || h == 0 || w > 0x7fffffffu || h > 0x7fffffffu) {
        snprintf(message, capacity, "invalid dimensions %ux%u in IHDR", w, h);
        return MKS_PNG_CORRUPT;
    }
    *width = w;
    *height = h;
    return MKS_PNG_OK;
}

/// Reader state shared with the libpng callbacks. `truncated` is volatile: it is set inside a callback and
/// read after the longjmp back into mks_png_decode_rgba8.
typedef struct {
    const uint8_t *data;
    size_t size;
    size_t offset;
    volatile int truncated;
    char *message;
    size_t capacity;
} mks_png_source;

static inline void mks_png_read_callback(png_structp png, png_bytep out, size_t count) {
    mks_png_source *source = (mks_png_source *)png_get_io_ptr(png);
    if (count > source->size - source->offset) {
        source->truncated = 1;
        png_error(png, "unexpected end of file");
    }
    memcpy(out, source->data + source->offset, count);
    source->offset += count;
}

static inline void mks_png_error_callback(png_structp png, png_const_charp text) {
    mks_png_source *source = (mks_png_source *)png_get_error_ptr(png);
    snprintf(source->message, source->capacity, "%s", text);
    png_longjmp(png, 1);
}

/// Warnings (e.g. a bad CRC in an ancillary chunk, which libpng skips) are not failures; libpng's default
/// handler would print them to stderr.
static inline void mks_png_warning_callback(png_structp png, png_const_charp text) {
    (void)png;
    (void)text;
}

/// Decodes a whole PNG held in memory into `pixels` (width * height * 4 bytes, straight RGBA8). `width` and
/// `height` come from mks_png_read_header. Any colour type and bit depth is converted: palette and low-bit
/// gray are expanded, tRNS becomes alpha, 16-bit samples are scaled (rounded, not truncated) to 8 bits,
/// gray becomes RGB and a missing alpha channel is filled with 255. Gamma is left untouched (bytes in,
/// bytes out), interlaced images are de-interlaced. The stream is read up to IEND so every CRC is checked.
static inline mks_png_status mks_png_decode_rgba8(const uint8_t *data, size_t size, uint32_t width, uint32_t height,
                                                  uint8_t *pixels, char *message, size_t capacity) {
    mks_png_source source = {data, size, 0, 0, message, capacity};
    png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &source, mks_png_error_callback,
                                             mks_png_warning_callback);
    if (png == NULL) { snprintf(message, capacity, "out of memory"); return MKS_PNG_NO_MEMORY; }
    png_infop info = png_create_info_struct(png);
    if (info == NULL) {
        png_destroy_read_struct(&png, NULL, NULL);
        snprintf(message, capacity, "out of memory");
        return MKS_PNG_NO_MEMORY;
    }
    // Every libpng error lands here. `png` and `info` are not modified after setjmp, so they are valid.
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_read_struct(&png, &info, NULL);
        if (source.truncated) return MKS_PNG_TRUNCATED;
        if (strstr(message, "emory") != NULL) return MKS_PNG_NO_MEMORY;
        return MKS_PNG_CORRUPT;
    }
    // 1. Limits: the caller has already checked the dimensions against its budget. Ancillary chunks
    //    other than tRNS are skipped unread (text, profiles, sPLT, pCAL, sCAL…: nothing mockshot uses),
    //    so a chunk that declares 2 GiB costs nothing; the malloc and cache caps are a second line.
    png_set_user_limits(png, width, height);
    png_set_chunk_malloc_max(png, MKS_PNG_CHUNK_MALLOC_MAX);
    png_set_chunk_cache_max(png, MKS_PNG_CHUNK_CACHE_MAX);
    png_set_keep_unknown_chunks(png, PNG_HANDLE_CHUNK_NEVER, NULL, -1);
    png_set_read_fn(png, &source, mks_png_read_callback);
    png_read_info(png, info);
    if (png_get_image_width(png, info) != width || png_get_image_height(png, info) != height) {
        snprintf(message, capacity, "IHDR changed between reads");
        png_destroy_read_struct(&png, &info, NULL);
        return MKS_PNG_CORRUPT;
    }
    // 2. Transformations to RGBA8.
    int colorType = png_get_color_type(png, info);
    if (png_get_bit_depth(png, info) == 16) png_set_scale_16(png);
    png_set_expand(png);
    if (colorType == PNG_COLOR_TYPE_GRAY || colorType == PNG_COLOR_TYPE_GRAY_ALPHA) png_set_gray_to_rgb(png);
    png_set_add_alpha(png, 0xff, PNG_FILLER_AFTER);
    int passes = png_set_interlace_handling(png);
    png_read_update_info(png, info);
    size_t rowBytes = (size_t)width * 4;
    if (png_get_rowbytes(png, info) != rowBytes) {
        snprintf(message, capacity, "unsupported pixel layout after conversion");
        png_destroy_read_struct(&png, &info, NULL);
        return MKS_PNG_CORRUPT;
    }
    // 3. Rows, pass by pass: libpng merges each Adam7 pass into the rows it is given.
    for (int pass = 0; pass < passes; pass++) {
        for (uint32_t y = 0; y < height; y++) png_read_row(png, pixels + (size_t)y * rowBytes, NULL);
    }
    // 4. Through IEND, so trailing chunk CRCs and truncation are noticed.
    png_read_end(png, NULL);
    png_destroy_read_struct(&png, &info, NULL);
    return MKS_PNG_OK;
}

// MARK: - Encoding

static inline int mks_png_abs(int v) { return v < 0 ? -v : v; }

#if defined(__x86_64__) && defined(__clang__)
/// Packed RGB to RGBA with alpha 255, four pixels per shuffle. Each step reads 16 bytes of which it uses 12,
/// so it stops while at least 16 bytes of input are left; returns how many pixels it did.
__attribute__((target("ssse3")))
static inline uint32_t mks_png_expand_rgb_ssse3(const uint8_t *source, uint32_t width, uint8_t *out) {
    typedef uint8_t mks_v16 __attribute__((vector_size(16)));
    const mks_v16 alpha = {0, 0, 0, 255, 0, 0, 0, 255, 0, 0, 0, 255, 0, 0, 0, 255};
    uint32_t x = 0;
    for (; (size_t)(x + 4) * 3 + 4 <= (size_t)width * 3; x += 4) {
        mks_v16 v;
        memcpy(&v, source + (size_t)x * 3, 16);
        // Lane 15 is a byte of the next pixel, replaced by the OR with 255.
        mks_v16 rgba = __builtin_shufflevector(v, v, 0, 1, 2, 15, 3, 4, 5, 15, 6, 7, 8, 15, 9, 10, 11, 15) | alpha;
        memcpy(out + (size_t)x * 4, &rgba, 16);
    }
    return x;
}
#endif

/// The size of a file's inflated, still filtered scanlines when it is one the fast path takes (8-bit RGB
/// or RGBA, not interlaced), else 0. `*channels` receives 3 or 4.
static inline size_t mks_png_fast_raw_size(const uint8_t *data, size_t size, uint32_t width, uint32_t height, size_t *channels) {
    if (size < 33 || data[24] != 8 || (data[25] != 2 && data[25] != 6) || data[26] != 0 || data[27] != 0 || data[28] != 0) return 0;
    *channels = data[25] == 6 ? 4 : 3;
    return (size_t)height * ((size_t)width * *channels + 1);
}

/// Steps 2–4 of the fast path: every chunk's CRC checked, one run of IDAT, IEND, and the zlib stream inflated
/// by libdeflate into `raw`, which must come out at exactly `expected` bytes (mks_png_fast_raw_size). Any
/// irregularity is MKS_PNG_FALLBACK.
static inline mks_png_status mks_png_inflate_fast(const uint8_t *data, size_t size, uint8_t *raw, size_t expected) {
    // 1. Chunks: CRCs, one run of IDAT, IEND; ancillary chunks other than tRNS are skipped.
    size_t offset = 33, idatCount = 0, idatBytes = 0, firstIdat = 0;
    int idatEnded = 0, sawEnd = 0;
    while (offset + 12 <= size) {
        uint32_t length = mks_png_be32(data + offset);
        if (length > 0x7fffffffu || (size_t)length > size - offset - 12) return MKS_PNG_FALLBACK;
        const uint8_t *type = data + offset + 4;
        if (libdeflate_crc32(0, type, (size_t)length + 4) != mks_png_be32(data + offset + 8 + length)) return MKS_PNG_FALLBACK;
        if (memcmp(type, "IDAT", 4) == 0) {
            if (idatEnded) return MKS_PNG_FALLBACK;
            if (idatCount == 0) firstIdat = offset;
            idatCount++;
            idatBytes += length;
        } else {
            if (idatCount > 0) idatEnded = 1;
            if (memcmp(type, "IEND", 4) == 0) { sawEnd = length == 0; break; }
            // Critical chunks (upper-case first letter: PLTE, unknown ones) and tRNS go to libpng.
            if ((type[0] & 0x20) == 0 || memcmp(type, "tRNS", 4) == 0) return MKS_PNG_FALLBACK;
        }
        offset += 12 + (size_t)length;
    }
    if (!sawEnd || idatCount == 0) return MKS_PNG_FALLBACK;
    // 2. The compressed stream: the IDAT data, copied together when split over several chunks.
    uint8_t *joined = NULL;
    const uint8_t *stream = data + firstIdat + 8;
    if (idatCount > 1) {
        joined = (uint8_t *)malloc(idatBytes ? idatBytes : 1);
        if (joined == NULL) return MKS_PNG_FALLBACK;
        size_t at = firstIdat, filled = 0;
        for (size_t i = 0; i < idatCount; i++) {
            uint32_t length = mks_png_be32(data + at);
            memcpy(joined + filled, data + at + 8, length);
            filled += length;
            at += 12 + (size_t)length;
        }
        stream = joined;
    }
    // 3. Inflate in one call into exactly the size the header implies.
    struct libdeflate_decompressor *inflater = libdeflate_alloc_decompressor();
    enum libdeflate_result result = LIBDEFLATE_BAD_DATA;
    size_t produced = 0;
    if (inflater != NULL) result = libdeflate_zlib_decompress(inflater, stream, idatBytes, raw, expected, &produced);
    if (inflater != NULL) libdeflate_free_decompressor(inflater);
    free(joined);
    return result == LIBDEFLATE_SUCCESS && produced == expected ? MKS_PNG_OK : MKS_PNG_FALLBACK;
}

/// Unfilters one scanline of `stride` bytes in place, against the previous unfiltered one (NULL for the first
/// row); returns 0 for a filter byte the PNG spec does not define.
static inline int mks_png_unfilter_row(uint8_t filter, uint8_t *line, const uint8_t *previous, size_t stride, size_t bpp) {
    switch (filter) {
    case 0: return 1;
    case 1: for (size_t i = bpp; i < stride; i++) line[i] = (uint8_t)(line[i] + line[i - bpp]); return 1;
    case 2: if (previous) for (size_t i = 0; i < stride; i++) line[i] = (uint8_t)(line[i] + previous[i]); return 1;
    case 3:
        for (size_t i = 0; i < stride; i++) {
            unsigned left = i >= bpp ? line[i - bpp] : 0, up = previous ? previous[i] : 0;
            line[i] = (uint8_t)(line[i] + ((left + up) >> 1));
        }
        return 1;
    case 4:
        for (size_t i = 0; i < stride; i++) {
            int a = i >= bpp ? line[i - bpp] : 0, b = previous ? previous[i] : 0, c = (previous && i >= bpp) ? previous[i - bpp] : 0;
            int p = a + b - c, pa = mks_png_abs(p - a), pb = mks_png_abs(p - b), pc = mks_png_abs(p - c);
            line[i] = (uint8_t)(line[i] + ((pa <= pb && pa <= pc) ? a : (pb <= pc ? b : c)));
        }
        return 1;
    default: return 0;
    }
}

/// One unfiltered 8-bit RGB (`channels` 3) or RGBA (4) row as straight RGBA8.
static inline void mks_png_row_to_rgba(const uint8_t *line, uint32_t width, size_t channels, uint8_t *out) {
    if (channels == 4) { memcpy(out, line, (size_t)width * 4); return; }
    uint32_t x = 0;
#if defined(__x86_64__) && defined(__clang__) && defined(__LITTLE_ENDIAN__)
    if (__builtin_cpu_supports("ssse3")) x = mks_png_expand_rgb_ssse3(line, width, out);
#endif
    for (; x < width; x++) {
        out[4 * x] = line[3 * x]; out[4 * x + 1] = line[3 * x + 1]; out[4 * x + 2] = line[3 * x + 2]; out[4 * x + 3] = 255;
    }
}

/// mks_png_decode_fast for 8-bit RGB, without scratch memory: the `expected` bytes of filtered scanlines are
/// inflated into the last `expected` bytes of `pixels` (4wh bytes), then row y is copied out to a row buffer,
/// unfiltered there against row y−1's buffer and expanded into the output's row y. That write never reaches
/// a scanline not yet copied out: row y+1's starts at 4wh − h(3w+1) + (y+1)(3w+1), which is at least
/// 4w(y+1), the end of output row y, exactly when (y+1)(w−1) ≤ h(w−1).
static inline mks_png_status mks_png_decode_fast_rgb_in_place(const uint8_t *data, size_t size, uint32_t width, uint32_t height,
                                                              uint8_t *pixels, size_t expected) {
    const size_t stride = (size_t)width * 3, total = (size_t)width * height * 4;
    if (expected > total) return MKS_PNG_FALLBACK;
    // 1. Two row buffers: the row being unfiltered and the one above it.
    uint8_t *rows = (uint8_t *)malloc(2 * stride);
    if (rows == NULL) return MKS_PNG_FALLBACK;
    // 2. Inflate into the output's tail (mks_png_inflate_fast).
    const uint8_t *raw = pixels + (total - expected);
    mks_png_status status = mks_png_inflate_fast(data, size, pixels + (total - expected), expected);
    // 3. Each row: copied out, unfiltered, expanded to RGBA over the rows already consumed.
    const uint8_t *previous = NULL;
    for (uint32_t y = 0; y < height && status == MKS_PNG_OK; y++) {
        const uint8_t *scanline = raw + (size_t)y * (stride + 1);
        uint8_t *line = rows + (y & 1) * stride;
        memcpy(line, scanline + 1, stride);
        if (!mks_png_unfilter_row(scanline[0], line, previous, stride, 3)) { status = MKS_PNG_FALLBACK; break; }
        mks_png_row_to_rgba(line, width, 3, pixels + (size_t)y * width * 4);
        previous = line;
    }
    free(rows);
    return status;
}

/// The fast path for the PNGs screenshots are: 8-bit RGB or RGBA, not interlaced, no palette or tRNS.
/// Every chunk's CRC is checked, the IDAT stream is inflated in one call by libdeflate (which checks its
/// Adler-32 and is several times faster than zlib's streaming inflate), and the rows are unfiltered into
/// straight RGBA8. Anything else, and any irregularity at all (a bad CRC, an unknown critical chunk, a
/// stream of the wrong length, a bad filter byte), returns MKS_PNG_FALLBACK without a message, and the
/// caller decodes with libpng, which then accepts or refuses the file as it always does: for every file
/// this path accepts, libpng gives the same pixels.
///
/// Where the inflated scanlines go: an RGB file's fit in `pixels` itself (h·(3w+1) ≤ 4wh bytes), so they are
/// inflated into its tail and expanded front to back (mks_png_decode_fast_rgb_in_place): the only memory
/// touched is the output's, which a 3900×15 700 sheet would otherwise double with 184 MB of fresh scratch
/// pages. RGBA scanlines (a byte longer per row than their output) go into `scratch` when it holds
/// `scratchCapacity` ≥ mks_png_fast_raw_size bytes (a caller decoding many files reuses one buffer, so its
/// pages are not faulted in and zeroed afresh for every file), else into memory allocated here.
static inline mks_png_status mks_png_decode_fast(const uint8_t *data, size_t size, uint32_t width, uint32_t height,
                                                 uint8_t *pixels, uint8_t *scratch, size_t scratchCapacity) {
    // 1. IHDR (already validated by mks_png_read_header): the formats this path handles.
    size_t channels = 0;
    const size_t expected = mks_png_fast_raw_size(data, size, width, height, &channels);
    if (expected == 0) return MKS_PNG_FALLBACK;
    if (channels == 3) return mks_png_decode_fast_rgb_in_place(data, size, width, height, pixels, expected);
    const size_t stride = (size_t)width * channels;
    // 2. Chunks and inflating (mks_png_inflate_fast).
    uint8_t *raw = scratch != NULL && scratchCapacity >= expected ? scratch : (uint8_t *)malloc(expected);
    if (raw == NULL) return MKS_PNG_FALLBACK;
    mks_png_status status = mks_png_inflate_fast(data, size, raw, expected);
    // 3. Unfilter each row in place (against the previous unfiltered row) and expand it to RGBA.
    const uint8_t *previous = NULL;
    for (uint32_t y = 0; y < height && status == MKS_PNG_OK; y++) {
        uint8_t *line = raw + (size_t)y * (stride + 1) + 1;
        if (!mks_png_unfilter_row(line[-1], line, previous, stride, channels)) { status = MKS_PNG_FALLBACK; break; }
        mks_png_row_to_rgba(line, width, channels, pixels + (size_t)y * width * 4);
        previous = line;
    }
    if (raw != scratch) free(raw);
    return status;
}

/// Filters one scanline. `current` and `previous` are unfiltered rows of `length` bytes (`previous` is all
/// zeros for the first row); `out` receives the filter byte and then `length` filtered bytes.
static inline void mks_png_filter_row(int filter, const uint8_t *current, const uint8_t *previous, size_t length,
                                      size_t bpp, uint8_t *out) {
    out[0] = (uint8_t)filter;
    uint8_t *o = out + 1;
    size_t x = 0;
    switch (filter) {
    case MKS_PNG_FILTER_SUB:
        for (; x < bpp && x < length; x++) o[x] = current[x];
        for (; x < length; x++) o[x] = (uint8_t)(current[x] - current[x - bpp]);
        break;
    case MKS_PNG_FILTER_UP:
        for (; x < length; x++) o[x] = (uint8_t)(current[x] - previous[x]);
        break;
    case MKS_PNG_FILTER_AVERAGE:
        for (; x < bpp && x < length; x++) o[x] = (uint8_t)(current[x] - (previous[x] >> 1));
        for (; x < length; x++) o[x] = (uint8_t)(current[x] - ((current[x - bpp] + previous[x]) >> 1));
        break;
    case MKS_PNG_FILTER_PAETH:
        for (; x < bpp && x < length; x++) o[x] = (uint8_t)(current[x] - previous[x]);
        for (; x < length; x++) {
            int a = current[x - bpp], b = previous[x], c = previous[x - bpp];
            int p = a + b - c, pa = mks_png_abs(p - a), pb = mks_png_abs(p - b), pc = mks_png_abs(p - c);
            int predictor = (pa <= pb && pa <= pc) ? a : (pb <= pc ? b : c);
            o[x] = (uint8_t)(current[x] - predictor);
        }
        break;
    default:
        memcpy(o, current, length);
        break;
    }
}

/// Sum of the filtered bytes read as signed values (the "minimum sum of absolute differences" heuristic),
/// stopping early once it reaches `limit` since the candidate has lost by then.
static inline unsigned long mks_png_residual(const uint8_t *filtered, size_t length, unsigned long limit) {
    unsigned long sum = 0;
    for (size_t x = 0; x < length; x++) {
        sum += filtered[x] < 128 ? filtered[x] : 256u - filtered[x];
        if ((x & 255) == 255 && sum >= limit) return sum;
    }
    return sum;
}

/// Filters a scanline with `filter`, or for ADAPTIVE with whichever of the five gives the smallest residual.
/// `scratch` holds `length + 1` bytes.
static inline void mks_png_emit_row(int filter, const uint8_t *current, const uint8_t *previous, size_t length,
                                    size_t bpp, uint8_t *out, uint8_t *scratch) {
    if (filter != MKS_PNG_FILTER_ADAPTIVE) {
        mks_png_filter_row(filter, current, previous, length, bpp, out);
        return;
    }
    mks_png_filter_row(MKS_PNG_FILTER_NONE, current, previous, length, bpp, out);
    unsigned long best = mks_png_residual(out + 1, length, (unsigned long)-1);
    for (int f = MKS_PNG_FILTER_SUB; f <= MKS_PNG_FILTER_PAETH && best > 0; f++) {
        mks_png_filter_row(f, current, previous, length, bpp, scratch);
        unsigned long sum = mks_png_residual(scratch + 1, length, best);
        if (sum < best) {
            best = sum;
            memcpy(out, scratch, length + 1);
        }
    }
}

/// One row of a Cairo ARGB32 surface (native-endian premultiplied 0xAARRGGBB) to RGB8 (`channels` 3, alpha
/// ignored) or straight RGBA8 (`channels` 4). Unpremultiplying rounds like cairo's own PNG writer.
#if defined(__x86_64__) && defined(__clang__)
/// Opaque Cairo pixels to RGB, four pixels per SSSE3 byte shuffle (every x86-64 CPU since 2006 has it;
/// `mks_png_convert_cairo_row` checks). Each step stores 16 bytes of which the last 4 are overwritten
/// by the next step, so it stops while at least two pixels are left and returns how many it did.
__attribute__((target("ssse3")))
static inline uint32_t mks_png_convert_cairo_rgb_ssse3(const uint8_t *source, uint32_t width, uint8_t *out) {
    typedef uint8_t mks_v16 __attribute__((vector_size(16)));
    uint32_t x = 0;
    for (; x + 6 <= width; x += 4) {
        mks_v16 v;
        memcpy(&v, source + (size_t)x * 4, 16);
        // Memory order per pixel is B, G, R, A (little-endian ARGB32); PNG wants R, G, B.
        mks_v16 rgb = __builtin_shufflevector(v, v, 2, 1, 0, 6, 5, 4, 10, 9, 8, 14, 13, 12, 3, 7, 11, 15);
        memcpy(out + (size_t)x * 3, &rgb, 16);
    }
    return x;
}

/// Cairo pixels to straight RGBA, four at a time while all four are opaque (one byte shuffle: B, G, R, A
/// to R, G, B, A); returns how many it did, stopping at the first group with a translucent pixel.
__attribute__((target("ssse3")))
static inline uint32_t mks_png_convert_cairo_rgba_opaque_ssse3(const uint8_t *source, uint32_t width, uint8_t *out) {
    typedef uint8_t mks_v16 __attribute__((vector_size(16)));
    typedef uint32_t mks_v4u __attribute__((vector_size(16)));
    uint32_t x = 0;
    for (; x + 4 <= width; x += 4) {
        mks_v4u v;
        memcpy(&v, source + (size_t)x * 4, 16);
        mks_v4u opaque = (v >> 24) == 255;
        if (!(opaque[0] && opaque[1] && opaque[2] && opaque[3])) break;
        mks_v16 bytes = (mks_v16)v;
        mks_v16 rgba = __builtin_shufflevector(bytes, bytes, 2, 1, 0, 3, 6, 5, 4, 7, 10, 9, 8, 11, 14, 13, 12, 15);
        memcpy(out + (size_t)x * 4, &rgba, 16);
    }
    return x;
}

#endif

static inline void mks_png_convert_cairo_row(const uint8_t *source, uint32_t width, int channels, uint8_t *out) {
    const uint32_t *pixels = (const uint32_t *)(const void *)source;
    if (channels == 3) {
#if defined(__x86_64__) && defined(__clang__) && defined(__LITTLE_ENDIAN__)
        if (__builtin_cpu_supports("ssse3")) {
            uint32_t done = mks_png_convert_cairo_rgb_ssse3(source, width, out);
            pixels += done;
            out += (size_t)done * 3;
            width -= done;
        }
#endif
        for (uint32_t x = 0; x < width; x++) {
            uint32_t v = pixels[x];
            out[0] = (uint8_t)(v >> 16);
            out[1] = (uint8_t)(v >> 8);
            out[2] = (uint8_t)v;
            out += 3;
        }
        return;
    }
    uint32_t x = 0;
#if defined(__x86_64__) && defined(__clang__) && defined(__LITTLE_ENDIAN__)
    const int vector = __builtin_cpu_supports("ssse3");
#endif
    while (x < width) {
#if defined(__x86_64__) && defined(__clang__) && defined(__LITTLE_ENDIAN__)
        // Runs of opaque pixels (most of a screen) by the vector path, from every fourth pixel; the scalar
        // code below takes a group with a translucent pixel, one pixel at a time, and the row's tail.
        if (vector && (x & 3) == 0) {
            x += mks_png_convert_cairo_rgba_opaque_ssse3(source + (size_t)x * 4, width - x, out + (size_t)x * 4);
            if (x >= width) break;
        }
#endif
        uint32_t v = pixels[x], a = v >> 24;
        uint8_t *o = out + (size_t)x * 4;
        if (a == 255) {
            o[0] = (uint8_t)(v >> 16); o[1] = (uint8_t)(v >> 8); o[2] = (uint8_t)v; o[3] = 255;
        } else if (a == 0) {
            o[0] = 0; o[1] = 0; o[2] = 0; o[3] = 0;
        } else {
            o[0] = (uint8_t)((((v >> 16) & 255) * 255 + a / 2) / a);
            o[1] = (uint8_t)((((v >> 8) & 255) * 255 + a / 2) / a);
            o[2] = (uint8_t)(((v & 255) * 255 + a / 2) / a);
            o[3] = (uint8_t)a;
        }
        x++;
    }
}

/// One row of straight RGBA8 to RGB8 (`channels` 3, alpha dropped) or RGBA8 (`channels` 4, a copy).
static inline void mks_png_convert_rgba_row(const uint8_t *source, uint32_t width, int channels, uint8_t *out) {
    if (channels == 4) { memcpy(out, source, (size_t)width * 4); return; }
    for (uint32_t x = 0; x < width; x++) {
        out[0] = source[0]; out[1] = source[1]; out[2] = source[2];
        source += 4;
        out += 3;
    }
}

/// Converts and filters every row of an image into `out`, the zlib payload of IDAT: `height` scanlines of
/// 1 + width * channels bytes. `cairo` selects the source layout (Cairo ARGB32 or straight RGBA8, rows
/// `stride` bytes apart). Returns 0, or -1 if the two row buffers cannot be allocated.
static inline int mks_png_pack(const uint8_t *source, size_t stride, uint32_t width, uint32_t height, int cairo,
                               int channels, int filter, uint8_t *out) {
    size_t length = (size_t)width * (size_t)channels, bpp = (size_t)channels;
    // 1. Unfiltered NONE: convert straight into the output, no row buffers.
    if (filter == MKS_PNG_FILTER_NONE) {
        for (uint32_t y = 0; y < height; y++) {
            uint8_t *row = out + (size_t)y * (length + 1);
            row[0] = MKS_PNG_FILTER_NONE;
            if (cairo) mks_png_convert_cairo_row(source + (size_t)y * stride, width, channels, row + 1);
            else mks_png_convert_rgba_row(source + (size_t)y * stride, width, channels, row + 1);
        }
        return 0;
    }
    // 2. Other filters need the unfiltered previous row: two alternating buffers plus scratch for ADAPTIVE.
    uint8_t *buffers = (uint8_t *)calloc(3 * length + 1, 1);
    if (buffers == NULL) return -1;
    uint8_t *previous = buffers, *current = buffers + length, *scratch = buffers + 2 * length;
    for (uint32_t y = 0; y < height; y++) {
        if (cairo) mks_png_convert_cairo_row(source + (size_t)y * stride, width, channels, current);
        else mks_png_convert_rgba_row(source + (size_t)y * stride, width, channels, current);
        mks_png_emit_row(filter, current, previous, length, bpp, out + (size_t)y * (length + 1), scratch);
        uint8_t *swap = previous; previous = current; current = swap;
    }
    free(buffers);
    return 0;
}

/// True when every alpha byte of a straight RGBA8 buffer is 255 (the image can be stored as RGB).
static inline int mks_png_rgba_is_opaque(const uint8_t *pixels, size_t pixelCount) {
    for (size_t i = 0; i < pixelCount; i++) if (pixels[i * 4 + 3] != 255) return 0;
    return 1;
}

/// Converts and compresses one band of rows as a piece of a single raw deflate stream, streaming: rows
/// are converted (unfiltered, filter byte NONE) a few at a time into a small buffer that stays in cache
/// and is fed to zlib at once, so the band's uncompressed payload never exists in memory as a whole
/// (for a 1170x2532 frame that saves writing and page-faulting 9 MB). Runs of rows equal to the row above
/// skip zlib altogether: they are written as one block of copies (mks_deflate_copies). Bands are
/// compressed independently (so on different threads) and concatenate: every band but the last ends with
/// a full flush (byte-aligned, no back-references across it), the last one finishes the stream.
/// `checksum` receives the band's Adler-32 (libdeflate's vectorised one) for `adler32_combine`.
/// Returns the bytes written, or -1 (no memory, or `capacity` below mks_deflate_piece_bound).
/// `stream` is the engine's state, wherever the caller keeps it (mks_deflate_band: on its stack); the bytes
/// must not depend on where that is (see mockshot_band_compressor.h).
static inline long mks_deflate_band_in(mks_band_compressor *stream, const uint8_t *source, size_t stride, uint32_t width,
                                       uint32_t rows, int cairo, int channels, int level, int last,
                                       uint8_t *out, size_t capacity, unsigned long *checksum) {
    size_t rowLength = 1 + (size_t)width * (size_t)channels, sourceLength = (size_t)width * 4;  // both sources: 4 bytes a pixel
    // 1. A chunk of whole rows of about 64 KiB (at least one row), and a copy of the last row converted.
    size_t chunkRows = (size_t)65536 / rowLength;
    if (chunkRows == 0) chunkRows = 1;
    uint8_t *chunk = (uint8_t *)malloc((chunkRows + 1) * rowLength);
    if (chunk == NULL) return -1;
    uint8_t *lastRow = chunk + chunkRows * rowLength;
    if (mks_band_init(stream, level, out, capacity) != 0) { mks_band_end(stream); free(chunk); return -1; }
    uint32_t adler = 1;
    int ok = 1;
    size_t pending = 0;      // rows converted into `chunk`, not yet given to the compressor
    uint32_t scanned = 0;    // rows before this are known not to start a copy run
    int endsWithCopies = 0;  // the last thing written is a copy block (already byte-aligned)
    // 2. Row by row: a long enough run of repeats becomes a copy block; other rows are converted into the
    //    chunk, which goes to the compressor when full. Copies can only follow a row of this band (bands
    //    are independent), and need the row above within deflate's 32 KiB window.
    for (uint32_t y = 0; y < rows && ok;) {
        uint32_t run = 0;
        if (y > 0 && y >= scanned && rowLength <= 32768) {
            while (y + run < rows && memcmp(source + (size_t)(y + run) * stride, source + (size_t)(y + run - 1) * stride, sourceLength) == 0) run++;
            scanned = y + (run > 0 ? run : 1);  // a run too short for copies is not scanned again row by row
        }
        if (run >= MKS_COPY_MIN_ROWS && (size_t)run * rowLength >= MKS_COPY_MIN_BYTES
            && mks_band_avail_out(stream) >= mks_band_compress_bound(pending * rowLength) + mks_deflate_copies_bound(run, rowLength) + 64) {
            // 2a. Hand the compressor what is pending, end its block with a full flush (no reference will
            //     reach back past the copies), then write the copies.
            ok = mks_band_write(stream, chunk, pending * rowLength, MKS_BAND_FULL_FLUSH);
            pending = 0;
            if (!ok) break;
            int flat = memcmp(lastRow + 1, lastRow + 1 + channels, rowLength - 1 - (size_t)channels) == 0;
            mks_band_skip_out(stream, mks_deflate_copies(mks_band_next_out(stream), run, rowLength, channels, flat));
            ok = mks_band_restart(stream, lastRow, rowLength);  // the stream now ends with the copied row
            for (uint32_t r = 0; r < run; r++) adler = libdeflate_adler32(adler, lastRow, rowLength);
            y += run;
            endsWithCopies = 1;
            continue;
        }
        // 2b. One row (a short run of repeats is converted like any row).
        uint8_t *row = chunk + pending * rowLength;
        const uint8_t *in = source + (size_t)y * stride;
        row[0] = MKS_PNG_FILTER_NONE;
        if (cairo) mks_png_convert_cairo_row(in, width, channels, row + 1);
        else mks_png_convert_rgba_row(in, width, channels, row + 1);
        adler = libdeflate_adler32(adler, row, rowLength);
        memcpy(lastRow, row, rowLength);
        pending++;
        y++;
        endsWithCopies = 0;
        if (pending == chunkRows) {
            ok = mks_band_write(stream, chunk, pending * rowLength, MKS_BAND_CONTINUE);
            pending = 0;
        }
    }
    // 3. The rest, and the band's end: a full flush, or the end of the stream.
    if (ok && !(endsWithCopies && !last)) {  // after copies a band is already flushed and byte-aligned
        ok = mks_band_write(stream, chunk, pending * rowLength, last ? MKS_BAND_FINISH : MKS_BAND_FULL_FLUSH);
    }
    long written = (long)(capacity - mks_band_avail_out(stream));
    mks_band_end(stream);
    free(chunk);
    *checksum = adler;
    return ok ? written : -1;
}

/// mks_deflate_band_in with the engine's state on this thread's stack.
static inline long mks_deflate_band(const uint8_t *source, size_t stride, uint32_t width, uint32_t rows, int cairo,
                                    int channels, int level, int last,
                                    uint8_t *out, size_t capacity, unsigned long *checksum) {
    mks_band_compressor stream;
    return mks_deflate_band_in(&stream, source, stride, width, rows, cairo, channels, level, last, out, capacity, checksum);
}

/// Room one band of `length` uncompressed bytes may need: zlib's bound, plus the flushes and block
/// headers around copy runs (at most one run per MKS_COPY_MIN_BYTES of payload).
static inline size_t mks_deflate_piece_bound(size_t length) {
    return mks_band_compress_bound(length) + 64 + (length / MKS_COPY_MIN_BYTES + 1) * 256;
}

/// Adler-32 of two pieces joined.
static inline unsigned long mks_adler32_combine(unsigned long a, unsigned long b, size_t lengthB) {
    return adler32_combine(a, b, (z_off_t)lengthB);
}

// MARK: - Comparing

#if defined(__x86_64__) && defined(__clang__)
/// Compares an RGB row with opaque Cairo pixels four at a time (one byte shuffle, B, G, R, A to R, G, B, as
/// mks_png_convert_cairo_rgb_ssse3); returns how many pixels it found equal, stopping at the first group that
/// differs or holds a translucent pixel, and while 16 bytes of the RGB row are left to load.
__attribute__((target("ssse3")))
static inline uint32_t mks_png_rgb_equals_cairo_ssse3(const uint8_t *rgb, const uint8_t *cairo, uint32_t width) {
    typedef uint8_t mks_v16 __attribute__((vector_size(16)));
    typedef uint32_t mks_v4u __attribute__((vector_size(16)));
    uint32_t x = 0;
    for (; x + 4 <= width && (size_t)x * 3 + 16 <= (size_t)width * 3; x += 4) {
        mks_v4u v;
        memcpy(&v, cairo + (size_t)x * 4, 16);
        mks_v4u opaque = (v >> 24) == 255;
        if (!(opaque[0] && opaque[1] && opaque[2] && opaque[3])) break;
        mks_v16 bytes = (mks_v16)v;
        mks_v16 packed = __builtin_shufflevector(bytes, bytes, 2, 1, 0, 6, 5, 4, 10, 9, 8, 14, 13, 12, 3, 7, 11, 15);
        if (memcmp(&packed, rgb + (size_t)x * 3, 12) != 0) break;
    }
    return x;
}
#endif

/// Whether an unfiltered 8-bit RGB row equals a Cairo ARGB32 row as mks_png_convert_cairo_row converts it.
/// An RGB file decodes with alpha 255, so every Cairo pixel must be opaque (a translucent one converts to an
/// alpha below 255) and of the same colour: one read-only pass, where converting and expanding both rows
/// before a memcmp wrote two.
static inline int mks_png_rgb_row_equals_cairo(const uint8_t *rgb, const uint8_t *cairo, uint32_t width) {
    uint32_t x = 0;
#if defined(__x86_64__) && defined(__clang__) && defined(__LITTLE_ENDIAN__)
    if (__builtin_cpu_supports("ssse3")) x = mks_png_rgb_equals_cairo_ssse3(rgb, cairo, width);
#endif
    // The rest, and from the first group the vector loop stopped at: pixel by pixel.
    const uint32_t *pixels = (const uint32_t *)(const void *)cairo;
    for (; x < width; x++) {
        uint32_t v = pixels[x];
        if ((v >> 24) != 255 || rgb[3 * x] != (uint8_t)(v >> 16) || rgb[3 * x + 1] != (uint8_t)(v >> 8) || rgb[3 * x + 2] != (uint8_t)v) {
            return 0;
        }
    }
    return 1;
}

/// Whether a PNG decodes to exactly the pixels of an image of `width` × `height` (the size IHDR declares),
/// found without decoding it into an image: the fast path's inflate, then each row unfiltered and compared
/// with the image's row as it comes, stopping at the first difference. The image is straight RGBA8 rows
/// `stride` bytes apart, or (`cairo` set) a Cairo ARGB32 surface, whose rows are converted one at a time
/// exactly as `mks_png_convert_cairo_row` converts them for an RGBA copy, so no full-size copy is made.
///
/// Returns 1 only when the file is one the fast path decodes and every byte matches: then a full decode
/// (fast path or libpng, which give the same pixels) would equal the image. 0 means "not known to be
/// identical": a difference, or a file the fast path leaves to libpng; the caller then decodes and compares
/// in full. `scratch` as in mks_png_decode_fast.
static inline int mks_png_matches(const uint8_t *data, size_t size, uint32_t width, uint32_t height, const uint8_t *pixels,
                                  size_t stride, int cairo, uint8_t *scratch, size_t scratchCapacity) {
    size_t channels = 0;
    const size_t expected = mks_png_fast_raw_size(data, size, width, height, &channels);
    if (expected == 0) return 0;
    const size_t lineBytes = (size_t)width * channels, rowBytes = (size_t)width * 4;
    uint8_t *raw = scratch != NULL && scratchCapacity >= expected ? scratch : (uint8_t *)malloc(expected);
    // RGB rows are expanded to RGBA (alpha 255, as every decoder fills it) and Cairo rows converted to RGBA
    // into two row buffers before comparing.
    uint8_t *rows = (uint8_t *)malloc(rowBytes * 2);
    int same = raw != NULL && rows != NULL && mks_png_inflate_fast(data, size, raw, expected) == MKS_PNG_OK;
    const uint8_t *previous = NULL;
    for (uint32_t y = 0; y < height && same; y++) {
        uint8_t *line = raw + (size_t)y * (lineBytes + 1) + 1;
        if (!mks_png_unfilter_row(line[-1], line, previous, lineBytes, channels)) { same = 0; break; }
        const uint8_t *reference = line, *image = pixels + (size_t)y * stride;
        if (cairo && channels == 3) {  // the common case (an opaque screen), in one pass
            same = mks_png_rgb_row_equals_cairo(line, image, width);
            previous = line;
            continue;
        }
        if (channels == 3) { mks_png_row_to_rgba(line, width, 3, rows); reference = rows; }
        if (cairo) { mks_png_convert_cairo_row(image, width, 4, rows + rowBytes); image = rows + rowBytes; }
        same = memcmp(reference, image, rowBytes) == 0;
        previous = line;
    }
    free(rows);
    if (raw != scratch) free(raw);
    return same;
}

#endif

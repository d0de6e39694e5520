// JPEG encoding and decoding for mockshot with libjpeg-turbo, errors returned instead of exit(3).
//
// Pixels are cairo's ARGB32 in memory order: B, G, R, A on little-endian machines (X, R, G, B on big-endian),
// so a cairo surface is compressed without converting it first (libjpeg-turbo's extended colour spaces).
#ifndef MOCKSHOT_JPEG_H
#define MOCKSHOT_JPEG_H

#include <setjmp.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <stdio.h>
#include <jpeglib.h>

#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
#define MKS_JPEG_CAIRO_SPACE JCS_EXT_XRGB
#else
#define MKS_JPEG_CAIRO_SPACE JCS_EXT_BGRX
#endif

/// Size of the message buffers the functions below fill on failure.
#define MKS_JPEG_MESSAGE_LENGTH JMSG_LENGTH_MAX

typedef struct {
    struct jpeg_error_mgr pub;
    jmp_buf jump;
    char *message;
} mks_jpeg_error_mgr;

static void mks_jpeg_error_exit(j_common_ptr cinfo) {
    mks_jpeg_error_mgr *err = (mks_jpeg_error_mgr *)cinfo->err;
    (*cinfo->err->format_message)(cinfo, err->message);
    longjmp(err->jump, 1);
}

/// Warnings (corrupt but readable data) are not errors; libjpeg would print them to stderr.
static void mks_jpeg_output_message(j_common_ptr cinfo) { (void)cinfo; }

/// libjpeg's error manager with its exits routed to `err->jump` and the message into `message`; the caller
/// must `setjmp(err->jump)` before its first libjpeg call.
static inline struct jpeg_error_mgr *mks_jpeg_errors(mks_jpeg_error_mgr *err, char *message) {
    struct jpeg_error_mgr *pub = jpeg_std_error(&err->pub);
    err->pub.error_exit = mks_jpeg_error_exit;
    err->pub.output_message = mks_jpeg_output_message;
    err->message = message;
    return pub;
}

/// Compresses `height` rows of cairo ARGB32 pixels (alpha ignored: the image must be opaque) as a baseline
/// JPEG at `quality` (1...100), with 4:4:4 chroma (`subsample` 0: sharp coloured text) or 4:2:0 (`subsample`
/// 1: smaller files), optimised Huffman tables. On success returns 0 and `*out` is a malloc'd buffer of
/// `*out_size` bytes for the caller to free; on failure returns -1 with `message` filled.
static inline int mks_jpeg_encode_cairo(const uint8_t *pixels, size_t stride, uint32_t width, uint32_t height, int quality,
                                        int subsample, unsigned char **out, unsigned long *out_size, char *message) {
    struct jpeg_compress_struct cinfo;
    mks_jpeg_error_mgr err;
    unsigned char *volatile buffer = NULL;
    volatile unsigned long size = 0;
    cinfo.err = mks_jpeg_errors(&err, message);
    *out = NULL; *out_size = 0;
    if (setjmp(err.jump)) {
        jpeg_destroy_compress(&cinfo);
        free(buffer);
        return -1;
    }
    jpeg_create_compress(&cinfo);
    jpeg_mem_dest(&cinfo, (unsigned char **)&buffer, (unsigned long *)&size);
    cinfo.image_width = width;
    cinfo.image_height = height;
    cinfo.input_components = 4;
    cinfo.in_color_space = MKS_JPEG_CAIRO_SPACE;
    jpeg_set_defaults(&cinfo);
    jpeg_set_quality(&cinfo, quality, TRUE);
    cinfo.optimize_coding = TRUE;
    cinfo.dct_method = JDCT_ISLOW;
    int h = subsample ? 2 : 1, v = subsample ? 2 : 1;
    cinfo.comp_info[0].h_samp_factor = h; cinfo.comp_info[0].v_samp_factor = v;
    cinfo.comp_info[1].h_samp_factor = 1; cinfo.comp_info[1].v_samp_factor = 1;
    cinfo.comp_info[2].h_samp_factor = 1; cinfo.comp_info[2].v_samp_factor = 1;
    jpeg_start_compress(&cinfo, TRUE);
    while (cinfo.next_scanline < cinfo.image_height) {
        JSAMPROW row = (JSAMPROW)(pixels + (size_t)cinfo.next_scanline * stride);
        jpeg_write_scanlines(&cinfo, &row, 1);
    }
    jpeg_finish_compress(&cinfo);
    jpeg_destroy_compress(&cinfo);
    *out = buffer;
    *out_size = size;
    return 0;
}

/// The header of a JPEG: size, components, and the EXIF orientation (1...8; 1 when absent).
typedef struct {
    uint32_t width;
    uint32_t height;
    int components;
    int orientation;
} mks_jpeg_info;

/// The EXIF orientation in an APP1 marker's data (`Exif\0\0` + TIFF), or 1.
static inline int mks_jpeg_exif_orientation(const uint8_t *data, size_t length) {
    if (length < 14 || memcmp(data, "Exif\0\0", 6) != 0) return 1;
    const uint8_t *tiff = data + 6;
    size_t n = length - 6;
    int little = tiff[0] == 'I' && tiff[1] == 'I';
    if (!little && !(tiff[0] == 'M' && tiff[1] == 'M')) return 1;
#define MKS_U16(p) (little ? (uint32_t)((p)[0] | ((p)[1] << 8)) : (uint32_t)(((p)[0] << 8) | (p)[1]))
#define MKS_U32(p) (little ? ((uint32_t)(p)[0] | ((uint32_t)(p)[1] << 8) | ((uint32_t)(p)[2] << 16) | ((uint32_t)(p)[3] << 24)) \
                           : (((uint32_t)(p)[0] << 24) | ((uint32_t)(p)[1] << 16) | ((uint32_t)(p)[2] << 8) | (uint32_t)(p)[3]))
    uint32_t ifd = MKS_U32(tiff + 4);
    if (ifd > n || n - ifd < 2) return 1;
    uint32_t count = MKS_U16(tiff + ifd);
    for (uint32_t i = 0; i < count; i++) {
        size_t entry = (size_t)ifd + 2 + (size_t)i * 12;
        if (entry + 12 > n) break;
        if (MKS_U16(tiff + entry) == 0x0112) {
            uint32_t value = MKS_U16(tiff + entry + 8);
            return value >= 1 && value <= 8 ? (int)value : 1;
        }
    }
#undef MKS_U16
#undef MKS_U32
    return 1;
}

/// Reads the header of the JPEG in `data` (`size` bytes). Returns 0, or -1 with `message` filled.
static inline int mks_jpeg_read_info(const uint8_t *data, size_t size, mks_jpeg_info *info, char *message) {
    struct jpeg_decompress_struct cinfo;
    mks_jpeg_error_mgr err;
    cinfo.err = mks_jpeg_errors(&err, message);
    if (setjmp(err.jump)) {
        jpeg_destroy_decompress(&cinfo);
        return -1;
    }
    jpeg_create_decompress(&cinfo);
    jpeg_mem_src(&cinfo, data, (unsigned long)size);
    jpeg_save_markers(&cinfo, JPEG_APP0 + 1, 0xFFFF);
    jpeg_read_header(&cinfo, TRUE);
    info->width = cinfo.image_width;
    info->height = cinfo.image_height;
    info->components = cinfo.num_components;
    info->orientation = 1;
    for (jpeg_saved_marker_ptr m = cinfo.marker_list; m != NULL; m = m->next) {
        if (m->marker == JPEG_APP0 + 1) {
            int o = mks_jpeg_exif_orientation(m->data, m->data_length);
            if (o != 1) { info->orientation = o; break; }
        }
    }
    jpeg_destroy_decompress(&cinfo);
    return 0;
}

/// Decodes the JPEG in `data` into `out` (`height` rows of `stride` bytes of R, G, B, A = 255), which must
/// hold the size `mks_jpeg_read_info` reported. Grey, YCbCr, RGB, CMYK and YCCK (Adobe's inverted CMYK)
/// are converted to RGB. Returns 0, or -1 with `message` filled.
static inline int mks_jpeg_decode_rgba(const uint8_t *data, size_t size, uint8_t *out, size_t stride, char *message) {
    struct jpeg_decompress_struct cinfo;
    mks_jpeg_error_mgr err;
    uint8_t *volatile cmyk = NULL;
    cinfo.err = mks_jpeg_errors(&err, message);
    if (setjmp(err.jump)) {
        jpeg_destroy_decompress(&cinfo);
        free(cmyk);
        return -1;
    }
    jpeg_create_decompress(&cinfo);
    jpeg_mem_src(&cinfo, data, (unsigned long)size);
    jpeg_read_header(&cinfo, TRUE);
    int isCMYK = cinfo.jpeg_color_space == JCS_CMYK || cinfo.jpeg_color_space == JCS_YCCK;
    cinfo.out_color_space = isCMYK ? JCS_CMYK : JCS_EXT_RGBA;
    cinfo.dct_method = JDCT_ISLOW;
    jpeg_start_decompress(&cinfo);
    if (isCMYK) {
        cmyk = (uint8_t *)malloc((size_t)cinfo.output_width * 4);
        if (cmyk == NULL) { strcpy(message, "out of memory"); jpeg_destroy_decompress(&cinfo); return -1; }
    }
    while (cinfo.output_scanline < cinfo.output_height) {
        uint8_t *row = out + (size_t)cinfo.output_scanline * stride;
        if (!isCMYK) {
            JSAMPROW r = row;
            jpeg_read_scanlines(&cinfo, &r, 1);
            continue;
        }
        JSAMPROW r = cmyk;
        jpeg_read_scanlines(&cinfo, &r, 1);
        // Adobe writes CMYK inverted (255 = no ink): R = C × K / 255 with the stored values.
        for (uint32_t x = 0; x < cinfo.output_width; x++) {
            uint32_t c = cmyk[4 * x], m = cmyk[4 * x + 1], y = cmyk[4 * x + 2], k = cmyk[4 * x + 3];
            row[4 * x] = (uint8_t)((c * k + 127) / 255);
            row[4 * x + 1] = (uint8_t)((m * k + 127) / 255);
            row[4 * x + 2] = (uint8_t)((y * k + 127) / 255);
            row[4 * x + 3] = 255;
        }
    }
    jpeg_finish_decompress(&cinfo);
    jpeg_destroy_decompress(&cinfo);
    free(cmyk);
    return 0;
}

#endif

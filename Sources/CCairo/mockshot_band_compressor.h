// The deflate engine behind one band of the PNG band encoder (mks_deflate_band in mockshot_png.h), as
// `static inline` C: ISA-L's igzip for the fast levels, zlib for the others.
//
// Why two engines: a @3x screen spends most of its encoding time in deflate, and zlib's fastest
// levels (1-3, `deflate_fast`) run at about 400 MB/s on UI frames. ISA-L (Intel's storage acceleration
// library, Debian's libisal) has deflate loops written for SSE/AVX2/AVX-512 that take the same frames
// 4-9 times faster, at 1.1-1.3 times the size of zlib level 3. Levels 1-3 are for speed, so they use
// igzip (its levels 0, 1 and 2); levels 4-9 are for size, so they keep zlib (igzip has no level that
// compresses better than zlib 4).
//
// Both engines are driven the same way: raw deflate (no zlib header; the Swift side writes it), input
// given in chunks, a full flush (byte-aligned, history dropped) before every hand-written copy block
// and at the end of every band but the last, which finishes the stream.
//
// Determinism: each engine writes the same bytes for the same input on one machine, whatever the
// thread or band timing. igzip picks its SSE, AVX2 or AVX-512 code when loaded; those find the same
// kind of matches but are not promised to write identical bytes, so two machines with different
// vector units may write different (equally valid) files for the same pixels.
#ifndef MOCKSHOT_BAND_COMPRESSOR_H
#define MOCKSHOT_BAND_COMPRESSOR_H

#include <isa-l/igzip_lib.h>
#include <zlib.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/// What `mks_band_write` does after taking its input.
typedef enum { MKS_BAND_CONTINUE = 0, MKS_BAND_FULL_FLUSH = 1, MKS_BAND_FINISH = 2 } mks_band_flush;

/// One band's deflate stream: zlib's or igzip's state, and where output goes next.
typedef struct {
    int fast;                   /* 1: igzip, 0: zlib */
    z_stream zlib;
    struct isal_zstream isal;
    uint8_t *levelBuffer;       /* igzip's working memory for levels 1 and 2 */
} mks_band_compressor;

/// The igzip level for a PNG compression level of 1-3, or -1 when zlib compresses at that level.
static inline int mks_band_isal_level(int level) { return level >= 1 && level <= 3 ? level - 1 : -1; }

/// Starts a raw deflate stream at `level` (1-9) writing to `out`. Returns 0, or -1 (no memory, bad level).
static inline int mks_band_init(mks_band_compressor *c, int level, uint8_t *out, size_t capacity) {
    memset(c, 0, sizeof *c);
    int isalLevel = mks_band_isal_level(level);
    if (isalLevel >= 0) {
        c->fast = 1;
        isal_deflate_init(&c->isal);
        c->isal.level = (uint32_t)isalLevel;
        c->isal.gzip_flag = IGZIP_DEFLATE;
        c->isal.hist_bits = 0;  /* the default 32 KiB window */
        if (isalLevel > 0) {
            uint32_t size = isalLevel == 1 ? ISAL_DEF_LVL1_DEFAULT : ISAL_DEF_LVL2_DEFAULT;
            c->levelBuffer = (uint8_t *)malloc(size);
            if (c->levelBuffer == NULL) return -1;
            c->isal.level_buf = c->levelBuffer;
            c->isal.level_buf_size = size;
        }
        c->isal.next_out = out;
        c->isal.avail_out = (uint32_t)capacity;
        return 0;
    }
    if (deflateInit2(&c->zlib, level, Z_DEFLATED, -15, 8, Z_DEFAULT_STRATEGY) != Z_OK) return -1;
    c->zlib.next_out = out;
    c->zlib.avail_out = (uInt)capacity;
    return 0;
}

/// Compresses `length` bytes, then flushes or finishes as asked. Returns 1 when all input was taken (and
/// the flush or finish completed), 0 otherwise (output full, or an engine error).
static inline int mks_band_write(mks_band_compressor *c, uint8_t *input, size_t length, mks_band_flush flush) {
    if (c->fast) {
        c->isal.next_in = input;
        c->isal.avail_in = (uint32_t)length;
        c->isal.flush = flush == MKS_BAND_FULL_FLUSH ? FULL_FLUSH : NO_FLUSH;
        c->isal.end_of_stream = flush == MKS_BAND_FINISH;
        if (isal_deflate(&c->isal) != COMP_OK || c->isal.avail_in != 0) return 0;
        // A flush or finish is complete when igzip is back at a block boundary (or at the end) with no
        // bits held back; with room left in the output it completes in one call.
        if (flush == MKS_BAND_FINISH) return c->isal.internal_state.state == ZSTATE_END;
        if (flush == MKS_BAND_FULL_FLUSH) return c->isal.internal_state.state == ZSTATE_NEW_HDR && c->isal.avail_out > 0;
        return c->isal.avail_out > 0;
    }
    c->zlib.next_in = input;
    c->zlib.avail_in = (uInt)length;
    int status = deflate(&c->zlib, flush == MKS_BAND_FINISH ? Z_FINISH : flush == MKS_BAND_FULL_FLUSH ? Z_FULL_FLUSH : Z_NO_FLUSH);
    if (flush == MKS_BAND_FINISH) return status == Z_STREAM_END;
    return status == Z_OK && c->zlib.avail_in == 0 && c->zlib.avail_out > 0;
}

/// Where the next output byte goes, and the room left there.
static inline uint8_t *mks_band_next_out(const mks_band_compressor *c) { return c->fast ? c->isal.next_out : c->zlib.next_out; }
static inline size_t mks_band_avail_out(const mks_band_compressor *c) { return c->fast ? c->isal.avail_out : c->zlib.avail_out; }

/// Accounts for `count` bytes written directly at `mks_band_next_out` (a hand-written block after a full
/// flush); the engine carries on after them.
static inline void mks_band_skip_out(mks_band_compressor *c, size_t count) {
    if (c->fast) { c->isal.next_out += count; c->isal.avail_out -= (uint32_t)count; }
    else { c->zlib.next_out += count; c->zlib.avail_out -= (uInt)count; }
}

static inline void mks_band_end(mks_band_compressor *c) {
    if (c->fast) free(c->levelBuffer);
    else deflateEnd(&c->zlib);
}

/// Room a band of `length` uncompressed bytes may need from either engine, before copy blocks: zlib's
/// bound, or igzip's stored-block fallback (5 bytes of header per 64 KiB block) plus its largest
/// dynamic block header, whichever is more.
static inline size_t mks_band_compress_bound(size_t length) {
    size_t zlibBound = (size_t)compressBound((uLong)length);
    size_t isalBound = length + (length / 65535 + 1) * 5 + ISAL_DEF_MAX_HDR_SIZE + 64;
    return zlibBound > isalBound ? zlibBound : isalBound;
}

#endif

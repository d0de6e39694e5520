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
// thread, band timing or memory layout. igzip picks its SSE, AVX2 or AVX-512 code when loaded; those find the
// same kind of matches but are not promised to write identical bytes, so two machines with different
// vector units may write different (equally valid) files for the same pixels.
//
// igzip never starts "without history" here. When it does (IGZIP_NO_HIST: a new stream, or the first input
// after a full flush), the loop of its levels 1 and 2 (isal_deflate_icf_body_hash_hist_01/02/04 in
// igzip_icf_body_h1_gr_bt.asm, ISA-L 2.30 and its later releases) writes the first byte as a literal and
// then hashes the third byte from a register (rcx) that still holds the address of the `isal_zstream`, so
// position 2 lands in a hash slot chosen by where the state happens to live. A later match may then start
// there or not: equally valid streams that differ in a few bytes, depending on the thread's stack and on
// address-space randomisation (about one process in a hundred for the example screens, so `--jobs 1` and
// `--jobs 2` disagreed now and then). So every igzip segment starts from history it is given (a preset
// dictionary of the bytes that really precede it in the stream): a band's first byte goes out as a
// hand-written stored block and becomes the dictionary, and after a copy block the copied row is.
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
    int started;                /* igzip only: it has had input (and history) */
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

/// Writes `count` bytes as a stored block (not final), byte-aligned before and after. Returns the bytes
/// written (`count` + 5), or 0 when `capacity` is too small. `count` is at most 65535.
static inline size_t mks_band_stored_block(uint8_t *out, size_t capacity, const uint8_t *bytes, size_t count) {
    if (count > 65535 || capacity < count + 5) return 0;
    out[0] = 0x00;  /* BFINAL 0, BTYPE 00, padding */
    out[1] = (uint8_t)count; out[2] = (uint8_t)(count >> 8);
    out[3] = (uint8_t)~count; out[4] = (uint8_t)(~count >> 8);
    memcpy(out + 5, bytes, count);
    return count + 5;
}

/// igzip only: starts a segment from history (see the header comment). After a full flush igzip's state is
/// a fresh stream's; `isal_deflate_reset` makes it one (positions from 0, so the table igzip fills from a
/// dictionary only points into it), and the dictionary marks it as having history. Returns 1, or 0.
static inline int mks_band_isal_start(mks_band_compressor *c, const uint8_t *history, size_t length) {
    isal_deflate_reset(&c->isal);
    return length > 0 && isal_deflate_set_dict(&c->isal, (uint8_t *)history, (uint32_t)length) == COMP_OK;
}

/// Compresses `length` bytes, then flushes or finishes as asked. Returns 1 when all input was taken (and
/// the flush or finish completed), 0 otherwise (output full, or an engine error).
static inline int mks_band_write(mks_band_compressor *c, uint8_t *input, size_t length, mks_band_flush flush) {
    if (c->fast) {
        // 1. A segment's start: never let igzip begin without history (see the header comment).
        if (!c->started && length > 0) {
            size_t written = mks_band_stored_block(c->isal.next_out, c->isal.avail_out, input, 1);
            if (written == 0) return 0;
            c->isal.next_out += written;
            c->isal.avail_out -= (uint32_t)written;
            if (!mks_band_isal_start(c, input, 1)) return 0;
            input++;
            length--;
            c->started = 1;
        }
        // 2. The input, and the flush or finish.
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

/// After a completed full flush and a hand-written block: the stream's last `length` bytes are `history`
/// (the last 32 KiB of it count). zlib needs nothing (it only refers back to bytes it compressed since the
/// flush); igzip starts its next segment from them (copied now). Returns 1, or 0 on an engine error.
static inline int mks_band_restart(mks_band_compressor *c, const uint8_t *history, size_t length) {
    if (!c->fast || !c->started) return 1;
    return mks_band_isal_start(c, history, length);
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
/// dynamic block header and the band's first byte as a stored block, whichever is more.
static inline size_t mks_band_compress_bound(size_t length) {
    size_t zlibBound = (size_t)compressBound((uLong)length);
    size_t isalBound = length + (length / 65535 + 1) * 5 + ISAL_DEF_MAX_HDR_SIZE + 64 + 6;
    return zlibBound > isalBound ? zlibBound : isalBound;
}

#endif

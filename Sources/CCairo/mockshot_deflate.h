// A hand-written deflate block for runs of repeated PNG scanlines, as `static inline` C.
//
// In a UI frame about 40% of the rows repeat the row above (the space between lines of text, flat
// panels). zlib finds those copies too, but only by scanning every byte, and that scan is a third of its
// time. The band encoder (mks_deflate_band in mockshot_png.h) instead hands zlib only the other rows: at
// a run of repeated rows it ends zlib's block with a full flush, writes this block (nothing but
// back-references, each copying 258 bytes from one row above), ends it with an empty stored block so the
// stream is byte-aligned again, and lets zlib carry on. The block uses a dynamic Huffman code made for it
// (one bit per 258-byte match, one bit for the distance), so a repeated row costs about the same as
// zlib's own encoding of it (RFC 1951, sections 3.2.5–3.2.7).
#ifndef MOCKSHOT_DEFLATE_H
#define MOCKSHOT_DEFLATE_H

#include <stddef.h>
#include <stdint.h>

/// Bits written least-significant first, as deflate packs them.
typedef struct {
    uint8_t *out;
    uint64_t bits;
    int count;
} mks_bit_writer;

static inline void mks_bits_put(mks_bit_writer *w, uint32_t value, int n) {
    w->bits |= (uint64_t)value << w->count;
    w->count += n;
    while (w->count >= 8) {
        *w->out++ = (uint8_t)w->bits;
        w->bits >>= 8;
        w->count -= 8;
    }
}

/// A Huffman code: its bits go most-significant first (RFC 1951 3.1.1), so reverse them.
static inline void mks_bits_code(mks_bit_writer *w, uint32_t code, int length) {
    uint32_t reversed = 0;
    for (int i = 0; i < length; i++) { reversed = (reversed << 1) | (code & 1); code >>= 1; }
    mks_bits_put(w, reversed, length);
}

/// Canonical codes for `n` code lengths (RFC 1951 3.2.2); length 0 means unused.
static inline void mks_canonical_codes(const uint8_t *lengths, int n, uint16_t *codes) {
    int count[16] = {0}, next[16] = {0};
    for (int i = 0; i < n; i++) count[lengths[i]]++;
    count[0] = 0;
    int code = 0;
    for (int bits = 1; bits < 16; bits++) { code = (code + count[bits - 1]) << 1; next[bits] = code; }
    for (int i = 0; i < n; i++) codes[i] = lengths[i] ? (uint16_t)next[lengths[i]]++ : 0;
}

/// Code lengths of a complete prefix code over the `n` symbols listed, most frequent first:
/// 2 symbols 1,1; 3 symbols 1,2,2; 4 symbols 1,2,3,3; otherwise as even as possible.
static inline void mks_complete_lengths(const int *symbols, int n, uint8_t *lengths) {
    if (n <= 4) {
        static const uint8_t shapes[5][4] = {{0}, {1}, {1, 1}, {1, 2, 2}, {1, 2, 3, 3}};
        for (int i = 0; i < n; i++) lengths[symbols[i]] = shapes[n][i];
        return;
    }
    int bits = 0;
    while ((1 << bits) < n) bits++;
    int shorter = (1 << bits) - n;  // this many get bits - 1, the rest bits: 2^(bits-1)... sums to 1
    for (int i = 0; i < n; i++) lengths[symbols[i]] = (uint8_t)(i < shorter ? bits - 1 : bits);
}

static const uint16_t mks_length_base[29] = {3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59,
                                             67, 83, 99, 115, 131, 163, 195, 227, 258};
static const uint8_t mks_length_extra[29] = {0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0};
static const uint16_t mks_distance_base[30] = {1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513,
                                               769, 1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577};
static const uint8_t mks_distance_extra[30] = {0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10,
                                               11, 11, 12, 12, 13, 13};

/// Index into the length tables for a match of 3...258 bytes (symbol 257 + index).
static inline int mks_length_index(int length) {
    if (length == 258) return 28;
    int i = 27;
    while (mks_length_base[i] > length) i--;
    return i;
}

/// Index into the distance tables (the distance symbol) for 1...32768.
static inline int mks_distance_index(int distance) {
    int i = 29;
    while (mks_distance_base[i] > distance) i--;
    return i;
}

/// How a stretch of `total` bytes (>= 3) splits into matches of 3...258 bytes: `full` of 258, then
/// `tails` shorter ones in `tail` (one, or two when the rest is 1 or 2 bytes). Returns `tails`.
static inline int mks_split_matches(size_t total, size_t *full, int tail[2]) {
    *full = total / 258;
    int rest = (int)(total % 258);
    if (rest >= 3) { tail[0] = rest; return 1; }
    if (rest > 0) { *full -= 1; tail[0] = 258 + rest - 3; tail[1] = 3; return 2; }
    return 0;
}

/// The most bytes mks_deflate_copies writes for `rows` rows of `rowLength` bytes: per row at most
/// rowLength / 258 + 4 matches of at most 22 bits, plus the block header (under 100 bytes) and the
/// empty stored block.
static inline size_t mks_deflate_copies_bound(size_t rows, size_t rowLength) { return rows * (rowLength / 258 + 4) * 3 + 160; }

/// A stretch of bytes copied from one distance back.
typedef struct { size_t total; int distance; } mks_copy_span;

/// Writes a non-final dynamic-Huffman block that repeats the row above `rows` times (each row is
/// `rowLength` bytes: a filter byte, then pixels of `channels` bytes), then an empty stored block to
/// byte-align the stream. `out` must start on a byte boundary and hold mks_deflate_copies_bound bytes.
/// Returns the bytes written. `flat`: every pixel of the row has the same colour.
///
/// 1. Spans: every row copies from one row back (distance `rowLength`), except flat rows, whose filter
///    byte and first pixel come from one row back and the rest from one pixel back (distance `channels`,
///    no extra bits: a flat row costs a few bits, as zlib would make it). 2. Split spans into matches of
///    3...258 bytes. 3. Make the codes, the most frequent symbols shortest: literal/length, distance
///    (one or two symbols), and the code-length code that sends their lengths. 4. Write header, matches,
///    end-of-block, and the empty stored block.
static inline size_t mks_deflate_copies(uint8_t *out, size_t rows, size_t rowLength, int channels, int flat) {
    // 1. Spans, repeated for every row (a non-flat run is one span over all its rows).
    mks_copy_span spans[2];
    int nspans;
    size_t repeats;
    if (flat && rowLength >= (size_t)(1 + channels + 3)) {
        spans[0] = (mks_copy_span){(size_t)(1 + channels), (int)rowLength};
        spans[1] = (mks_copy_span){rowLength - 1 - (size_t)channels, channels};
        nspans = 2;
        repeats = rows;
    } else {
        spans[0] = (mks_copy_span){rows * rowLength, (int)rowLength};
        nspans = 1;
        repeats = 1;
    }
    // 2. Matches per span, and how often each symbol occurs.
    size_t full[2];
    int tail[2][2], tails[2];
    size_t litlenCount[286] = {0}, distCount[30] = {0};
    for (int i = 0; i < nspans; i++) {
        tails[i] = mks_split_matches(spans[i].total, &full[i], tail[i]);
        size_t matches = full[i] + (size_t)tails[i];
        litlenCount[257 + 28] += full[i] * repeats;
        for (int t = 0; t < tails[i]; t++) litlenCount[257 + mks_length_index(tail[i][t])] += repeats;
        distCount[mks_distance_index(spans[i].distance)] += matches * repeats;
    }
    litlenCount[256] = 1;
    // 3a. Literal/length and distance code lengths, most frequent symbols first.
    int used[8], nused = 0, dused[2], ndused = 0;
    for (int sym = 256; sym < 286; sym++) if (litlenCount[sym]) used[nused++] = sym;
    for (int sym = 0; sym < 30; sym++) if (distCount[sym]) dused[ndused++] = sym;
    for (int i = 1; i < nused; i++)  // insertion sort by count, descending
        for (int j = i; j > 0 && litlenCount[used[j]] > litlenCount[used[j - 1]]; j--) { int t = used[j]; used[j] = used[j - 1]; used[j - 1] = t; }
    uint8_t litlen[286] = {0}, dist[30] = {0};
    mks_complete_lengths(used, nused, litlen);
    if (ndused == 1) dist[dused[0]] = 1;  // one distance code of one bit, as RFC 1951 3.2.7 allows
    else mks_complete_lengths(dused, ndused, dist);
    int hlit = 257, hdist = 1;
    for (int i = 0; i < nused; i++) if (used[i] + 1 > hlit) hlit = used[i] + 1;
    for (int i = 0; i < ndused; i++) if (dused[i] + 1 > hdist) hdist = dused[i] + 1;
    // 3b. The code lengths as code-length symbols: 0-15 literally, 17 (3-10 zeros), 18 (11-138 zeros).
    uint8_t sequence[286 + 30];
    int n = 0;
    for (int i = 0; i < hlit; i++) sequence[n++] = litlen[i];
    for (int i = 0; i < hdist; i++) sequence[n++] = dist[i];
    int symbols[320], extras[320], nsym = 0;
    for (int i = 0; i < n;) {
        if (sequence[i] != 0) { symbols[nsym] = sequence[i]; extras[nsym++] = 0; i++; continue; }
        int run = 0;
        while (i + run < n && sequence[i + run] == 0 && run < 138) run++;
        if (run >= 11) { symbols[nsym] = 18; extras[nsym++] = run - 11; }
        else if (run >= 3) { symbols[nsym] = 17; extras[nsym++] = run - 3; }
        else { for (int k = 0; k < run; k++) { symbols[nsym] = 0; extras[nsym++] = 0; } }
        i += run;
    }
    // 3c. The code-length code over the symbols used (always two or more: zeros and some length).
    uint8_t cl[19] = {0};
    uint16_t clcodes[19];
    int clused[19], nclused = 0, seen[19] = {0};
    for (int i = 0; i < nsym; i++) if (!seen[symbols[i]]) { seen[symbols[i]] = 1; clused[nclused++] = symbols[i]; }
    mks_complete_lengths(clused, nclused, cl);
    mks_canonical_codes(cl, 19, clcodes);
    static const uint8_t order[19] = {16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15};
    int hclen = 19;
    while (hclen > 4 && cl[order[hclen - 1]] == 0) hclen--;
    uint16_t llcodes[286], dcodes[30];
    mks_canonical_codes(litlen, 286, llcodes);
    mks_canonical_codes(dist, 30, dcodes);
    // 4. Header: BFINAL 0, BTYPE 10 (dynamic), the three counts, the code-length code, the lengths.
    mks_bit_writer w = {out, 0, 0};
    mks_bits_put(&w, 0, 1);
    mks_bits_put(&w, 2, 2);
    mks_bits_put(&w, (uint32_t)(hlit - 257), 5);
    mks_bits_put(&w, (uint32_t)(hdist - 1), 5);
    mks_bits_put(&w, (uint32_t)(hclen - 4), 4);
    for (int i = 0; i < hclen; i++) mks_bits_put(&w, cl[order[i]], 3);
    for (int i = 0; i < nsym; i++) {
        mks_bits_code(&w, clcodes[symbols[i]], cl[symbols[i]]);
        if (symbols[i] == 17) mks_bits_put(&w, (uint32_t)extras[i], 3);
        if (symbols[i] == 18) mks_bits_put(&w, (uint32_t)extras[i], 7);
    }
    //    The matches, span by span: length symbol (+ extra bits), distance symbol (+ extra bits).
    for (size_t r = 0; r < repeats; r++) {
        for (int i = 0; i < nspans; i++) {
            int d = mks_distance_index(spans[i].distance), dextra = mks_distance_extra[d];
            uint32_t dvalue = (uint32_t)(spans[i].distance - mks_distance_base[d]);
            for (size_t m = 0; m < full[i] + (size_t)tails[i]; m++) {
                int length = m < full[i] ? 258 : tail[i][m - full[i]];
                int li = mks_length_index(length);
                mks_bits_code(&w, llcodes[257 + li], litlen[257 + li]);
                if (mks_length_extra[li]) mks_bits_put(&w, (uint32_t)(length - mks_length_base[li]), mks_length_extra[li]);
                mks_bits_code(&w, dcodes[d], dist[d]);
                if (dextra) mks_bits_put(&w, dvalue, dextra);
            }
        }
    }
    mks_bits_code(&w, llcodes[256], litlen[256]);
    //    Empty stored block: BFINAL 0, BTYPE 00, pad to the byte, LEN 0, NLEN 0xFFFF.
    mks_bits_put(&w, 0, 3);
    if (w.count > 0) mks_bits_put(&w, 0, 8 - w.count);
    *w.out++ = 0x00; *w.out++ = 0x00; *w.out++ = 0xFF; *w.out++ = 0xFF;
    return (size_t)(w.out - out);
}

#endif

import Synchronization
@testable import Imaging

/// The noisy test photos (`PNGFastPathTests.photo`) at the sizes the decoder tests use, each encoded once
/// per filter and shared by the suites that decode them (`PNGFastPathTests`, `PNGMatchTests`).
///
/// Why: both suites decode the same five sizes under every filter, and encoding noise is most of their
/// work; the encoder's own output is deterministic and checked by its own suites, so decoding the bytes one
/// suite encoded checks the decoders exactly as decoding a second, identical encoding would.
///
/// The compression fits the point: the decoders' own code (the chunk walk and CRCs, the one-shot inflate
/// into the image's memory, unfiltering every row against the one above, the RGB expansion) sees the same
/// filtered scanlines in the same container whatever the deflate blocks are, since inflating is one call
/// into libdeflate (fast path) or zlib (libpng) either way. So the three small photos are compressed at
/// level 1 (Huffman-coded blocks of literals and matches, as every real file has) and the two large ones
/// stored (level 0): on noise, compressing them took most of both suites' time (libdeflate's level 3
/// 45 ms, level 1 37 ms, stored 0.4 ms for the 1170×400 photo under one filter).
enum EncodedPhotos {
    /// Level 1 (libdeflate's quickest that still codes matches) up to this many pixels, stored above.
    static let largestCompressed = 33 * 17

    static func compressionLevel(width: Int, height: Int) -> Int { width * height <= largestCompressed ? 1 : 0 }

    /// One row to banded (several IDAT chunks), RGB and RGBA.
    static let sizes: [(width: Int, height: Int, opaque: Bool)] = [(1, 1, true), (7, 5, false), (33, 17, true), (300, 700, false), (1170, 400, true)]

    struct Key: Hashable { let filter: PNGEncoder.Filter, width: Int, height: Int, opaque: Bool }
    private static let cache = Mutex<[Key: (image: RGBAImage, bytes: [UInt8])]>([:])

    /// The photo and its PNG under `filter`; made on first use (two suites asking at once may both make it:
    /// the same bytes either way).
    static func photo(_ width: Int, _ height: Int, opaque: Bool, filter: PNGEncoder.Filter) throws -> (image: RGBAImage, bytes: [UInt8]) {
        let key = Key(filter: filter, width: width, height: height, opaque: opaque)
        if let made = cache.withLock({ $0[key] }) { return made }
        let image = PNGFastPathTests.photo(width, height, opaque: opaque)
        let made = (image: image, bytes: try PNGEncoder(compressionLevel: compressionLevel(width: width, height: height), filter: filter).encode(image))
        cache.withLock { $0[key] = made }
        return made
    }
}

import Synchronization
@testable import Imaging

/// The noisy test photos (`PNGFastPathTests.photo`) at the sizes the decoder tests use, each encoded once
/// per filter and shared by the suites that decode them (`PNGFastPathTests`, `PNGMatchTests`).
///
/// Why: both suites decode the same five sizes under every filter, and encoding noise is most of their
/// work; the encoder's own output is deterministic and checked by its own suites, so decoding the bytes one
/// suite encoded checks the decoders exactly as decoding a second, identical encoding would.
enum EncodedPhotos {
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
        let made = (image: image, bytes: try PNGEncoder(filter: filter).encode(image))
        cache.withLock { $0[key] = made }
        return made
    }
}

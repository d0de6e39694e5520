import CCairo

/// Decodes PNG files into straight RGBA8 images with libpng.
///
/// Any colour type and bit depth is accepted (palette, gray, gray+alpha, RGB, RGBA; 1–16 bits; tRNS;
/// Adam7 interlacing) and converted to RGBA8; 16-bit samples are rounded to 8 bits. Gamma and colour
/// profiles are ignored on purpose: golden images compare bytes, not appearance.
///
/// Speed: screenshots (8-bit RGB or RGBA, not interlaced) are inflated by libdeflate in one call and
/// unfiltered in C, several times faster than libpng's streaming zlib; any other format, and any file
/// that path finds irregular, goes through libpng, so what is accepted and refused does not change.
///
/// Robustness: every malformed input ends in a `PNGDecodingError`, never a crash. libpng's longjmp error
/// path is contained in C (`mks_png_decode_rgba8`). The dimensions are read from IHDR (CRC-checked) and
/// compared with `maxSide` / `maxPixels` *before* the pixel buffer is allocated, so a 30-byte file
/// claiming 100000×100000 pixels costs nothing.
public struct PNGDecoder: Sendable {
    /// Default per-side limit: 16384 px (six 3x iPhone screen heights), the same as `ImageBudget`'s, so
    /// everything mockshot writes can be read back.
    public static let defaultMaxSide = 16_384
    /// Default total limit: 100 M pixels (400 MB of RGBA8).
    public static let defaultMaxPixels = 100_000_000

    public var maxSide: Int
    public var maxPixels: Int
    /// Off: every file goes through libpng (tests compare the two paths).
    var allowsFastPath = true

    public init(maxSide: Int = PNGDecoder.defaultMaxSide, maxPixels: Int = PNGDecoder.defaultMaxPixels) {
        self.maxSide = maxSide
        self.maxPixels = maxPixels
    }

    /// Reads and decodes the PNG file at `path`; errors name the path.
    public func decode(contentsOf path: String) throws(PNGDecodingError) -> RGBAImage {
        try decode(try read(RawPath(path)))
    }

    /// Reads and decodes the PNG file at a path kept as bytes.
    public func decode(contentsOf path: RawPath) throws(PNGDecodingError) -> RGBAImage {
        try decode(try read(path))
    }

    /// Reads the file at `path` and checks its signature, IHDR and size against the limits, without
    /// decoding: cheap, so callers comparing two files can check both headers (and that the sizes
    /// agree) before paying for either decode.
    public func read(_ path: RawPath) throws(PNGDecodingError) -> PNGFile {
        switch POSIXFile.readAll(path) {
        case .success(let data): return try header(data, source: path.display)
        case .failure(let failure): throw PNGDecodingError(source: path.display, reason: .unreadable, detail: failure.reason)
        }
    }

    /// Decodes PNG bytes; `source` labels the data in error messages.
    public func decode(_ data: [UInt8], source: String = "PNG data") throws(PNGDecodingError) -> RGBAImage {
        try decode(try header(data, source: source))
    }

    /// Checks the signature, IHDR and the limits of PNG bytes.
    public func header(_ data: [UInt8], source: String = "PNG data") throws(PNGDecodingError) -> PNGFile {
        let capacity = 256
        var message = [CChar](repeating: 0, count: capacity)
        guard !data.isEmpty else { throw PNGDecodingError(source: source, reason: .notPNG, detail: "file is empty") }
        // 1. Signature and IHDR, checked without libpng.
        var width: UInt32 = 0, height: UInt32 = 0
        let status = data.withUnsafeBufferPointer { mks_png_read_header($0.baseAddress, $0.count, &width, &height, &message, capacity) }
        guard status == MKS_PNG_OK else {
            throw PNGDecodingError(source: source, reason: Self.reason(for: status), detail: Self.text(message))
        }
        // 2. Limits, before any allocation.
        let w = Int(width), h = Int(height)
        if w > maxSide || h > maxSide || w * h > maxPixels {
            let detail = "\(w)x\(h) px exceeds the limit of \(maxSide) px per side and \(maxPixels) pixels"
            throw PNGDecodingError(source: source, reason: .tooLarge(width: w, height: h), detail: detail)
        }
        return PNGFile(source: source, bytes: data, width: w, height: h)
    }

    /// Decodes a file whose header `read` or `header` has checked.
    public func decode(_ file: PNGFile) throws(PNGDecodingError) -> RGBAImage {
        let capacity = 256
        var message = [CChar](repeating: 0, count: capacity)
        let w = file.width, h = file.height
        // Pixels, straight into the array's storage: 8-bit RGB(A) screenshots by the fast path (libdeflate
        // in one call: an RGB file's scanlines into the array's own tail, RGBA ones into scratch memory kept
        // between decodes), everything else, and anything the fast path is unsure of, by libpng.
        var status = MKS_PNG_OK
        var channels = 0
        let rawSize = !allowsFastPath ? 0 : file.bytes.withUnsafeBufferPointer {
            mks_png_fast_raw_size($0.baseAddress, $0.count, UInt32(w), UInt32(h), &channels)
        }
        let pixels = file.bytes.withUnsafeBufferPointer { bytes in
            [UInt8](unsafeUninitializedCapacity: w * h * 4) { buffer, initialized in
                if rawSize == 0 {
                    status = MKS_PNG_FALLBACK
                } else if channels == 3 {
                    status = mks_png_decode_fast(bytes.baseAddress, bytes.count, UInt32(w), UInt32(h), buffer.baseAddress, nil, 0)
                } else {
                    status = ScratchPool.shared.with(atLeast: rawSize) { scratch, capacity in
                        mks_png_decode_fast(bytes.baseAddress, bytes.count, UInt32(w), UInt32(h), buffer.baseAddress, scratch, capacity)
                    }
                }
                if status == MKS_PNG_FALLBACK {
                    status = mks_png_decode_rgba8(bytes.baseAddress, bytes.count, UInt32(w), UInt32(h), buffer.baseAddress, &message, capacity)
                }
                initialized = status == MKS_PNG_OK ? w * h * 4 : 0
            }
        }
        guard status == MKS_PNG_OK else {
            throw PNGDecodingError(source: file.source, reason: Self.reason(for: status), detail: Self.text(message))
        }
        return RGBAImage(width: w, height: h, pixels: pixels)
    }

    /// The NUL-terminated message the C helpers wrote into `buffer`.
    private static func text(_ buffer: [CChar]) -> String {
        let bytes = buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func reason(for status: mks_png_status) -> PNGDecodingError.Reason {
        switch status {
        case MKS_PNG_NOT_PNG: .notPNG
        case MKS_PNG_TRUNCATED: .truncated
        case MKS_PNG_NO_MEMORY: .outOfMemory
        default: .corrupt
        }
    }
}

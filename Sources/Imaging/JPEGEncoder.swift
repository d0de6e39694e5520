import CJPEG
import Glibc

/// Encodes opaque images as baseline JPEG with libjpeg-turbo (Debian's libjpeg62-turbo), straight from a
/// cairo ARGB32 buffer (its B, G, R, X bytes are one of libjpeg-turbo's input layouts, so nothing is copied).
///
/// Defaults for screenshots of user interfaces: quality 90 with 4:4:4 chroma, because halving the colour
/// resolution (4:2:0, libjpeg's default) fringes coloured text and thin coloured strokes; optimised Huffman
/// tables (a few per cent smaller, same pixels); the accurate integer DCT, so every machine writes the
/// same bytes.
public struct JPEGEncoder: Sendable {
    public static let defaultQuality = 90
    public static let qualities = 1...100

    /// 1...100.
    public var quality: Int
    /// Halve the colour resolution both ways (4:2:0): smaller files, softer coloured edges.
    public var subsampleChroma: Bool

    public init(quality: Int = JPEGEncoder.defaultQuality, subsampleChroma: Bool = false) {
        self.quality = quality; self.subsampleChroma = subsampleChroma
    }

    /// JPEG bytes of a cairo `CAIRO_FORMAT_ARGB32` (or RGB24) buffer whose pixels are all opaque (alpha is ignored).
    public func encodeCairoARGB32(_ pixels: UnsafeRawPointer, width: Int, height: Int, stride: Int) throws(JPEGError) -> [UInt8] {
        func invalid(_ detail: String) -> JPEGError { JPEGError(source: "JPEG", reason: .invalidInput, detail: detail) }
        guard width > 0, height > 0, width <= 65_500, height <= 65_500 else { throw invalid("invalid image size \(width)x\(height)") }
        guard stride >= width * 4 else { throw invalid("stride \(stride) does not fit width \(width)") }
        guard Self.qualities.contains(quality) else { throw invalid("quality \(quality) is not in 1...100") }
        var out: UnsafeMutablePointer<UInt8>?
        var size: UInt = 0
        var message = [CChar](repeating: 0, count: Int(MKS_JPEG_MESSAGE_LENGTH))
        let status = mks_jpeg_encode_cairo(pixels.assumingMemoryBound(to: UInt8.self), stride, UInt32(width), UInt32(height),
                                           Int32(quality), subsampleChroma ? 1 : 0, &out, &size, &message)
        guard status == 0, let out else {
            throw JPEGError(source: "JPEG", reason: .invalidInput, detail: String(decoding: message.prefix { $0 != 0 }.map(UInt8.init), as: UTF8.self))
        }
        defer { free(out) }
        return Array(UnsafeBufferPointer(start: out, count: Int(size)))
    }

    /// JPEG bytes of a straight-alpha image that is opaque (alpha ignored).
    public func encode(_ image: RGBAImage) throws(JPEGError) -> [UInt8] {
        // libjpeg-turbo reads RGBX too, but the cairo entry point takes B, G, R, X: swap once.
        var bgrx = [UInt8](repeating: 255, count: image.width * image.height * 4)
        for i in stride(from: 0, to: bgrx.count, by: 4) {
            #if _endian(little)
            bgrx[i] = image.pixels[i + 2]; bgrx[i + 1] = image.pixels[i + 1]; bgrx[i + 2] = image.pixels[i]
            #else
            bgrx[i + 1] = image.pixels[i]; bgrx[i + 2] = image.pixels[i + 1]; bgrx[i + 3] = image.pixels[i + 2]
            #endif
        }
        let result: Result<[UInt8], JPEGError> = bgrx.withUnsafeBytes { buffer in
            Result { () throws(JPEGError) in
                try encodeCairoARGB32(buffer.baseAddress!, width: image.width, height: image.height, stride: image.width * 4)
            }
        }
        return try result.get()
    }
}

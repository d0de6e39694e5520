import Imaging

/// How screenshots are written. Both are opaque RGB: App Store Connect refuses images with an alpha channel.
public enum ImageFormat: Sendable, Hashable {
    /// PNG, colour type 2 (RGB), at a zlib level 0...9.
    case png(compression: Int)
    /// Baseline JPEG at `quality` 1...100 (4:4:4 unless `subsampleChroma`).
    case jpeg(quality: Int, subsampleChroma: Bool)

    /// PNG at the encoder's default level.
    public static let standardPNG = ImageFormat.png(compression: PNGEncoder.defaultCompressionLevel)
    /// JPEG at quality 90, 4:4:4.
    public static let standardJPEG = ImageFormat.jpeg(quality: JPEGEncoder.defaultQuality, subsampleChroma: false)

    /// `png` or `jpg`.
    public var fileExtension: String {
        if case .png = self { "png" } else { "jpg" }
    }

    /// Encodes an opaque cairo ARGB32 canvas.
    func encode(_ pixels: UnsafeRawPointer, width: Int, height: Int, stride: Int) throws -> [UInt8] {
        switch self {
        case .png(let level):
            try PNGEncoder(compressionLevel: level).encodeCairoARGB32(pixels, width: width, height: height, stride: stride, opaque: true)
        case let .jpeg(quality, subsample):
            try JPEGEncoder(quality: quality, subsampleChroma: subsample).encodeCairoARGB32(pixels, width: width, height: height, stride: stride)
        }
    }
}

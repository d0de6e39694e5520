/// Why `PNGEncoder` refused or failed to encode; `description` is one line.
public struct PNGEncodingError: Error, Equatable, Sendable, CustomStringConvertible {
    public enum Reason: Equatable, Sendable {
        /// Width or height is zero, negative or beyond the PNG limit of 2^31-1.
        case invalidSize
        /// A Cairo buffer's stride is smaller than `width * 4` or not a multiple of 4.
        case invalidStride
        /// The compression level is outside 0...9.
        case invalidCompressionLevel
        /// A work buffer or the compressor could not be allocated.
        case outOfMemory
    }

    public let reason: Reason
    public let detail: String

    public init(reason: Reason, detail: String) {
        self.reason = reason
        self.detail = detail
    }

    public var description: String { "cannot encode PNG: \(detail)" }
}

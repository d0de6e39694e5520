/// Why a PNG could not be decoded. `description` is one line naming the file (or data source) and the
/// problem, ready to print: `shot.png: truncated PNG (unexpected end of file)`.
public struct PNGDecodingError: Error, Equatable, Sendable, CustomStringConvertible {
    public enum Reason: Equatable, Sendable {
        /// The file could not be read at all (missing, no permission, a directory...).
        case unreadable
        /// The first bytes are not the PNG signature.
        case notPNG
        /// The data ends before IEND.
        case truncated
        /// A CRC, the zlib stream or a header field is wrong.
        case corrupt
        /// The header declares more pixels than the decoder's limits allow; nothing was allocated.
        case tooLarge(width: Int, height: Int)
        /// libpng or the pixel buffer could not get memory.
        case outOfMemory
    }

    /// The file path, or a caller-chosen label for in-memory data.
    public let source: String
    public let reason: Reason
    /// The specific cause, e.g. "IDAT: CRC error" or "No such file or directory".
    public let detail: String

    public init(source: String, reason: Reason, detail: String) {
        self.source = source
        self.reason = reason
        self.detail = detail
    }

    public var description: String {
        let what: String
        switch reason {
        case .unreadable: what = "cannot read file"
        case .notPNG: what = "not a PNG file"
        case .truncated: what = "truncated PNG"
        case .corrupt: what = "corrupt PNG"
        case .tooLarge: what = "PNG too large"
        case .outOfMemory: what = "out of memory decoding PNG"
        }
        return "\(source): \(what) (\(detail))"
    }
}

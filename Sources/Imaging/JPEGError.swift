/// Why a JPEG could not be written or read; `description` is one line naming the source and the problem
/// (`photo.jpg: not a JPEG file (Not a JPEG file: starts with 0x89 0x50)`).
public struct JPEGError: Error, Equatable, Sendable, CustomStringConvertible {
    public enum Reason: Equatable, Sendable {
        /// Width or height is zero or beyond JPEG's 65,500 pixels, the stride does not fit, or the quality is not 1...100.
        case invalidInput
        /// The file could not be read.
        case unreadable
        /// libjpeg refused the data (not a JPEG, truncated, corrupt).
        case corrupt
        /// The header declares more pixels than the decoder's limits allow; nothing was allocated.
        case tooLarge(width: Int, height: Int)
        case outOfMemory
    }

    /// The file path, or a label for in-memory data.
    public let source: String
    public let reason: Reason
    public let detail: String

    public init(source: String, reason: Reason, detail: String) {
        self.source = source; self.reason = reason; self.detail = detail
    }

    public var description: String {
        switch reason {
        case .invalidInput: "cannot encode JPEG: \(detail)"
        case .unreadable: "\(source): cannot read file (\(detail))"
        case .corrupt: "\(source): not a readable JPEG (\(detail))"
        case let .tooLarge(w, h): "\(source): JPEG is \(w)×\(h) px, over the decoder's limit (\(detail))"
        case .outOfMemory: "\(source): out of memory decoding the JPEG"
        }
    }
}

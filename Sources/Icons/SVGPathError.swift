/// Why a piece of SVG geometry could not be read; `offset` is the UTF-8 byte offset into the
/// text where reading stopped, so a bad Lucide string can be found quickly.
public struct SVGPathError: Error, Hashable, CustomStringConvertible {
    public let offset: Int
    public let message: String

    public init(offset: Int, message: String) {
        self.offset = offset
        self.message = message
    }

    public var description: String { "SVG path error at byte \(offset): \(message)" }
}

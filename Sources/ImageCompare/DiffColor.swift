/// An opaque colour used to paint the diff image (differences, anti-aliasing).
///
/// The diff image is always opaque, so only red, green and blue are carried; keeping this a tiny
/// value type (rather than a tuple) lets `DiffOptions` stay `Equatable` and `Sendable`.
public struct DiffColor: Hashable, Sendable {
    public var r: UInt8
    public var g: UInt8
    public var b: UInt8

    public init(r: UInt8, g: UInt8, b: UInt8) {
        self.r = r; self.g = g; self.b = b
    }

    /// Pixelmatch's colour for pixels that really differ.
    public static let red = DiffColor(r: 255, g: 0, b: 0)
    /// Pixelmatch's colour for pixels excused as anti-aliasing.
    public static let yellow = DiffColor(r: 255, g: 255, b: 0)
}

/// Thrown by `ImageDiff.compare` when the two images differ in size.
///
/// Images of different sizes cannot be compared pixel by pixel, and pretending otherwise (a diff
/// count of "everything") hides the more useful message: the layout changed size.
public struct ImageSizeMismatch: Error, Hashable, Sendable, CustomStringConvertible {
    /// Width and height of one image, in pixels.
    public struct Dimensions: Hashable, Sendable, CustomStringConvertible {
        public var width: Int
        public var height: Int
        public init(width: Int, height: Int) { self.width = width; self.height = height }
        public var description: String { "\(width)×\(height)" }
    }

    public let expected: Dimensions
    public let actual: Dimensions

    public init(expected: Dimensions, actual: Dimensions) {
        self.expected = expected; self.actual = actual
    }

    public var description: String { "image size differs: expected \(expected), got \(actual)" }
}

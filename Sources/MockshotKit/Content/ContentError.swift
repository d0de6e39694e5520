/// A content value that cannot be drawn as given: one line naming the field (as a scene file spells
/// its path) and what is wrong with it.
public enum ContentError: Error, Equatable, CustomStringConvertible {
    case outOfRange(field: String, value: Int, range: ClosedRange<Int>)
    case invalid(field: String, reason: String)

    public var description: String {
        switch self {
        case let .outOfRange(field, value, range):
            "\(field) must be \(range.lowerBound)…\(range.upperBound) (got \(value))"
        case let .invalid(field, reason):
            "\(field) \(reason)"
        }
    }

    /// Throws `.invalid` unless `seconds` is a finite time at or after the start of an animation.
    public static func checkTime(_ field: String, _ seconds: Double) throws(ContentError) {
        guard seconds.isFinite, seconds >= 0 else { throw .invalid(field: field, reason: "must be a time in seconds, 0 or more (got \(seconds))") }
    }

    /// Throws `.outOfRange` unless `value` is in `range`.
    public static func check(_ field: String, _ value: Int, in range: ClosedRange<Int>) throws(ContentError) {
        guard range.contains(value) else { throw .outOfRange(field: field, value: value, range: range) }
    }
}

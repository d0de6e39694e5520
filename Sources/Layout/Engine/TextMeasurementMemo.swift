/// A text node's last few measurements by wrap width (nil: unwrapped), oldest dropped first. Empty,
/// and allocating nothing, for every node that is not text.
struct TextMeasurementMemo {
    /// Enough for a stack's questions: the widths 0, ∞ (nil) and the child's share.
    static let capacity = 3

    private var entries: [(width: Double?, measurement: TextMeasurement)] = []
    /// Where the next measurement goes once the memo is full (the oldest entry).
    private var next = 0

    /// The measurement kept for `width`, if any.
    subscript(width: Double?) -> TextMeasurement? {
        for entry in entries where entry.width == width { return entry.measurement }
        return nil
    }

    /// Keeps `measurement` for `width`, dropping the oldest when full.
    mutating func insert(_ measurement: TextMeasurement, for width: Double?) {
        if entries.count < Self.capacity {
            if entries.isEmpty { entries.reserveCapacity(Self.capacity) }
            entries.append((width, measurement))
        } else {
            entries[next] = (width, measurement)
            next = (next + 1) % Self.capacity
        }
    }
}

/// A node's last few (proposal → size) answers, oldest dropped first. Stored inline in the node (no
/// array to allocate, retain or shift), compared field by field.
struct SizeCache {
    /// How many answers are kept: a stack asks a child for its minimum, maximum and offered sizes, and
    /// a parent or two may ask again for theirs.
    static let capacity = 6

    private typealias Entry = (proposal: ProposedViewSize, size: Size)
    private var entries: InlineArray<6, Entry> = .init(repeating: (.unspecified, .zero))
    /// Entries in use (the first `count`).
    private var count = 0
    /// Where the next answer goes once the cache is full (the oldest entry).
    private var next = 0

    /// The size answered for `proposal`, if kept.
    subscript(proposal: ProposedViewSize) -> Size? {
        for i in 0..<count where Self.same(entries[i].proposal, proposal) { return entries[i].size }
        return nil
    }

    /// Keeps `size` as the answer for `proposal`, dropping the oldest answer when full.
    mutating func insert(_ size: Size, for proposal: ProposedViewSize) {
        if count < Self.capacity {
            entries[count] = (proposal, size)
            count += 1
        } else {
            entries[next] = (proposal, size)
            next = (next + 1) % Self.capacity
        }
    }

    /// `a == b` (nil equals nil; NaN equals nothing), without going through `Equatable`.
    private static func same(_ a: ProposedViewSize, _ b: ProposedViewSize) -> Bool {
        same(a.width, b.width) && same(a.height, b.height)
    }

    private static func same(_ a: Double?, _ b: Double?) -> Bool {
        switch (a, b) {
        case (nil, nil): true
        case let (x?, y?): x == y
        default: false
        }
    }
}

/// A node's last few (proposal → size) answers, oldest dropped first: one array of pairs, allocated on
/// the first answer, written in place once full (no shifting, no second array for the values).
struct SizeCache {
    /// How many answers are kept: a stack asks a child for its minimum, maximum and offered sizes, and
    /// a parent or two may ask again for theirs.
    static let capacity = 6

    private var entries: ContiguousArray<(proposal: ProposedViewSize, size: Size)> = []
    /// Where the next answer goes once the cache is full (the oldest entry).
    private var next = 0

    /// The size answered for `proposal`, if kept.
    subscript(proposal: ProposedViewSize) -> Size? {
        for entry in entries where entry.proposal == proposal { return entry.size }
        return nil
    }

    /// Keeps `size` as the answer for `proposal`, dropping the oldest answer when full.
    mutating func insert(_ size: Size, for proposal: ProposedViewSize) {
        if entries.count < Self.capacity {
            if entries.isEmpty { entries.reserveCapacity(Self.capacity) }
            entries.append((proposal, size))
        } else {
            entries[next] = (proposal, size)
            next = (next + 1) % Self.capacity
        }
    }
}

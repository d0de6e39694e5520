/// `--shard K/N`: the K-th of N disjoint parts of a batch, so a CI matrix of N machines renders one
/// batch between them. Items are dealt round-robin in the batch's own order (item i goes to shard
/// i mod N + 1), which is the same on every machine and keeps the shards within one item of each other
/// in size; together the N shards are the whole batch, each item in exactly one.
struct Shard: Sendable, Equatable, CustomStringConvertible {
    /// 1-based.
    let index: Int
    let count: Int

    /// Parses `K/N` with 1 ≤ K ≤ N.
    init(parsing text: String) throws(CLIError) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let k = Int(parts[0]), let n = Int(parts[1]), n >= 1, (1...n).contains(k) else {
            throw CLIError.usage("--shard must be K/N with 1 ≤ K ≤ N, e.g. 2/3 (got '\(text.oneLine)')")
        }
        index = k; count = n
    }

    init(index: Int, count: Int) { self.index = index; self.count = count }

    /// Whether the item at `position` (0-based, in batch order) is this shard's.
    func contains(_ position: Int) -> Bool { position % count == index - 1 }

    /// This shard's items, in order.
    func select<T>(_ items: [T]) -> [T] { items.enumerated().filter { contains($0.offset) }.map(\.element) }

    var description: String { "\(index)/\(count)" }
}

/// Levenshtein distance: the fewest single-character insertions, deletions and substitutions
/// turning one string into the other. Used for every "did you mean" (unknown symbol names, unknown
/// renderables), where a typo is usually one or two such edits (`arow.up`, `gear.shape`).
public enum EditDistance {
    /// Classic dynamic programme over Unicode scalars, keeping one row (O(n·m) time, O(m) space).
    public static func between(_ a: String, _ b: String) -> Int {
        let source = Array(a.unicodeScalars), target = Array(b.unicodeScalars)
        if source.isEmpty { return target.count }
        if target.isEmpty { return source.count }
        var previous = Array(0...target.count)
        var row = [Int](repeating: 0, count: target.count + 1)
        for i in 1...source.count {
            row[0] = i
            for j in 1...target.count {
                let substitution = previous[j - 1] + (source[i - 1] == target[j - 1] ? 0 : 1)
                row[j] = min(substitution, previous[j] + 1, row[j - 1] + 1)
            }
            swap(&previous, &row)
        }
        return previous[target.count]
    }

    /// Up to `count` candidates closest to `query` (ties broken alphabetically), only those within
    /// max(2, length/3) edits, so gibberish gets no suggestions rather than arbitrary ones.
    public static func closest(to query: String, among candidates: [String], count: Int = 3) -> [String] {
        let limit = max(2, query.unicodeScalars.count / 3)
        return candidates
            .map { (name: $0, distance: between(query, $0)) }
            .filter { $0.distance <= limit }
            .sorted { ($0.distance, $0.name) < ($1.distance, $1.name) }
            .prefix(count)
            .map(\.name)
    }
}

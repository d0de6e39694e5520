/// Levenshtein distance: the fewest single-character insertions, deletions and substitutions
/// turning one string into the other. Used for "did you mean" on unknown symbol names, where a
/// typo is usually one or two such edits (`arow.up`, `gear.shape`).
enum EditDistance {
    /// Classic dynamic programme over Unicode scalars, keeping one row (O(n·m) time, O(m) space).
    static func between(_ a: String, _ b: String) -> Int {
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
}

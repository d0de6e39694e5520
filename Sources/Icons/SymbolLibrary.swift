import Synchronization

/// Looks up SF Symbol substitutes by SF name.
///
/// Symbols are parsed from ``LucideData`` one at a time, the first time each is asked for, and kept: a
/// screen draws a dozen of the 98 symbols, and parsing them all up front was a measurable part of a
/// one-shot `mockshot render`. Every entry is still parsed by the tests.
public enum SymbolLibrary {
    /// The Lucide release the vectors come from.
    public static var lucideVersion: String { LucideData.version }

    /// The substitute for an SF Symbol name, or nil if mockshot has none (see ``suggestions(for:)``).
    public static func symbol(named name: String) -> Symbol? {
        if let cached = parsed.withLock({ $0[name] }) { return cached }
        guard let entry = entry(named: name) else { return nil }
        let symbol: Symbol
        do {
            symbol = try entry.makeSymbol()
        } catch {
            // The data is generated and every entry is parsed by the tests, so this is a
            // broken generator, not a user error.
            fatalError("LucideData entry \(entry.name) (\(entry.source)) is malformed: \(error)")
        }
        parsed.withLock { $0[name] = symbol }
        return symbol
    }

    /// Every SF Symbol name mockshot can draw, sorted.
    public static var allNames: [String] { LucideData.entries.map(\.name) }

    /// Up to three known names closest to `unknown` by edit distance (ties broken alphabetically),
    /// for "did you mean" messages. Only names within max(2, length/3) edits are offered, so
    /// gibberish gets no suggestions rather than arbitrary ones.
    public static func suggestions(for unknown: String) -> [String] {
        EditDistance.closest(to: unknown, among: allNames)
    }

    /// Symbols parsed so far, by name.
    private static let parsed = Mutex<[String: Symbol]>([:])

    /// The entry for `name`: binary search, the generated entries are sorted by name.
    private static func entry(named name: String) -> LucideEntry? {
        let entries = LucideData.entries
        var low = 0, high = entries.count
        while low < high {
            let mid = (low + high) / 2
            if entries[mid].name < name { low = mid + 1 } else { high = mid }
        }
        return low < entries.count && entries[low].name == name ? entries[low] : nil
    }
}

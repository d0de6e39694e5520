/// Looks up SF Symbol substitutes by SF name.
///
/// The table is built from ``LucideData`` on first use: a `static let` is initialised exactly once,
/// thread-safely, by the Swift runtime, and is immutable afterwards, so lookups need no locking.
public enum SymbolLibrary {
    /// The Lucide release the vectors come from.
    public static var lucideVersion: String { LucideData.version }

    /// The substitute for an SF Symbol name, or nil if mockshot has none (see ``suggestions(for:)``).
    public static func symbol(named name: String) -> Symbol? {
        table[name]
    }

    /// Every SF Symbol name mockshot can draw, sorted.
    public static var allNames: [String] { sortedNames }

    /// Up to three known names closest to `unknown` by edit distance (ties broken alphabetically),
    /// for "did you mean" messages. Only names within max(2, length/3) edits are offered, so
    /// gibberish gets no suggestions rather than arbitrary ones.
    public static func suggestions(for unknown: String) -> [String] {
        EditDistance.closest(to: unknown, among: sortedNames)
    }

    private static let table: [String: Symbol] = {
        var symbols: [String: Symbol] = [:]
        for entry in LucideData.entries {
            do {
                symbols[entry.name] = try entry.makeSymbol()
            } catch {
                // The data is generated and every entry is parsed by the tests, so this is a
                // broken generator, not a user error.
                fatalError("LucideData entry \(entry.name) (\(entry.source)) is malformed: \(error)")
            }
        }
        return symbols
    }()

    private static let sortedNames: [String] = table.keys.sorted()
}

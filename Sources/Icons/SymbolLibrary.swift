import Synchronization

/// Looks up SF Symbol substitutes by SF name.
///
/// Two sources, disjoint by name: mockshot's own drawings (``DrawnSymbols``, for the shapes no Lucide
/// icon matches) and the generated Lucide table (``LucideData``). Symbols are built one at a time, the
/// first time each is asked for, and kept: a screen draws a dozen of the symbols, and parsing them all
/// up front was a measurable part of a one-shot `mockshot render`. Every entry is still built by the tests.
public enum SymbolLibrary {
    /// The Lucide release the vectors come from.
    public static var lucideVersion: String { LucideData.version }

    /// The substitute for an SF Symbol name, or nil if mockshot has none (see ``suggestions(for:)``).
    public static func symbol(named name: String) -> Symbol? {
        if let cached = parsed.withLock({ $0[name] }) { return cached }
        if let drawn = drawnEntry(named: name) {
            let symbol = drawn.makeSymbol()
            parsed.withLock { $0[name] = symbol }
            return symbol
        }
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
    public static var allNames: [String] { (LucideData.entries.map(\.name) + drawnNames).sorted() }

    /// The names mockshot draws itself rather than from Lucide (``Symbol/source`` is `mockshot`), sorted.
    public static var drawnNames: [String] { DrawnSymbols.entries.map(\.name) }

    /// Up to three known names closest to `unknown` by edit distance (ties broken alphabetically),
    /// for "did you mean" messages. Only names within max(2, length/3) edits are offered, so
    /// gibberish gets no suggestions rather than arbitrary ones.
    public static func suggestions(for unknown: String) -> [String] {
        EditDistance.closest(to: unknown, among: allNames)
    }

    /// Symbols parsed so far, by name.
    private static let parsed = Mutex<[String: Symbol]>([:])

    /// The generated entry for `name`.
    private static func entry(named name: String) -> LucideEntry? {
        let entries = LucideData.entries
        return index(of: name, in: entries.lazy.map(\.name)).map { entries[$0] }
    }

    /// The drawn entry for `name`.
    private static func drawnEntry(named name: String) -> DrawnSymbol? {
        let entries = DrawnSymbols.entries
        return index(of: name, in: entries.lazy.map(\.name)).map { entries[$0] }
    }

    /// Binary search in names sorted ascending (both tables are).
    private static func index<Names: RandomAccessCollection>(of name: String, in names: Names) -> Int?
    where Names.Element == String, Names.Index == Int {
        var low = names.startIndex, high = names.endIndex
        while low < high {
            let mid = (low + high) / 2
            if names[mid] < name { low = mid + 1 } else { high = mid }
        }
        return low < names.endIndex && names[low] == name ? low : nil
    }
}

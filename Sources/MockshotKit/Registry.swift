import Layout

/// Every renderable by name: the engine's own gallery plus each brand kit's components, screens and sheet.
public struct Registry {
    public let kits: [BrandKit]
    public let renderables: [Renderable]

    public init(kits: [BrandKit], extras: [Renderable] = []) {
        self.kits = kits
        var all = extras
        for kit in kits { all += kit.renderables; all.append(kit.sheet) }
        renderables = all
        for kit in kits { kit.registerAssets() }
    }

    public var names: [String] { renderables.map(\.name) }

    public func renderable(named name: String) throws -> Renderable {
        if let r = renderables.first(where: { $0.name == name }) { return r }
        throw RegistryError.unknownName(name, suggestions: suggestions(for: name))
    }

    public func kit(id: String) throws -> BrandKit {
        if let k = kits.first(where: { $0.id == id }) { return k }
        throw RegistryError.unknownBrand(id, valid: kits.map(\.id))
    }

    /// Up to three names within a small edit distance (or sharing the typed text as a prefix/suffix).
    public func suggestions(for name: String) -> [String] {
        let scored = names.map { ($0, editDistance(name.lowercased(), $0.lowercased())) }
        let limit = max(2, name.count / 3)
        var close = scored.filter { $0.1 <= limit }.sorted { ($0.1, $0.0) < ($1.1, $1.0) }.map(\.0)
        if close.isEmpty { close = names.filter { $0.hasSuffix("." + name) || $0.hasPrefix(name + ".") }.sorted() }
        return Array(close.prefix(3))
    }
}

/// Levenshtein distance over characters.
func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a), b = Array(b)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var prev = Array(0...b.count), cur = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
        cur[0] = i
        for j in 1...b.count {
            cur[j] = min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
        }
        swap(&prev, &cur)
    }
    return prev[b.count]
}

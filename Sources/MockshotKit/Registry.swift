import Layout
import Icons

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
        let close = EditDistance.closest(to: name.lowercased(), among: names)
        if !close.isEmpty { return close }
        return Array(names.filter { $0.hasSuffix("." + name) || $0.hasPrefix(name + ".") }.sorted().prefix(3))
    }
}

/// Queries over a laid-out tree by what its nodes show, for tests and tools that check content in a layout
/// dump (a user's message at its side and frame, a symbol drawn, a fill colour) without rendering pixels.
extension LayoutResult {
    /// Text nodes whose whole string is `string`.
    public func textNodes(_ string: String) -> [LayoutNode] {
        all("Text").filter { if case .text(let t) = $0.content { t.string == string } else { false } }
    }

    /// The resolved text (runs, fonts, colours) of the first text node whose whole string is `string`.
    public func resolved(_ string: String) -> ResolvedText? {
        for n in all("Text") { if case .text(let t) = n.content, t.string == string { return t } }
        return nil
    }

    /// Image nodes drawing SF Symbol `name`.
    public func symbolNodes(_ name: String) -> [LayoutNode] {
        all("Image").filter { if case .symbol(let s) = $0.content, case .symbol(let n) = s.source { n == name } else { false } }
    }

    /// Filled shapes of `kind` with their fill as #RRGGBB[AA] (nil for a fill that is not one solid colour).
    public func filled(_ kind: String) -> [(node: LayoutNode, hex: String?)] {
        all(kind).compactMap { n in
            guard case .shape(let s) = n.content, case .fill(let p, _) = s.operation else { return nil }
            return (n, p.solidColor?.hexString)
        }
    }
}

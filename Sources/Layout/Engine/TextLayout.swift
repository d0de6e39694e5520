/// Text: child of nobody. Gets a width to wrap at (nil or ∞: one line per paragraph); reports the
/// wrapped size, never wider than proposed. Height proposals are ignored: text is as tall as its lines.
struct TextLayout: LayoutAlgorithm {
    static func wrapWidth(_ p: ProposedViewSize) -> Double? {
        guard let w = p.width, w.isFinite else { return nil }
        return max(0, w)
    }
    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode, _ context: LayoutContext) -> Size {
        guard case .text(let text) = node.content else { return .zero }
        return context.measurer.measure(text, width: Self.wrapWidth(proposal)).size
    }
    func placeChildren(in bounds: Rect, proposal: ProposedViewSize, node: LayoutNode, _ context: LayoutContext) {
        guard case .text(let text) = node.content else { return }
        node.textMeasurement = context.measurer.measure(text, width: Self.wrapWidth(proposal))
    }
    /// Text sets its first and last baselines. The last is the first moved down by the other lines'
    /// pitch (all lines of a text share one line height; line spacing sits between them).
    func explicitAlignment(_ key: AlignmentKey, proposal: ProposedViewSize, node: LayoutNode, _ context: LayoutContext) -> Double? {
        guard case .text(let text) = node.content else { return nil }
        let isFirst = key.id == FirstTextBaselineGuide.self
        guard isFirst || key.id == LastTextBaselineGuide.self else { return nil }
        let m = context.measurer.measure(text, width: Self.wrapWidth(proposal))
        if isFirst || m.lineCount <= 1 { return m.firstBaseline }
        let n = Double(m.lineCount)
        let pitch = (m.size.height + text.lineSpacing) / n
        return m.firstBaseline + (n - 1) * pitch
    }
}

/// Text: child of nobody. Gets a width to wrap at (nil or ∞: one line per paragraph); reports the
/// wrapped size, never wider than proposed. Height proposals are ignored: text is as tall as its lines.
struct TextLayout: LayoutAlgorithm {
    static func wrapWidth(_ p: ProposedViewSize) -> Double? {
        guard let w = p.width, w.isFinite else { return nil }
        return max(0, w)
    }
    /// The measurement of the node's text at the proposal's wrap width. The node keeps the last few:
    /// a stack sizes a child at 0, ∞ and its share, and again with the cross axis set to its own length
    /// when it places it (a new proposal, the same width); placement and baselines ask for a width the
    /// text was sized at. A measurer answers the same question the same way within a layout, so it is
    /// not asked (and the text not hashed) again.
    static func measure(_ proposal: ProposedViewSize, node: LayoutNode, _ context: LayoutContext) -> TextMeasurement? {
        let width = wrapWidth(proposal)
        if let known = node.recentTextMeasurements[width] { return known }
        guard case .text(let text) = node.content else { return nil }
        let measurement = context.measurer.measure(text, width: width)
        node.recentTextMeasurements.insert(measurement, for: width)
        return measurement
    }
    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode, _ context: LayoutContext) -> Size {
        Self.measure(proposal, node: node, context)?.size ?? .zero
    }
    func placeChildren(in bounds: Rect, proposal: ProposedViewSize, node: LayoutNode, _ context: LayoutContext) {
        guard let measurement = Self.measure(proposal, node: node, context) else { return }
        node.textMeasurement = measurement
    }
    /// Text sets its first and last baselines. The last is the first moved down by the other lines'
    /// pitch (all lines of a text share one line height; line spacing sits between them).
    func explicitAlignment(_ key: AlignmentKey, proposal: ProposedViewSize, node: LayoutNode, _ context: LayoutContext) -> Double? {
        let isFirst = key.id == FirstTextBaselineGuide.self
        guard isFirst || key.id == LastTextBaselineGuide.self else { return nil }
        guard let m = Self.measure(proposal, node: node, context) else { return nil }
        if isFirst || m.lineCount <= 1 { return m.firstBaseline }
        guard case .text(let text) = node.content else { return nil }
        let n = Double(m.lineCount)
        let pitch = (m.size.height + text.lineSpacing) / n
        return m.firstBaseline + (n - 1) * pitch
    }
}

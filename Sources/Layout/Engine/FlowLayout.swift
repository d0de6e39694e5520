/// Flow: children at their ideal sizes, left to right, wrapping to a new row when the next child
/// would pass the proposed width. Rows are `spacing` apart and items within a row `itemSpacing` apart;
/// items are top-aligned in their row. Reports the widest row and the total height.
public struct FlowLayout: LayoutAlgorithm {
    public let itemSpacing: Double
    public let lineSpacing: Double

    /// Origins (relative) and sizes of the children for a given width.
    func arrange(_ width: Double?, _ children: [LayoutNode], _ context: LayoutContext) -> (origins: [Point], sizes: [Size], size: Size) {
        let limit = width.flatMap { $0.isFinite ? $0 : nil } ?? .infinity
        var origins: [Point] = [], sizes: [Size] = []
        var x = 0.0, y = 0.0, rowHeight = 0.0, maxX = 0.0
        for c in children {
            let s = c.sizeThatFits(ProposedViewSize(width: limit.isFinite ? limit : nil, height: nil), context)
            if x > 0 && x + s.width > limit + 1e-9 { x = 0; y += rowHeight + lineSpacing; rowHeight = 0 }
            origins.append(Point(x: x, y: y)); sizes.append(s)
            x += s.width + itemSpacing; rowHeight = max(rowHeight, s.height); maxX = max(maxX, x - itemSpacing)
        }
        return (origins, sizes, Size(width: maxX, height: children.isEmpty ? 0 : y + rowHeight))
    }
    public func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode, _ context: LayoutContext) -> Size {
        arrange(proposal.width, node.children, context).size
    }
    public func placeChildren(in bounds: Rect, proposal: ProposedViewSize, node: LayoutNode, _ context: LayoutContext) {
        let a = arrange(proposal.width, node.children, context)
        for (i, c) in node.children.enumerated() {
            c.place(at: Point(x: bounds.minX + a.origins[i].x, y: bounds.minY + a.origins[i].y),
                    proposal: ProposedViewSize(width: a.sizes[i].width, height: nil), context)
        }
    }
}

/// A wrapping row container (used by component sheets and chip rows).
public struct Flow<Content: View>: View {
    let itemSpacing: Double
    let lineSpacing: Double
    let content: Content
    public init(itemSpacing: Double = 8, lineSpacing: Double = 8, @ViewBuilder content: () -> Content) {
        self.itemSpacing = itemSpacing; self.lineSpacing = lineSpacing; self.content = content()
    }
    public func _makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        let children = context.inStack(nil).resolve(content)
        return [LayoutNode(kind: "Flow", layout: FlowLayout(itemSpacing: itemSpacing, lineSpacing: lineSpacing), children: children)]
    }
    public typealias Body = Never
}

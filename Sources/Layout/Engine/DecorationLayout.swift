/// `background` and `overlay`: the first child (the modified view) gets the proposal; the second (the
/// decoration) gets exactly the first child's size and is aligned over it. Reports the first child's size.
public struct DecorationLayout: LayoutAlgorithm {
    public let alignment: Alignment
    /// Background decorations draw before the content, overlays after.
    public let isBackground: Bool

    public func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode, _ context: LayoutContext) -> Size {
        node.children.first?.sizeThatFits(proposal, context) ?? .zero
    }
    public func placeChildren(in bounds: Rect, proposal: ProposedViewSize, node: LayoutNode, _ context: LayoutContext) {
        guard node.children.count == 2 else { node.children.first?.place(at: bounds.origin, proposal: proposal, context); return }
        let content = node.children[0], decoration = node.children[1]
        content.place(at: bounds.origin, proposal: proposal, context)
        let p = ProposedViewSize(bounds.size)
        let o = decoration.alignedOrigin(in: bounds.size, alignment: alignment, p, context)
        decoration.place(at: Point(x: bounds.minX + o.x, y: bounds.minY + o.y), proposal: p, context)
    }
    /// Guides, spacing and priority are the content's: the decoration only draws.
    public func explicitAlignment(_ key: AlignmentKey, proposal: ProposedViewSize, node: LayoutNode, _ context: LayoutContext) -> Double? {
        node.children.first?.explicitAlignment(key, proposal, context)
    }
    public func spacing(node: LayoutNode, _ context: LayoutContext) -> ViewSpacing { childSpacing(node, context) }
    public func layoutPriority(node: LayoutNode) -> Double { childPriority(node) }
    public var drawsSecondChildFirst: Bool { isBackground }
}

/// Render-only modifiers (opacity, shadow, clip, offset…): the child gets the proposal; reports the
/// child's size; the child sits at the same origin.
public struct PassthroughLayout: LayoutAlgorithm {
    public func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode, _ context: LayoutContext) -> Size {
        node.children.first?.sizeThatFits(proposal, context) ?? .zero
    }
    public func placeChildren(in bounds: Rect, proposal: ProposedViewSize, node: LayoutNode, _ context: LayoutContext) {
        node.children.first?.place(at: bounds.origin, proposal: proposal, context)
    }
    /// Effects are not layouts: guides, spacing and priority (a spacer's −∞ too) pass straight through.
    public func explicitAlignment(_ key: AlignmentKey, proposal: ProposedViewSize, node: LayoutNode, _ context: LayoutContext) -> Double? {
        node.children.first?.explicitAlignment(key, proposal, context)
    }
    public func spacing(node: LayoutNode, _ context: LayoutContext) -> ViewSpacing { childSpacing(node, context) }
    public func layoutPriority(node: LayoutNode) -> Double { childPriority(node) }
}

/// ScrollView: the content gets an unspecified proposal along the scroll axes (its ideal length) and
/// the proposal across; the scroll view reports the proposal where given (it fills the space it is
/// offered), the content's size elsewhere. Content is shown from its start and clipped; the frame extends
/// under the safe area it touches (see `ScrollSafeArea`).
public struct ScrollLayout: LayoutAlgorithm {
    public let axes: Axis.Set
    func childProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: axes.contains(.horizontal) ? nil : p.width,
                         height: axes.contains(.vertical) ? nil : p.height)
    }
    public func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode, _ context: LayoutContext) -> Size {
        let c = node.children.first?.sizeThatFits(childProposal(proposal), context) ?? .zero
        func pick(_ p: Double?, _ c: Double) -> Double { if let p, p.isFinite { return p } else { return c } }
        return Size(width: axes.contains(.horizontal) ? pick(proposal.width, c.width) : c.width,
                    height: axes.contains(.vertical) ? pick(proposal.height, c.height) : c.height)
    }
    public func placeChildren(in bounds: Rect, proposal: ProposedViewSize, node: LayoutNode, _ context: LayoutContext) {
        let inner = ScrollSafeArea.extend(node, bounds: bounds, context)
        node.children.first?.place(at: bounds.origin, proposal: childProposal(proposal), inner)
    }
}

/// Shapes and colours: take whatever is proposed (even infinity, which is how stacks learn they are
/// flexible); an unspecified dimension becomes 10 pt (SwiftUI's default for shapes without a proposal).
public struct FillProposalLayout: LayoutAlgorithm {
    public func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode, _ context: LayoutContext) -> Size {
        func v(_ d: Double?) -> Double { guard let d else { return 10 }; return max(0, d) }
        return Size(width: v(proposal.width), height: v(proposal.height))
    }
}

/// A leaf with a fixed size (icons, fixed images): reports that size whatever is proposed.
public struct FixedLeafLayout: LayoutAlgorithm {
    public let size: Size
    public func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode, _ context: LayoutContext) -> Size { size }
}

/// Spacer: along its stack's axis it takes what is proposed but at least `minLength`; across, nothing.
/// Outside a stack it expands on both axes. It has the lowest layout priority (−∞: stacks size it after
/// everything else) and zero spacing along its axis (its `minLength` is the whole gap to its neighbours).
public struct SpacerLayout: LayoutAlgorithm {
    public let minLength: Double
    public let axis: Axis?
    public func layoutPriority(node: LayoutNode) -> Double { -.infinity }
    public func spacing(node: LayoutNode, _ context: LayoutContext) -> ViewSpacing {
        switch axis {
        case .horizontal: ViewSpacing(leading: 0, trailing: 0)
        case .vertical: ViewSpacing(top: 0, bottom: 0)
        case nil: .zero
        }
    }
    public func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode, _ context: LayoutContext) -> Size {
        func grow(_ p: Double?) -> Double { max(minLength, p ?? minLength) }
        switch axis {
        case .horizontal: return Size(width: grow(proposal.width), height: 0)
        case .vertical: return Size(width: 0, height: grow(proposal.height))
        case nil: return Size(width: grow(proposal.width), height: grow(proposal.height))
        }
    }
}

/// Divider: a hairline across its stack's axis: in an HStack it is `thickness` wide and as tall as
/// proposed; elsewhere as wide as proposed and `thickness` tall.
public struct DividerLayout: LayoutAlgorithm {
    public let thickness: Double
    public let vertical: Bool
    public func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode, _ context: LayoutContext) -> Size {
        func v(_ d: Double?) -> Double { guard let d else { return 0 }; return max(0, d) }
        return vertical ? Size(width: thickness, height: v(proposal.height)) : Size(width: v(proposal.width), height: thickness)
    }
}

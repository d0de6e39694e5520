extension LayoutNode {
    /// The narrowest this subtree can be without breaking a word: a browser's min-content width. Text
    /// answers with its widest unbreakable piece (`TextMeasurer.minimumWidth`), padding and fixed frames
    /// add their own, horizontal stacks add up, other containers take their widest child, and leaves
    /// answer with the width they choose for a zero-width proposal. `AutoTable` sizes its columns with it
    /// (through `LayoutSubview.minimumContentWidth`); SwiftUI itself has no such query.
    func minimumContentWidth(_ context: LayoutContext) -> Double {
        func child() -> Double { children.first?.minimumContentWidth(context) ?? 0 }
        switch layout {
        case is TextLayout:
            guard case .text(let text) = content else { return 0 }
            return context.measurer.minimumWidth(text)
        case let padding as PaddingLayout:
            return child() + padding.insets.horizontal
        case let frame as FrameLayout:
            return frame.width ?? child()
        case let frame as FlexFrameLayout:
            var width = child()
            if let lower = frame.minWidth { width = max(width, lower) }
            if let upper = frame.maxWidth { width = min(width, upper) }
            return width
        case let stack as StackLayout:
            let widths = children.map { $0.minimumContentWidth(context) }
            return stack.axis == .horizontal ? widths.reduce(0, +) + stack.distances(children, context).reduce(0, +) : widths.max() ?? 0
        case let fixed as FixedSizeLayout where fixed.horizontal:
            return sizeThatFits(ProposedViewSize(width: nil, height: nil), context).width
        case is FixedSizeLayout, is DecorationLayout, is PassthroughLayout:
            return child()
        case is ZStackLayout:
            return children.map { $0.minimumContentWidth(context) }.max() ?? 0
        default:
            return sizeThatFits(ProposedViewSize(width: 0, height: nil), context).width
        }
    }
}

extension LayoutSubview {
    /// The narrowest the subview can be without breaking a word (a browser's min-content width; see
    /// `LayoutNode.minimumContentWidth`). Not in SwiftUI's proxy: layouts in this module that size
    /// columns by content, as `AutoTable` does, ask it.
    var minimumContentWidth: Double { node.minimumContentWidth(context) }
}

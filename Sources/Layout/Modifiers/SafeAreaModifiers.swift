/// SwiftUI's safe-area modifiers. Views are laid out inside the safe area that a device window (see
/// `PhoneScreen`), `safeAreaPadding` or `safeAreaInset` establishes; these modifiers let a view reach
/// into it, or add to it. See `SafeArea` for the model.
extension View {
    /// Grows the view, when it is placed, by the safe-area insets its frame touches on `edges`: a
    /// background colour under the status bar and home indicator, a full-bleed image. Sizing is unchanged.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        unary("ignoresSafeArea") { _ in (SafeAreaIgnoringLayout(regions: regions, edges: edges), .none) }
    }

    /// The iOS 13 spelling of `ignoresSafeArea(.all, edges:)`.
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View { ignoresSafeArea(.all, edges: edges) }

    /// Shows `content` at the top or bottom edge of the view (a composer, a toolbar). The view is inset by
    /// the content's height plus `spacing` (nil: the default 8 pt) and its safe area grows by the same
    /// amount, so a scroll view in it runs on under the bar while its content rests above it.
    public func safeAreaInset<I: View>(edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: Double? = nil,
                                       @ViewBuilder content: () -> I) -> some View {
        SafeAreaInsetView(content: self, inset: content(),
                          layout: SafeAreaInsetLayout(edge: edge == .top ? .top : .bottom, alignmentFraction: alignment.fraction,
                                                      spacing: spacing))
    }

    /// Shows `content` at the leading or trailing edge of the view; the horizontal counterpart of
    /// `safeAreaInset(edge: VerticalEdge, …)`.
    public func safeAreaInset<I: View>(edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: Double? = nil,
                                       @ViewBuilder content: () -> I) -> some View {
        SafeAreaInsetView(content: self, inset: content(),
                          layout: SafeAreaInsetLayout(edge: edge == .leading ? .leading : .trailing,
                                                      alignmentFraction: alignment.fraction, spacing: spacing))
    }

    /// Adds `insets` to the view's safe area: the view is inset by them, and what in it ignores the safe
    /// area reaches back out (iOS 17's `safeAreaPadding`).
    public func safeAreaPadding(_ insets: EdgeInsets) -> some View {
        unary("safeAreaPadding") { _ in (SafeAreaPaddingLayout(insets: insets), .none) }
    }

    /// `length` (nil: the default 16 pt padding) on `edges` added to the safe area.
    public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: Double? = nil) -> some View {
        safeAreaPadding(EdgeInsets(length ?? 16, on: edges))
    }

    public func safeAreaPadding(_ length: Double) -> some View { safeAreaPadding(.all, length) }
}

public enum VerticalEdge: Sendable, Hashable { case top, bottom }
public enum HorizontalEdge: Sendable, Hashable { case leading, trailing }

/// `safeAreaInset`: the modified view and its inset content in one node, main view first (drawn first,
/// so the bar is on top of what scrolls under it). Several inset views stack in a ZStack, as in SwiftUI.
struct SafeAreaInsetView: View {
    let content: any View
    let inset: any View
    let layout: SafeAreaInsetLayout

    func _makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        context.resolve(content).map { main in
            let insetNodes = context.inStack(nil).resolve(inset)
            let insetNode = insetNodes.count == 1 ? insetNodes[0]
                : LayoutNode(kind: "ZStack", layout: ZStackLayout(alignment: .center), children: insetNodes)
            let node = LayoutNode(kind: "safeAreaInset", layout: layout, children: [main, insetNode])
            node.inheritTraits(from: main)
            return node
        }
    }
    typealias Body = Never
}

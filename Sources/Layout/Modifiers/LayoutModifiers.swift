extension View {
    /// Padding on `edges`; SwiftUI's default amount is 16 pt on iOS.
    public func padding(_ edges: Edge.Set = .all, _ length: Double? = nil) -> some View {
        let l = length ?? 16
        let insets = EdgeInsets(top: edges.contains(.top) ? l : 0, leading: edges.contains(.leading) ? l : 0,
                                bottom: edges.contains(.bottom) ? l : 0, trailing: edges.contains(.trailing) ? l : 0)
        return padding(insets)
    }
    public func padding(_ length: Double) -> some View { padding(.all, length) }
    public func padding(_ insets: EdgeInsets) -> some View {
        unary("padding") { _ in (PaddingLayout(insets: insets), .none) }
    }

    public func frame(width: Double? = nil, height: Double? = nil, alignment: Alignment = .center) -> some View {
        unary("frame") { _ in (FrameLayout(width: width, height: height, alignment: alignment), .none) }
    }
    public func frame(minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
                      minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
                      alignment: Alignment = .center) -> some View {
        unary("flexFrame") { _ in
            (FlexFrameLayout(minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth,
                             minHeight: minHeight, idealHeight: idealHeight, maxHeight: maxHeight, alignment: alignment), .none)
        }
    }
    public func fixedSize() -> some View { fixedSize(horizontal: true, vertical: true) }
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        unary("fixedSize") { _ in (FixedSizeLayout(horizontal: horizontal, vertical: vertical), .none) }
    }
    /// The priority by which a stack serves this view (higher first; default 0, a `Spacer`'s −∞).
    public func layoutPriority(_ value: Double) -> some View { trait { $0.layoutPriority = value } }

    // MARK: background / overlay

    @_disfavoredOverload
    public func background<B: View>(_ view: B, alignment: Alignment = .center) -> some View {
        DecorationView(content: self, decoration: view, alignment: alignment, isBackground: true)
    }
    public func background<B: View>(alignment: Alignment = .center, @ViewBuilder content: () -> B) -> some View {
        DecorationView(content: self, decoration: content(), alignment: alignment, isBackground: true)
    }
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges: Edge.Set = .all) -> some View {
        DecorationView(content: self, decoration: Rectangle().fill(style), alignment: .center, isBackground: true)
    }
    public func background<S: ShapeStyle, Sh: Shape>(_ style: S, in shape: Sh) -> some View {
        DecorationView(content: self, decoration: shape.fill(style), alignment: .center, isBackground: true)
    }
    public func background<Sh: Shape>(in shape: Sh) -> some View {
        DecorationView(content: self, decoration: shape.fill(ForegroundStyle()), alignment: .center, isBackground: true)
    }
    @_disfavoredOverload
    public func overlay<O: View>(_ view: O, alignment: Alignment = .center) -> some View {
        DecorationView(content: self, decoration: view, alignment: alignment, isBackground: false)
    }
    public func overlay<O: View>(alignment: Alignment = .center, @ViewBuilder content: () -> O) -> some View {
        DecorationView(content: self, decoration: content(), alignment: alignment, isBackground: false)
    }
    public func overlay<S: ShapeStyle>(_ style: S) -> some View {
        DecorationView(content: self, decoration: Rectangle().fill(style), alignment: .center, isBackground: false)
    }
    public func overlay<S: ShapeStyle, Sh: Shape>(_ style: S, in shape: Sh) -> some View {
        DecorationView(content: self, decoration: shape.fill(style), alignment: .center, isBackground: false)
    }

    /// Places content above (or below, …) the view, as `safeAreaInset` does on a scrolling screen:
    /// the inset takes its ideal size at that edge and the view gets the rest.
    public func safeAreaInset<I: View>(edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: Double? = nil,
                                       @ViewBuilder content: () -> I) -> some View {
        let inset = content()
        return VStack(alignment: alignment, spacing: spacing ?? 0) {
            if edge == .top { inset }
            self
            if edge == .bottom { inset }
        }
    }

    /// Static renders have no safe areas to ignore: a no-op kept so guide code reads as written.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> Self { self }
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> Self { self }
}

public enum VerticalEdge: Sendable { case top, bottom }
public struct SafeAreaRegions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let container = SafeAreaRegions(rawValue: 1)
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

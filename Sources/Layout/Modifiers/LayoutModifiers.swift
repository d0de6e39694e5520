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
    /// A style fills the view's frame and, as in SwiftUI, reaches on `ignoresSafeAreaEdges` into the safe-area
    /// insets the frame touches: a top bar's colour or material continues under the status bar.
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges: Edge.Set = .all) -> some View {
        DecorationView(content: self, decoration: Rectangle().fill(style).ignoresSafeArea(edges: ignoresSafeAreaEdges),
                       alignment: .center, isBackground: true)
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
    /// Like `background(_:ignoresSafeAreaEdges:)`, drawn over the view.
    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges: Edge.Set = .all) -> some View {
        DecorationView(content: self, decoration: Rectangle().fill(style).ignoresSafeArea(edges: ignoresSafeAreaEdges),
                       alignment: .center, isBackground: false)
    }
    public func overlay<S: ShapeStyle, Sh: Shape>(_ style: S, in shape: Sh) -> some View {
        DecorationView(content: self, decoration: shape.fill(style), alignment: .center, isBackground: false)
    }
}

/// Children side by side. `spacing: nil` uses SwiftUI's default spacing.
public struct HStack<Content: View>: View {
    let alignment: VerticalAlignment
    let spacing: Double?
    let content: Content
    public init(alignment: VerticalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment; self.spacing = spacing; self.content = content()
    }
    public func _makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        let children = context.inStack(.horizontal).resolve(content)
        let layout = StackLayout(axis: .horizontal, alignment: alignment.key, spacing: spacing)
        return [LayoutNode(kind: "HStack", layout: layout, children: children)]
    }
    public typealias Body = Never
}

/// Children one above another.
public struct VStack<Content: View>: View {
    let alignment: HorizontalAlignment
    let spacing: Double?
    let content: Content
    public init(alignment: HorizontalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment; self.spacing = spacing; self.content = content()
    }
    public func _makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        let children = context.inStack(.vertical).resolve(content)
        let layout = StackLayout(axis: .vertical, alignment: alignment.key, spacing: spacing)
        return [LayoutNode(kind: "VStack", layout: layout, children: children)]
    }
    public typealias Body = Never
}

/// Children on top of one another, aligned.
public struct ZStack<Content: View>: View {
    let alignment: Alignment
    let content: Content
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment; self.content = content()
    }
    public func _makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        let children = context.inStack(nil).resolve(content)
        return [LayoutNode(kind: "ZStack", layout: ZStackLayout(alignment: alignment), children: children)]
    }
    public typealias Body = Never
}

/// Lazy stacks lay out like their eager counterparts in a static render.
public typealias LazyVStack = VStack
public typealias LazyHStack = HStack

/// Flexible space along the enclosing stack's axis; `minLength` defaults to 8 pt, as in SwiftUI. It sits
/// flush against its neighbours (its minimum length is the whole gap) and is sized after every other child.
public struct Spacer: View {
    let minLength: Double?
    public init(minLength: Double? = nil) { self.minLength = minLength }
    public static let defaultMinLength = 8.0
    public func _makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        [LayoutNode(kind: "Spacer", layout: SpacerLayout(minLength: minLength ?? Self.defaultMinLength, axis: context.stackAxis))]
    }
    public typealias Body = Never
}

/// A one-pixel separator line in the system separator colour.
public struct Divider: View {
    public init() {}
    public func _makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        let env = context.environment
        let thickness = 1 / max(1, env.displayScale)
        let vertical = context.stackAxis == .horizontal
        let paint = Color(UIColor.separator).resolvePaint(in: env)
        let drawing = ShapeDrawing(shapeName: "Divider", path: { Path($0) }, operation: .fill(paint, evenOdd: false), dumpInfo: [:])
        return [LayoutNode(kind: "Divider", layout: DividerLayout(thickness: thickness, vertical: vertical), content: .shape(drawing))]
    }
    public typealias Body = Never
}

extension Color: View {
    public func _makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        let drawing = ShapeDrawing(shapeName: "Color", path: { Path($0) },
                                   operation: .fill(resolvePaint(in: context.environment), evenOdd: false), dumpInfo: [:])
        return [LayoutNode(kind: "Color", layout: FillProposalLayout(), content: .shape(drawing))]
    }
    public typealias Body = Never
}

extension Material: View {
    public func _makeNodes(_ context: ResolveContext) -> [LayoutNode] { context.resolve(Rectangle().fill(self)) }
    public typealias Body = Never
}
extension LinearGradient: View {
    public func _makeNodes(_ context: ResolveContext) -> [LayoutNode] { context.resolve(Rectangle().fill(self)) }
    public typealias Body = Never
}
extension RadialGradient: View {
    public func _makeNodes(_ context: ResolveContext) -> [LayoutNode] { context.resolve(Rectangle().fill(self)) }
    public typealias Body = Never
}

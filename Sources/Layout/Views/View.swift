/// A piece of user interface, described by its `body`: SwiftUI's protocol, evaluated by our engine.
public protocol View {
    associatedtype Body: View
    @ViewBuilder var body: Body { get }
    /// Engine hook: turns the view into layout nodes. Composite views get the default, which
    /// evaluates `body` with the environment in scope; primitives (stacks, text, shapes, modifiers)
    /// build their nodes directly. A protocol requirement rather than a dynamic cast, so resolution
    /// dispatches through the witness table.
    func _makeNodes(_ context: ResolveContext) -> [LayoutNode]
}

extension View {
    public func _makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        let body = EnvironmentValues.$current.withValue(context.environment) { self.body }
        return body._makeNodes(context)
    }
}

extension Never: View {
    public var body: Never { fatalError("Never has no body") }
}

extension View where Body == Never {
    public var body: Never { fatalError("\(Self.self) is a primitive view; it has no body") }
}

/// A view that draws nothing and takes no space.
public struct EmptyView: View {
    public init() {}
    public func _makeNodes(_ context: ResolveContext) -> [LayoutNode] { [] }
    public typealias Body = Never
}

/// A type-erased view.
public struct AnyView: View {
    let view: any View
    public init<V: View>(_ view: V) { self.view = (view as? AnyView)?.view ?? view }
    public init(erasing view: some View) { self.init(view) }
    public func _makeNodes(_ context: ResolveContext) -> [LayoutNode] { context.resolve(view) }
    public typealias Body = Never
}

/// Several views side by side in a builder block; a stack lays them out, a modifier applies to each.
public struct TupleView: View {
    let children: [any View]
    public init(_ children: [any View]) { self.children = children }
    public func _makeNodes(_ context: ResolveContext) -> [LayoutNode] { children.flatMap { context.resolve($0) } }
    public typealias Body = Never
}

/// The branch a builder `if`/`else` or `switch` took.
public enum ConditionalContent<TrueContent: View, FalseContent: View>: View {
    case first(TrueContent)
    case second(FalseContent)
    public func _makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        switch self {
        case .first(let v): context.resolve(v)
        case .second(let v): context.resolve(v)
        }
    }
    public typealias Body = Never
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
    public func _makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        switch self {
        case .some(let v): context.resolve(v)
        case .none: []
        }
    }
}

/// Groups views without laying them out; modifiers on a group apply to each member.
public struct Group<Content: View>: View {
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public func _makeNodes(_ context: ResolveContext) -> [LayoutNode] { context.resolve(content) }
    public typealias Body = Never
}

/// One view per element of a collection. Each element's views are tagged with its identifier unless they
/// carry a tag of their own, as in SwiftUI, so `Picker` and `TabView` can select them by it.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
    let data: Data
    let id: (Data.Element) -> ID
    let content: (Data.Element) -> Content
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data; self.id = { $0[keyPath: id] }; self.content = content
    }
    /// The content closure runs with the environment in scope, so `@Environment` reads inside it see
    /// the values of the view being resolved.
    public func _makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        EnvironmentValues.$current.withValue(context.environment) {
            data.flatMap { element in
                context.resolve(content(element)).map { node in
                    if node.traits.tag == nil { node.traits.tag = AnyHashable(id(element)) }
                    return node
                }
            }
        }
    }
    public typealias Body = Never
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data; self.id = { $0.id }; self.content = content
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.data = data; self.id = { $0 }; self.content = content
    }
}

/// The result builder behind `body`: blocks, `if`/`else`, `switch`, optionals and `for` loops.
@resultBuilder public enum ViewBuilder {
    public static func buildExpression<V: View>(_ view: V) -> V { view }
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<V: View>(_ view: V) -> V { view }
    public static func buildBlock<each V: View>(_ views: repeat each V) -> TupleView {
        var all: [any View] = []
        for v in repeat each views { all.append(v) }
        return TupleView(all)
    }
    public static func buildOptional<V: View>(_ view: V?) -> V? { view }
    public static func buildEither<T: View, F: View>(first: T) -> ConditionalContent<T, F> { .first(first) }
    public static func buildEither<T: View, F: View>(second: F) -> ConditionalContent<T, F> { .second(second) }
    public static func buildArray<V: View>(_ views: [V]) -> TupleView { TupleView(views) }
    public static func buildLimitedAvailability<V: View>(_ view: V) -> AnyView { AnyView(view) }
}

/// The wrapped content inside a `ViewModifier`'s `body(content:)`.
public struct ViewModifierContent: View {
    let view: any View
    public func _makeNodes(_ context: ResolveContext) -> [LayoutNode] { context.resolve(view) }
    public typealias Body = Never
}

/// A reusable modifier, as SwiftUI's: `func body(content: Content) -> some View`.
public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = ViewModifierContent
    @ViewBuilder func body(content: Content) -> Body
}

struct ModifiedByViewModifier<M: ViewModifier>: View {
    let content: any View
    let modifier: M
    public func _makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        let body = EnvironmentValues.$current.withValue(context.environment) {
            modifier.body(content: ViewModifierContent(view: content))
        }
        return context.resolve(body)
    }
    typealias Body = Never
}

extension View {
    /// Applies a `ViewModifier`.
    public func modifier<M: ViewModifier>(_ modifier: M) -> some View {
        ModifiedByViewModifier(content: self, modifier: modifier)
    }
}

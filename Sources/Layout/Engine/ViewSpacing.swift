/// SwiftUI's `ViewSpacing`: the space a view asks for next to its neighbours, per edge. A stack without
/// an explicit `spacing:` puts `distance(to:along:)` between adjacent children:
///
/// - two views that state nothing are the system spacing apart (8 pt);
/// - otherwise the larger of the two stated values wins (a missing side counts as −∞).
///
/// A `Spacer` states zero along its stack's axis, so it sits flush against its neighbours and its
/// `minLength` (default 8) is the whole gap: `HStack { a; Spacer(minLength: 0); b }` lets `a` and `b`
/// touch. Containers pass their children's preferences out (a stack: its first child's leading edge,
/// its last child's trailing edge, every child's cross edges); `padding` and fixed `frame` dimensions
/// clear the edges they change. (SwiftUI also has text-metric categories for text above text in a
/// VStack; this engine uses the system spacing there.)
public struct ViewSpacing: Hashable, Sendable {
    /// Distances stated per edge; nil where the view states none.
    var top: Double?, leading: Double?, bottom: Double?, trailing: Double?

    /// No preference on any edge: neighbours get the system spacing.
    public init() {}
    init(top: Double? = nil, leading: Double? = nil, bottom: Double? = nil, trailing: Double? = nil) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }

    /// Zero on every edge (a spacer outside any stack).
    public static let zero = ViewSpacing(top: 0, leading: 0, bottom: 0, trailing: 0)
    /// The system spacing between two views that state nothing.
    public static let systemSpacing = 8.0

    /// Keeps, per edge in `edges`, the larger of the two stated values.
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        func merge(_ a: Double?, _ b: Double?) -> Double? {
            guard let b else { return a }
            guard let a else { return b }
            return Swift.max(a, b)
        }
        if edges.contains(.top) { top = merge(top, other.top) }
        if edges.contains(.leading) { leading = merge(leading, other.leading) }
        if edges.contains(.bottom) { bottom = merge(bottom, other.bottom) }
        if edges.contains(.trailing) { trailing = merge(trailing, other.trailing) }
    }

    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var copy = self
        copy.formUnion(other, edges: edges)
        return copy
    }

    /// The same preferences with `edges` stated no more (what padding and fixed frame sides do).
    func clearing(_ edges: Edge.Set) -> ViewSpacing {
        var copy = self
        if edges.contains(.top) { copy.top = nil }
        if edges.contains(.leading) { copy.leading = nil }
        if edges.contains(.bottom) { copy.bottom = nil }
        if edges.contains(.trailing) { copy.trailing = nil }
        return copy
    }

    /// The space between this view and `next`, which follows it along `axis`.
    public func distance(to next: ViewSpacing, along axis: Axis) -> Double {
        let a = axis == .horizontal ? trailing : bottom
        let b = axis == .horizontal ? next.leading : next.top
        if a == nil && b == nil { return Self.systemSpacing }
        return Swift.max(a ?? -.infinity, b ?? -.infinity)
    }
}

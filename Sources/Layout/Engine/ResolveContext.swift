/// What resolution carries down the tree: the environment, and the axis of the nearest enclosing
/// stack (a `Spacer` or `Divider` orients itself by it, as in SwiftUI).
public struct ResolveContext {
    public var environment: EnvironmentValues
    var stackAxis: Axis?
    /// Views marked with `coordinateSpace(name:)` around the views being resolved.
    var coordinateSpaces: [AnyHashable: CoordinateSpaceBox] = [:]
    /// Problems found while resolving (unknown symbol names, unknown assets). Views cannot throw from
    /// `body`, so resolution records them and the engine refuses to render.
    let diagnostics: Diagnostics

    public init(environment: EnvironmentValues, diagnostics: Diagnostics = Diagnostics()) {
        self.environment = environment; self.diagnostics = diagnostics
    }

    /// Turns any view into layout nodes: primitives build nodes, composite views are asked for their
    /// `body` with the environment in scope.
    func resolve<V: View>(_ view: V) -> [LayoutNode] { view._makeNodes(self) }

    func resolve(_ view: any View) -> [LayoutNode] { view._makeNodes(self) }

    func with(_ transform: (inout EnvironmentValues) -> Void) -> ResolveContext {
        var c = self; transform(&c.environment); return c
    }
    func inStack(_ axis: Axis?) -> ResolveContext { var c = self; c.stackAxis = axis; return c }
}

/// Errors and warnings collected during resolution.
public final class Diagnostics {
    public private(set) var errors: [String] = []
    public private(set) var warnings: [String] = []
    public init() {}
    public func error(_ message: String) { if !errors.contains(message) { errors.append(message) } }
    public func warning(_ message: String) { if !warnings.contains(message) { warnings.append(message) } }
}

import Layout

/// One golden image of a renderable: a state in a colour scheme. A plain value (`Sendable`), so a test
/// can take a list of them as arguments and look the renderable up by name.
public struct RenderCase: Sendable, Hashable, CustomStringConvertible {
    public let name: String
    public let state: String?
    public let mode: ColorScheme

    public init(name: String, state: String?, mode: ColorScheme) { self.name = name; self.state = state; self.mode = mode }

    public var description: String { "\(name) \(state ?? "default") \(mode.rawValue)" }

    /// `send-button.generating.dark` for `chatgpt.send-button` in state `generating`, dark.
    public var fileName: String {
        let short = name.split(separator: ".", maxSplits: 1).last.map(String.init) ?? name
        return ([short] + (state.map { [$0] } ?? []) + [mode.rawValue]).joined(separator: ".")
    }
}

extension BrandKit {
    /// Every state × colour scheme of the kit's renderables of `kind`.
    public func cases(_ kind: Renderable.Kind) -> [RenderCase] {
        (kind == .sheet ? [sheet] : renderables.filter { $0.kind == kind }).flatMap { r in
            r.modes.flatMap { mode in
                (r.states.isEmpty ? [nil] : r.states.map(Optional.some)).map { RenderCase(name: r.name, state: $0, mode: mode) }
            }
        }
    }

    /// A renderable of this kit by name, the sheet included.
    public func renderable(named name: String) -> Renderable? {
        name == sheet.name ? sheet : renderables.first { $0.name == name }
    }
}

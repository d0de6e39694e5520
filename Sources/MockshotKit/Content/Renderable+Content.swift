import Layout

extension Renderable {
    /// A full-screen renderable (the screen of the device it is rendered on) whose states are content values: each state draws
    /// `make(content)`, honours what `honours(content, mode)` says, and stands for its preset.
    public static func screen<Content>(
        _ name: String, _ summary: String, modes: [ColorScheme] = [.light, .dark],
        background: @escaping (ColorScheme) -> Color?, states: [ContentState<Content>],
        honours: @escaping (Content, ColorScheme) -> Set<AccessibilitySetting>,
        @ViewBuilder make: @escaping (Content) -> some View
    ) -> Renderable {
        precondition(!states.isEmpty, "\(name) needs at least one state")
        let state: (String?) -> ContentState<Content> = { raw in states.first { $0.name == raw } ?? states[0] }
        return Renderable(name: name, summary: summary, kind: .screen, states: states.map(\.name), modes: modes,
                          canvas: .device, background: background,
                          honours: { honours(state($0).content, $1) }, preset: { state($0).preset }) { raw in
            AnyView(make(state(raw).content))
        }
    }

    /// A full-screen renderable of one content value and no named states: what a scene file or a
    /// caller's own content renders through, with the same accessibility checks as the registry's screens.
    public static func screen<Content>(
        _ name: String, _ summary: String = "", content: Content, modes: [ColorScheme] = [.light, .dark], background: @escaping (ColorScheme) -> Color?,
        honours: @escaping (Content, ColorScheme) -> Set<AccessibilitySetting>,
        @ViewBuilder make: @escaping (Content) -> some View
    ) -> Renderable {
        Renderable(name: name, summary: summary, kind: .screen, modes: modes, canvas: .device,
                   background: background, honours: { honours(content, $1) }) { _ in AnyView(make(content)) }
    }
}

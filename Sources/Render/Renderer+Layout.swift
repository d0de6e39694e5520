import Layout

extension Renderer {
    /// The layout `render` would paint: the same Pango text measurement and pixel rounding at
    /// `options.scale`, without allocating or painting a canvas. For checks of sizes and frames, which
    /// need the real text metrics but not the pixels. (`options.strict` is not applied: nothing is drawn.)
    public static func layout<V: View>(_ view: V, proposal: ProposedViewSize, environment: EnvironmentValues = .init(),
                                       options: RenderOptions = .init()) throws -> LayoutResult {
        var laidOut: LayoutResult?
        _ = try render(view, proposal: proposal, environment: environment, options: options, unless: { layout in
            laidOut = layout
            return true
        })
        guard let laidOut else { preconditionFailure("the layout is handed over before painting") }
        return laidOut
    }
}

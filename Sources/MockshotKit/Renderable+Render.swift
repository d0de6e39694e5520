import Layout
import Render

extension Renderable {
    /// Renders one state of the renderable the way every tool does: in colour scheme `mode` on its own
    /// canvas (its width replaced by `width` when given) over its brand background (none when
    /// `transparent`), with `environment` for anything else (Dynamic Type, contrast, locale and layout
    /// direction…). `strict`: throw `RenderWarningsError` on any render warning (`--strict`).
    public func render(state: String?, mode: ColorScheme, scale: Double, environment: EnvironmentValues = EnvironmentValues(),
                       width: Double? = nil, transparent: Bool = false, strict: Bool = false) throws -> RenderedImage {
        var env = environment
        env.colorScheme = mode
        var proposal = canvas.proposal
        if let width { proposal.width = width }
        let background = transparent ? nil : self.background(mode)?.resolve(in: env)
        return try Renderer.render(make(state), proposal: proposal, environment: env,
                                   options: RenderOptions(scale: scale, background: background, strict: strict))
    }
}

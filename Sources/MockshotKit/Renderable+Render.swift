import Layout
import Render

extension Renderable {
    /// Renders one state of the renderable the way every tool does: in colour scheme `mode` on its own
    /// canvas (its width replaced by `width` when given; a screen's is the screen of `environment.device`)
    /// over its brand background (none when `transparent`), with `environment` for anything else (Dynamic
    /// Type, contrast, locale and layout direction…). `strict`: throw `RenderWarningsError` on any render
    /// warning (`--strict`).
    ///
    /// Accessibility settings in `environment` that the state does not honour in `mode`, or that
    /// contradict the state's own preset, are refused with an `AccessibilityError` (see `checkAccessibility`).
    public func render(state: String?, mode: ColorScheme, scale: Double, environment: EnvironmentValues = EnvironmentValues(),
                       width: Double? = nil, transparent: Bool = false, strict: Bool = false) throws -> RenderedImage {
        let (env, proposal, background) = try renderInputs(state: state, mode: mode, environment: environment, width: width,
                                                           transparent: transparent)
        return try Renderer.render(make(state), proposal: proposal, environment: env,
                                   options: RenderOptions(scale: scale, background: background, strict: strict))
    }

    /// The layout `render(state:mode:scale:…)` would paint (the same checks, environment, canvas and Pango
    /// text at `scale`), without painting it: for checks of sizes and frames (see `Renderer.layout`).
    public func layout(state: String?, mode: ColorScheme, scale: Double, environment: EnvironmentValues = EnvironmentValues(),
                       width: Double? = nil, transparent: Bool = false) throws -> LayoutResult {
        let (env, proposal, background) = try renderInputs(state: state, mode: mode, environment: environment, width: width,
                                                           transparent: transparent)
        return try Renderer.layout(make(state), proposal: proposal, environment: env,
                                   options: RenderOptions(scale: scale, background: background))
    }

    /// What a render of `state` is made from: the checked environment in `mode`, the canvas's proposal and the
    /// background.
    private func renderInputs(state: String?, mode: ColorScheme, environment: EnvironmentValues, width: Double?,
                              transparent: Bool) throws -> (EnvironmentValues, ProposedViewSize, RGBA?) {
        try checkAccessibility(AccessibilitySettings(environment), state: state, mode: mode)
        var env = environment
        env.colorScheme = mode
        if transparent { env.paintsBrandCanvas = false }
        var proposal = canvas.proposal(on: env.device)
        if let width { proposal.width = width }
        let background = transparent ? nil : self.background(mode)?.resolve(in: env)
        return (env, proposal, background)
    }

    /// Throws unless every setting `settings` asks for is honoured by `state` (nil: the default state) in
    /// `mode`, or is what the state's preset sets anyway. Callers that want to report bad input before
    /// doing any work (a CLI, a scene file) can call it on its own.
    public func checkAccessibility(_ settings: AccessibilitySettings, state: String?, mode: ColorScheme) throws(AccessibilityError) {
        let state = state ?? states.first
        let preset = self.preset(state)
        // 1. A setting the state presets must be asked for with the preset's value, or not at all.
        for setting in settings.requested.intersection(preset.requested).sorted()
        where settings.value(of: setting) != preset.value(of: setting) {
            throw .conflictsWithState(name: name, state: state ?? "default", setting: setting,
                                      stateValue: preset.value(of: setting), requested: settings.value(of: setting))
        }
        // 2. Every other requested setting must change what the state shows.
        let honoured = honours(state, mode)
        let refused = settings.requested.subtracting(preset.requested).subtracting(honoured).sorted()
        guard !refused.isEmpty else { return }
        let others = states.filter { $0 != state && Set(refused).isSubset(of: honours($0, mode).union(self.preset($0).requested)) }
        throw .notHonoured(name: name, state: state, mode: mode, settings: refused, honoured: honoured.sorted(),
                           statesThatHonour: others)
    }
}

import Layout
import Render

extension Renderable {
    /// Renders one state on `device`: a screen (`.device` canvas) fills the device's screen in its
    /// orientation and lays out to its safe area, status bar and home indicator; a component keeps its own
    /// canvas and sees the device in its environment (`\.device`, `UIScreen.main.bounds`). The scale is the
    /// device's unless given, so `render(…, device: .iPhone16ProMax)` of a screen is 1320×2868 px.
    ///
    /// Accessibility settings in `environment` are checked as `render(state:mode:scale:…)` checks them:
    /// the ones the state does not honour in `mode`, or that contradict its preset, throw an `AccessibilityError`.
    /// `strict`: throw `RenderWarningsError` on any render warning, as `render(state:mode:scale:…)` does.
    public func render(state: String?, mode: ColorScheme, device: Device, scale: Double? = nil,
                       environment: EnvironmentValues = EnvironmentValues(), transparent: Bool = false,
                       strict: Bool = false) throws -> RenderedImage {
        try checkAccessibility(AccessibilitySettings(environment), state: state, mode: mode)
        var env = environment
        env.device = device
        return try render(state: state, mode: mode, scale: scale ?? device.scale, environment: env, transparent: transparent,
                          strict: strict)
    }
}

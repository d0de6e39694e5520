import Layout
import Render

extension Renderable {
    /// Renders one state on `device`: a screen (`.device` canvas) fills the device's screen in its
    /// orientation and lays out to its safe area, status bar and home indicator; a component keeps its own
    /// canvas and sees the device in its environment (`\.device`, `UIScreen.main.bounds`). The scale is the
    /// device's unless given, so `render(…, device: .iPhone16ProMax)` of a screen is 1320×2868 px.
    public func render(state: String?, mode: ColorScheme, device: Device, scale: Double? = nil,
                       environment: EnvironmentValues = EnvironmentValues(), transparent: Bool = false) throws -> RenderedImage {
        var env = environment
        env.device = device
        return try render(state: state, mode: mode, scale: scale ?? device.scale, environment: env, transparent: transparent)
    }
}

import Imaging
import Layout
import MockshotKit
import Render

extension Snapshotting where Value: View, Format == RGBAImage {
    /// A screen on a device: the view gets the device's screen size and sees the device in its environment
    /// (`\.device`, so a `PhoneScreen` takes its safe area, status bar and home indicator from it), at the
    /// device's scale unless `scale` is given: `.image(on: .iPhone16ProMax)` is 1320×2868 px.
    public static func image(on device: Device, mode: ColorScheme = .light, scale: Double? = nil, background: Color? = nil,
                             environment: @escaping (inout EnvironmentValues) -> Void = { _ in },
                             options: DiffOptions? = nil, strict: Bool = false) -> Snapshotting {
        .image(scale: scale ?? device.scale, mode: mode, size: .fixed(width: device.size.width, height: device.size.height),
               background: background, environment: { env in
                   env.device = device
                   environment(&env)
               }, options: options, strict: strict)
    }
}

extension Snapshotting where Value == Renderable, Format == RGBAImage {
    /// A registered renderable in one state and mode on a device: a screen fills the device's screen, a
    /// component keeps its canvas; the device's scale unless `scale` is given.
    public static func renderable(state: String? = nil, mode: ColorScheme = .light, device: Device, scale: Double? = nil,
                                  environment: @escaping (inout EnvironmentValues) -> Void = { _ in },
                                  options: DiffOptions? = nil, strict: Bool = false) -> Snapshotting {
        .rendering(options) { (r: Renderable) in
            var env = EnvironmentValues()
            environment(&env)
            let rendered = try r.render(state: r.validate(state: state), mode: mode, device: device, scale: scale,
                                        environment: env, strict: strict)
            SnapshotWarnings.report(rendered.warnings)
            return rendered
        }
    }
}

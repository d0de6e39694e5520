import Layout
import MockshotKit
import Render

/// What a device in a screenshot shows: an app screen laid out natively on the output's device profile.
///
/// A source is a recipe rather than an image because the same screenshot is rendered on several devices
/// and in several languages: each output asks for the screen on its own device (size, safe area, status
/// bar layout), in its own locale, at the pixel scale the device is drawn at.
public struct ScreenSource: Sendable {
    /// Names the screen in messages (`chatgpt.screen`, a scene file).
    public var name: String
    /// Renders the screen for a request; called once per output that shows it, possibly on several threads.
    public var render: @Sendable (ScreenRequest) throws -> RenderedImage

    public init(name: String, render: @escaping @Sendable (ScreenRequest) throws -> RenderedImage) {
        self.name = name; self.render = render
    }
}

/// One rendering of a screen: where, in which language, how sharp.
public struct ScreenRequest: Sendable {
    /// The output's device profile in its orientation.
    public var device: Device
    /// Pixels per point: the device's own scale for a plain screenshot, less when the screen is drawn
    /// inside a frame (the screen is laid out in the device's points and rasterised at the size it is shown).
    public var scale: Double
    /// The App Store locale (`en-US`, `ja`, `ar-SA`).
    public var locale: String
    /// The environment the App Store renders with: the standard status bar (9:41, full signal and battery).
    public var environment: EnvironmentValues

    public init(device: Device, scale: Double, locale: String, environment: EnvironmentValues) {
        self.device = device; self.scale = scale; self.locale = locale; self.environment = environment
    }
}

extension ScreenSource {
    /// A screen renderable (a brand kit's `renderable(content)` or a registry entry) in `state` and `mode`.
    /// `environment` carries accessibility settings; the status bar is always the App Store's (9:41, full
    /// bars and battery), whatever it says.
    public static func renderable(named name: String, state: String? = nil, mode: ColorScheme? = nil,
                                  environment: EnvironmentValues = EnvironmentValues(),
                                  _ make: @escaping @Sendable () throws -> Renderable) -> ScreenSource {
        ScreenSource(name: name) { request in
            let renderable = try make()
            guard renderable.canvas == .device else {
                throw CompositionError("'\(renderable.name)' is a \(renderable.kind.rawValue), not a screen: only screens fill a device")
            }
            var env = environment
            env.statusBar = StatusBarContent()
            request.apply(to: &env)
            let scheme = mode ?? renderable.modes.first ?? .light
            return try renderable.render(state: state, mode: scheme, device: request.device, scale: request.scale, environment: env)
        }
    }

    /// Any view, laid out on the device (brand screens and `PhoneScreen` read it from the environment) in
    /// colour scheme `mode` over `background`.
    public static func view<V: View & SendableMetatype>(named name: String, mode: ColorScheme = .light, background: Color? = nil,
                                     environment: EnvironmentValues = EnvironmentValues(),
                                     _ make: @escaping @Sendable () -> V) -> ScreenSource {
        ScreenSource(name: name) { request in
            var env = environment
            env.statusBar = StatusBarContent()
            env.colorScheme = mode
            request.apply(to: &env)
            return try Renderer.render(make(), proposal: ProposedViewSize(request.device.size), environment: env,
                                       options: RenderOptions(scale: request.scale, background: background?.resolve(in: env)))
        }
    }
}

extension ScreenRequest {
    /// The request's device, status bar and locale in `env`: the screen is drawn as on a device set to the
    /// locale (Arabic, Hebrew and Urdu right to left; Chinese, Japanese and Korean with their own Han forms).
    func apply(to env: inout EnvironmentValues) {
        env.device = device
        env.statusBar = environment.statusBar
        if let tag = LocaleTag(identifier: locale) { env.setLocale(tag) }
    }
}

import ConfigFile
import Layout
import MockshotKit
import Render

extension Scene {
    /// The renderable the scene draws: the registry screen in its sample `state`, or the kit's
    /// renderable of `content`. Its brand's image assets are registered first.
    public func makeRenderable() -> Renderable {
        let brand = sceneBrand
        let kit = brand.kit()
        kit.registerAssets()
        if let state, let r = kit.renderables.first(where: { $0.name == spec.registryName }), r.states.contains(state) { return r }
        return (content ?? spec.defaultContent).renderable
    }

    /// The colour scheme drawn: the scene's, or the screen's first.
    public var resolvedColorScheme: ColorScheme {
        colorScheme ?? makeRenderable().modes.first ?? .light
    }

    /// The environment the screen is drawn in: the status bar, the accessibility settings, the locale and
    /// the layout direction (the device and the colour scheme are set by `render`).
    public var environment: EnvironmentValues {
        var env = EnvironmentValues()
        env.statusBar = statusBar
        accessibility.apply(to: &env)
        if let locale { env.setLocale(locale, layoutDirection: layoutDirection) }
        else if let layoutDirection { env.layoutDirection = layoutDirection }
        return env
    }

    /// Draws the scene: the screen fills the device's screen at `scale` (the device's unless set).
    /// Throws `AccessibilityError` for a setting the screen does not honour (a scene read from a file was
    /// checked already; one changed afterwards, e.g. by a command-line option, is checked here), and with
    /// `strict`, `RenderWarningsError` for any warning (a character no bundled font has, an unknown font).
    public func render(strict: Bool = false) throws -> RenderedImage {
        let renderable = makeRenderable()
        let mode = colorScheme ?? renderable.modes.first ?? .light
        guard renderable.modes.contains(mode) else {
            throw SceneRenderError("\(brand) \(screen) (\(renderable.name)) is \(renderable.modes.map(\.rawValue).joined(separator: " and ")) only, not \(mode.rawValue)")
        }
        return try renderable.render(state: state, mode: mode, device: device, scale: scale, environment: environment, strict: strict)
    }
}

extension ScreenSpec {
    /// The screen's content with every field at its default (what a scene without content keys shows).
    var defaultContent: SceneContent {
        let decoding = SceneDecoding(reader: ConfigReader())
        return decode([], decoding, SourceMark(file: "", line: 1, column: 1)) { _ in }!
    }
}

/// A scene that cannot be drawn as it was set up after reading (e.g. a colour scheme the screen lacks,
/// asked for by a command-line option); one line.
public struct SceneRenderError: Error, Sendable, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}

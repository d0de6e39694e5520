import ConfigFile
import Layout
import MockshotKit
import Scene

/// The scenes a config's `scene:` values describe, read by the `Scene` module exactly as scene files
/// and `render --manifest` read them: a path (relative to the config file) or the scene's keys inline,
/// with the same keys, defaults and located messages. What a scene says about the phone it is on is
/// replaced by the output's: its device and scale become the App Store size's, its status bar the App
/// Store's 9:41 with full bars, and its language the output locale's unless it names one. Its content,
/// colour scheme, state and accessibility settings are kept.
public struct SceneFiles: SceneResolver {
    public init() {}

    public func screen(for node: ConfigNode, directory: String) -> Result<ScreenSource, ConfigProblems> {
        let reader = ConfigReader()
        let value = ConfigValue(node: node, name: "'scene'", reader: reader)
        guard let scene = Scene.decode(reference: value), reader.problems.isEmpty else {
            return .failure(ConfigProblems(reader.problems))
        }
        let name: String
        if case .scalar(let path, _) = node.value { name = path } else { name = "\(scene.brand) \(scene.screen) scene" }
        return .success(.scene(scene, named: name))
    }
}

extension ScreenSource {
    /// A scene (read from a file or made in Swift, `Scene(content:)`) as a screenshot's screen: laid out
    /// on each output's device at the scale it is drawn, in the output's locale unless the scene names
    /// its own `locale` or `layoutDirection` (then the scene's, as a phone set to that language).
    public static func scene(_ scene: Scene, named name: String? = nil) -> ScreenSource {
        ScreenSource(name: name ?? scene.registryName) { request in
            let renderable = scene.makeRenderable()
            var env = scene.environment
            request.apply(to: &env)
            if let locale = scene.locale { env.setLocale(locale, layoutDirection: scene.layoutDirection) }
            else if let direction = scene.layoutDirection { env.layoutDirection = direction }
            let mode = scene.colorScheme ?? renderable.modes.first ?? .light
            return try renderable.render(state: scene.state, mode: mode, device: request.device, scale: request.scale, environment: env)
        }
    }
}

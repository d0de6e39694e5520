import ConfigFile

/// Turns a screenshot's `scene:` value into the screen it shows. The config decoder knows nothing of brand
/// kits; the caller (the `mockshot` command) passes a resolver that reads scene files and inline scenes.
public protocol SceneResolver: Sendable {
    /// The screen described by `node`: a scene file's path (relative to `directory`, the config's folder)
    /// or an inline scene. Every problem found is located and returned; a scene with problems is not used.
    func screen(for node: ConfigNode, directory: String) -> Result<ScreenSource, ConfigProblems>
}

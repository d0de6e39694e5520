import AppStore
import ConfigFile
import Icons
import MockshotKit

/// The screens an App Store config's `scene:` values name for the command line: a registered screen by
/// its name (`chatgpt.screen`, `kik.chats-screen`: the brand's sample), as `mockshot list` shows them.
struct AppStoreScenes: SceneResolver {
    func screen(for node: ConfigNode, directory: String) -> Result<ScreenSource, ConfigProblems> {
        guard case .scalar(let name, _) = node.value else {
            return .failure(ConfigProblems([ConfigProblem("a scene is a screen's name (see 'mockshot list'), not \(node.kindDescription)", at: node.mark)]))
        }
        let registry = Catalog.registry(for: name)
        guard let renderable = try? registry.renderable(named: name), renderable.canvas == .device else {
            // Suggestions among screens only: a component or a sheet cannot fill a device.
            let screens = Catalog.registry().renderables.filter { $0.canvas == .device }.map(\.name)
            let close = EditDistance.closest(to: name, among: screens)
            let hint = close.isEmpty ? "screens: " + screens.joined(separator: ", ") : "did you mean " + close.map { "'\($0)'" }.joined(separator: ", ") + "?"
            let what = (try? registry.renderable(named: name)).map { "'\(name)' is a \($0.kind.rawValue), not a screen" } ?? "unknown screen '\(name)'"
            return .failure(ConfigProblems([ConfigProblem("\(what) (\(hint))", at: node.mark)]))
        }
        _ = renderable
        return .success(ScreenSource.renderable(named: name) { try Catalog.registry(for: name).renderable(named: name) })
    }
}

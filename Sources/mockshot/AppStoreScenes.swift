import AppStore
import ConfigFile
import MockshotKit

/// The screens an App Store config's `scene:` values name for the command line: a registered screen by
/// its name (`chatgpt.screen`, `kik.chats-screen`: the brand's sample), as `mockshot list` shows them.
struct AppStoreScenes: SceneResolver {
    func screen(for node: ConfigNode, directory: String) -> Result<ScreenSource, ConfigProblems> {
        guard case .scalar(let name, _) = node.value else {
            return .failure(ConfigProblems([ConfigProblem("a scene is a screen's name (see 'mockshot list'), not \(node.kindDescription)", at: node.mark)]))
        }
        let registry = Catalog.registry(for: name)
        do {
            let renderable = try registry.renderable(named: name)
            guard renderable.canvas == .device else {
                return .failure(ConfigProblems([ConfigProblem("'\(name)' is a \(renderable.kind.rawValue), not a screen; screens: "
                    + registry.renderables.filter { $0.canvas == .device }.map(\.name).joined(separator: ", "), at: node.mark)]))
            }
        } catch {
            return .failure(ConfigProblems([ConfigProblem("\(error)", at: node.mark)]))
        }
        return .success(ScreenSource.renderable(named: name) { try Catalog.registry(for: name).renderable(named: name) })
    }
}

import Layout

/// Why `Renderable.render` refused an accessibility setting: one line naming the renderable, its state
/// and scheme, and what would work instead.
public enum AccessibilityError: Error, CustomStringConvertible, Equatable {
    /// The settings would not change the renderable in this state and scheme, so rendering with them
    /// would claim something the picture does not show.
    case notHonoured(name: String, state: String?, mode: ColorScheme, settings: [AccessibilitySetting],
                     honoured: [AccessibilitySetting], statesThatHonour: [String])
    /// The state stands for one value of the setting (e.g. `large-type`) and the caller asked for another.
    case conflictsWithState(name: String, state: String, setting: AccessibilitySetting, stateValue: String, requested: String)

    public var description: String {
        switch self {
        case let .notHonoured(name, state, mode, settings, honoured, states):
            let what = state.map { "\(name) (state \($0), \(mode.rawValue))" } ?? "\(name) (\(mode.rawValue))"
            let asked = settings.map(\.description).joined(separator: " or ")
            var line = "\(what) looks the same with \(asked), so it refuses \(settings.count == 1 ? "it" : "them")"
            line += honoured.isEmpty ? "; it honours no accessibility setting"
                                     : "; it honours \(honoured.map(\.flag).joined(separator: ", "))"
            if !states.isEmpty { line += "; states that show \(settings.map(\.flag).joined(separator: "/")): \(states.joined(separator: ", "))" }
            return line
        case let .conflictsWithState(name, state, setting, stateValue, requested):
            return "\(name) state \(state) is \(setting.title) \(stateValue), but \(setting.flag) \(requested) was asked for"
                + " (drop \(setting.flag) or pick another state)"
        }
    }
}

/// Lookup failures, each a one-line message naming what was wrong.
public enum RegistryError: Error, CustomStringConvertible, Equatable {
    case unknownName(String, suggestions: [String])
    case unknownBrand(String, valid: [String])
    case unknownState(name: String, state: String, valid: [String])
    case stateless(name: String, state: String)
    case unsupportedMode(name: String, mode: String, valid: [String])

    public var description: String {
        switch self {
        case let .unknownName(n, s):
            return "unknown renderable '\(n)'" + (s.isEmpty ? " (run 'mockshot list' to see them all)" : " (did you mean \(s.map { "'\($0)'" }.joined(separator: ", "))?)")
        case let .unknownBrand(b, valid):
            return "unknown brand '\(b)' (valid: \(valid.joined(separator: ", ")))"
        case let .unknownState(n, s, valid):
            return "unknown state '\(s)' for \(n) (valid: \(valid.joined(separator: ", ")))"
        case let .stateless(n, s):
            return "\(n) has no states, but --state \(s) was given"
        case let .unsupportedMode(n, m, valid):
            return "\(n) does not support --mode \(m) (valid: \(valid.joined(separator: ", ")))"
        }
    }
}

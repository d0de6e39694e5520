import Icons

/// Why a device name was not accepted; `description` is one line.
public enum DeviceLookupError: Error, CustomStringConvertible, Equatable {
    case unknown(String, suggestions: [String])
    /// A display class (`6.1"`) shared by several profiles.
    case ambiguous(String, candidates: [String])

    public var description: String {
        switch self {
        case let .unknown(name, suggestions):
            return "unknown device '\(name)'"
                + (suggestions.isEmpty ? " (run 'mockshot list --devices' to see them all)"
                    : " (did you mean \(suggestions.map { "'\($0)'" }.joined(separator: ", "))?)")
        case let .ambiguous(name, candidates):
            return "device '\(name)' is ambiguous: it could be \(candidates.map { "'\($0)'" }.joined(separator: ", "))"
        }
    }
}

extension Device {
    /// The profile a user means: its id (`iphone-16-pro-max`), an alias (`iphone-17-pro-max`), its marketing
    /// name in any case and spacing (`iPhone 16 Pro Max`), or a display class that names one profile
    /// (`6.9"`, `6.9-inch`, `6.9in`). A `-landscape` suffix turns it (`ipad-pro-13-landscape`).
    public static func named(_ name: String) throws -> Device {
        var key = normalized(name)
        var orientation = Orientation.portrait
        for suffix in ["-landscape", "-portrait"] where key.hasSuffix(suffix) {
            key.removeLast(suffix.count)
            if suffix == "-landscape" { orientation = .landscape }
        }
        if let d = all.first(where: { $0.id == key || $0.aliases.contains(where: { normalized($0) == key }) || normalized($0.name) == key }) {
            return d.oriented(orientation)
        }
        let byClass = all.filter { normalized($0.displayClass) == key }
        if byClass.count == 1 { return byClass[0].oriented(orientation) }
        if byClass.count > 1 { throw DeviceLookupError.ambiguous(name, candidates: byClass.map(\.id)) }
        let names = all.flatMap { [$0.id] + $0.aliases.filter { !$0.contains("\"") } }
        throw DeviceLookupError.unknown(name, suggestions: EditDistance.closest(to: key, among: names))
    }

    /// Lower case, spaces and underscores as hyphens (never two in a row), no parentheses; a display size
    /// alone spelled `6.9"` however it was typed (`6.9 inch`, `6.9-inch`, `6.9in`, `6.9”`, `6.9`), and an
    /// inch mark ending a name dropped (`iPad Pro 13-inch` → `ipad-pro-13`).
    static func normalized(_ name: String) -> String {
        var s = ""
        for c in name.lowercased() where c != "(" && c != ")" {
            let c: Character = c == " " || c == "_" || c == "\t" ? "-" : c
            if c == "-" && (s.isEmpty || s.last == "-") { continue }
            s.append(c)
        }
        while s.last == "-" { s.removeLast() }
        for suffix in ["-inches", "-inch", "inches", "inch", "-in", "in", "”", "″", "\""] where s.hasSuffix(suffix) {
            let stem = s.dropLast(suffix.count)
            if let last = stem.last, last.isNumber { s = String(stem); break }
        }
        // A bare size is a display class; inside a name the inch mark is dropped (`ipad-pro-13-inch`).
        if !s.isEmpty, s.allSatisfy({ $0.isNumber || $0 == "." }) { return s + "\"" }
        return s
    }
}

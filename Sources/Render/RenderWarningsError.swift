/// A strict render (`RenderOptions.strict`) met warnings: each is a problem the image would show (a box
/// for a character no font has, a substitute for an unknown font). `description` is one line.
public struct RenderWarningsError: Error, Equatable, Sendable, CustomStringConvertible {
    public let warnings: [String]

    public init(warnings: [String]) { self.warnings = warnings }

    public var description: String {
        "\(warnings.count) render warning(s) in strict mode: " + warnings.joined(separator: "; ")
    }
}

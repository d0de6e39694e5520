/// The type SwiftUI gives a string literal passed to `Text`, `Button`, `Label` and the other views that
/// take a title: `Text("Tap **Send**")` is a `LocalizedStringKey`, and its inline Markdown becomes styled
/// runs (see `InlineMarkdown`). A `String` value is not a key (`Text(title)` with `title: String` takes the
/// verbatim initializer), so user content is never parsed by accident.
///
/// Interpolated values are arguments, not part of the Markdown: in `Text("**\(name)**")` the name is bold
/// but a `*` inside `name` stays a star, as when SwiftUI substitutes `%@` after parsing the key. Values are
/// written with `String(describing:)` (SwiftUI formats floating-point arguments with `%lf`, six decimals;
/// guide code formats numbers itself, so that quirk is not reproduced).
public struct LocalizedStringKey: Hashable, Sendable, ExpressibleByStringLiteral, ExpressibleByStringInterpolation {
    /// The literal text with each interpolated value replaced by a placeholder scalar.
    let format: String
    let arguments: [String]

    /// A key from a string value, parsed like a literal (SwiftUI's `LocalizedStringKey(_:)`).
    public init(_ value: String) { format = value; arguments = [] }
    public init(stringLiteral value: String) { format = value; arguments = [] }
    public init(stringInterpolation: StringInterpolation) {
        format = stringInterpolation.format; arguments = stringInterpolation.arguments
    }

    public struct StringInterpolation: StringInterpolationProtocol {
        var format = ""
        var arguments: [String] = []
        public init(literalCapacity: Int, interpolationCount: Int) { format.reserveCapacity(literalCapacity + interpolationCount) }
        public mutating func appendLiteral(_ literal: String) { format += literal }
        public mutating func appendInterpolation<T>(_ value: T) { append(String(describing: value)) }
        public mutating func appendInterpolation(verbatim value: String) { append(value) }
        mutating func append(_ argument: String) {
            format.unicodeScalars.append(LocalizedStringKey.placeholder(arguments.count))
            arguments.append(argument)
        }
    }

    /// Placeholders come from Supplementary Private Use Area-A, which no font draws and no real text
    /// uses; to the Markdown rules they are ordinary letters, as `%@` is.
    static func placeholder(_ index: Int) -> Unicode.Scalar { Unicode.Scalar(0xF0000 + UInt32(index))! }

    /// `source` with its placeholders replaced by their arguments.
    func substituting(_ source: String) -> String {
        guard !arguments.isEmpty else { return source }
        var out = ""
        for scalar in source.unicodeScalars {
            let i = Int(scalar.value) - 0xF0000
            if i >= 0 && i < arguments.count { out += arguments[i] } else { out.unicodeScalars.append(scalar) }
        }
        return out
    }

    /// The key as styled runs: the Markdown tree flattened, each leaf carrying the styles of the spans
    /// around it.
    var runs: [Text.Run] {
        var out: [Text.Run] = []
        func walk(_ nodes: [InlineMarkdown.Node], _ style: Text.Run) {
            for node in nodes {
                var run = style
                switch node {
                case .text(let s):
                    run.string = substituting(s); out.append(run)
                case .code(let s):
                    run.string = substituting(s); run.monospaced = true; out.append(run)
                case .emphasis(let children):
                    run.italic = true; walk(children, run)
                case .strong(let children):
                    run.weight = .bold; walk(children, run)
                case .strikethrough(let children):
                    run.strikethrough = true; walk(children, run)
                case .link(let destination, let children):
                    run.link = substituting(destination); walk(children, run)
                }
            }
        }
        walk(InlineMarkdown.parse(format), Text.Run(string: ""))
        return out.isEmpty ? [Text.Run(string: "")] : out
    }
}

/// Where something is in a configuration file: 1-based line and column, as editors count them.
public struct SourceMark: Sendable, Hashable, CustomStringConvertible {
    public let file: String
    public let line: Int
    public let column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file; self.line = line; self.column = column
    }

    /// `chat.yaml:3:5`, the form compilers use, so terminals and editors make it a link.
    public var description: String { "\(file):\(line):\(column)" }
}

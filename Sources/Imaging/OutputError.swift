/// Why an output could not be prepared or written; `description` is one line naming the path.
public struct OutputError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The path as the user gave it.
    public let path: RawPath
    /// What is wrong, e.g. "directory 'out/shots' does not exist" or "is a directory".
    public let reason: String

    public init(path: RawPath, reason: String) {
        self.path = path
        self.reason = reason
    }

    public var description: String { "cannot write '\(path.display)': \(reason)" }
}

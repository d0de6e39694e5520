/// Why `AtomicFile.write` failed; `description` is one line naming the output path.
public struct AtomicFileError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The path that was to be written.
    public let path: String
    /// What went wrong, e.g. "directory 'out/shots' does not exist" or "Permission denied".
    public let reason: String

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    public var description: String { "cannot write '\(path)': \(reason)" }
}

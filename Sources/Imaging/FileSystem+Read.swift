extension FileSystem {
    /// The whole content of the regular file at `path`, or why it cannot be read ("No such file or
    /// directory", "is a directory"): for messages that say what went wrong, which `contents` cannot.
    public static func read(_ path: RawPath) -> Result<[UInt8], FileReadError> {
        POSIXFile.readAll(path).mapError { FileReadError(reason: $0.reason) }
    }
}

/// Why a file could not be read, as a short reason.
public struct FileReadError: Error, Sendable, CustomStringConvertible {
    public let reason: String
    public var description: String { reason }
}

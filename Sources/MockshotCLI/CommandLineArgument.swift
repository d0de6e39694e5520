import Glibc
import Imaging

/// One `argv` entry kept as bytes (file names need not be UTF-8) with its text for matching option names.
public struct CommandLineArgument: Sendable {
    public let raw: RawPath
    public var text: String { raw.text }

    public init(_ raw: RawPath) { self.raw = raw }
    public init(_ text: String) { raw = RawPath(text) }
    public init(bytes: [UInt8]) { raw = RawPath(bytes: bytes) }

    /// The process's arguments after the program name, read from the C `argv` (Swift's
    /// `CommandLine.arguments` has already replaced invalid UTF-8 with U+FFFD).
    public static func process() -> [CommandLineArgument] {
        (1..<Int(CommandLine.argc)).compactMap { i in
            CommandLine.unsafeArgv[i].map { CommandLineArgument(RawPath(cString: $0)) }
        }
    }
}

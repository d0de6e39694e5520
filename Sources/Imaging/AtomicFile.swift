#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes files so that readers only ever see the old content or the complete new content.
///
/// The data goes to a uniquely named hidden temporary file in the destination's directory (same file
/// system, so rename(2) is atomic) and is renamed over the destination only once fully written and
/// closed. A crash, a full disk or a kill mid-write leaves the previous file (or none) in place, never a
/// truncated PNG that a later snapshot comparison would trip over. On failure the temporary file is
/// removed. There is no fsync: the guarantee covers process failure, not power loss, and syncing every
/// snapshot would slow test runs for no practical gain.
public enum AtomicFile {
    /// Atomically replaces (or creates) the file at `path` with `bytes`. The new file gets the usual
    /// 0666 & ~umask permissions.
    public static func write(_ bytes: [UInt8], to path: String) throws(AtomicFileError) {
        func failure(_ reason: String) -> AtomicFileError { AtomicFileError(path: path, reason: reason) }
        // 1. Split the path and check the directory, so the common mistakes get specific messages.
        guard !path.isEmpty else { throw failure("empty path") }
        guard !path.hasSuffix("/") else { throw failure("path names a directory") }
        let slash = path.lastIndex(of: "/")
        let directory = slash.map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? "."
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        var info = stat()
        if stat(directory, &info) != 0 {
            throw failure(errno == ENOENT ? "directory '\(directory)' does not exist" : "directory '\(directory)': \(POSIXFile.reason())")
        }
        guard (info.st_mode & S_IFMT) == S_IFDIR else { throw failure("'\(directory)' is not a directory") }

        // 2. Create the temporary file exclusively (O_EXCL), retrying on the unlikely name collision.
        var temporary = ""
        var fd: Int32 = -1
        for _ in 0..<16 {
            temporary = "\(directory)/.\(name).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp"
            fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
            if fd >= 0 || errno != EEXIST { break }
        }
        guard fd >= 0 else { throw failure("cannot create a file in '\(directory)': \(POSIXFile.reason())") }

        // 3. Write everything, close, and rename over the destination; any failure removes the temporary.
        if let reason = bytes.withUnsafeBytes({ FileSystem.writeAll($0, to: fd) }) {
            close(fd)
            unlink(temporary)
            throw failure(reason)
        }
        if close(fd) != 0 {
            let reason = POSIXFile.reason()
            unlink(temporary)
            throw failure(reason)
        }
        if rename(temporary, path) != 0 {
            let reason = POSIXFile.reason()
            unlink(temporary)
            throw failure(reason)
        }
    }
}

import CCairo
import Glibc

/// A set of output files written all or nothing: every output is checked and given its temporary file
/// first (`prepare`), the content goes to the temporaries (`write`), and only `commit` renames them into
/// place. A command that fails before `commit`, including by SIGINT, SIGTERM, SIGHUP or SIGXFSZ, leaves
/// no output and does not touch files that were there; the temporaries are removed.
///
/// What an output may be, decided in `prepare`:
/// - `-`, `/dev/stdout`, `/dev/fd/1`: standard output, written as a stream at `commit` (at most one) through
///   the transaction's `standardOutput`.
/// - A regular file or a new name in an existing directory: replaced atomically by rename(2). The new file
///   keeps the mode (and, for root, the owner) of the file it replaces.
/// - A symbolic link: followed; the file it points to is replaced and the link kept.
/// - Anything else (a directory, a FIFO, a device, a socket) is refused, as is one of the inputs given
///   to `init` (compared by device and inode, not by name) and the same file named twice.
///
/// Commit renames one file after another; each rename is atomic and cannot fail for lack of space, so a
/// partial commit needs the directory to vanish between `prepare` and `commit`.
public final class OutputTransaction {
    /// One prepared output.
    public struct Slot: Hashable, Sendable { let index: Int }

    private enum Target { case stream, file(RawPath) }

    private struct Entry {
        let requested: RawPath
        let target: Target
        var temporary: RawPath?
        var descriptor: Int32 = -1
        var cleanupSlot: Int32 = -1
        var pending: [UInt8]? = nil
        var written = false
        let identity: FileIdentity?
    }

    /// Writes a stream output's bytes; returns nil, or why the write failed (one line, e.g. "No space left
    /// on device").
    public typealias StreamWriter = (UnsafeRawBufferPointer) -> String?

    private var entries: [Entry] = []
    private let inputs: [(path: RawPath, identity: FileIdentity)]
    private let standardOutput: StreamWriter
    private var committed = false

    /// `inputs`: files the command reads; none of them may be an output. `standardOutput` receives a
    /// stream output's bytes at `commit` (default: file descriptor 1); a program running commands in
    /// process gives each run its own. `installingSignalCleanup` installs the handlers that remove
    /// temporaries on SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGPIPE and SIGXFSZ (`removeTemporariesOnSignals`);
    /// code running inside another program passes false, so it does not change that program's signal
    /// handling behind its back (its temporaries are still registered, and removed if the program has
    /// installed the handlers itself).
    public init(inputs: [RawPath] = [], standardOutput: @escaping StreamWriter = { FileSystem.writeAll($0, to: 1) },
                installingSignalCleanup: Bool = true) {
        self.inputs = inputs.compactMap { path in FileIdentity.of(path).map { (path, $0) } }
        self.standardOutput = standardOutput
        if installingSignalCleanup { Self.removeTemporariesOnSignals() }
    }

    /// Installs, once per process, the handlers that remove every registered temporary when a catchable
    /// signal ends the process, then hand the signal on (see `mockshot_cleanup.h`).
    public static func removeTemporariesOnSignals() { mks_cleanup_install() }

    deinit { discard() }

    /// Whether `path` names standard output.
    public static func isStream(_ path: RawPath) -> Bool {
        ["-", "/dev/stdout", "/dev/fd/1", "/proc/self/fd/1"].contains { Array($0.utf8) == path.bytes }
    }

    /// Checks `path` as an output and creates its temporary file.
    public func prepare(_ path: RawPath) throws(OutputError) -> Slot {
        func failure(_ reason: String) -> OutputError { OutputError(path: path, reason: reason) }
        precondition(!committed, "OutputTransaction: prepare after commit")
        // 1. Streams.
        guard !path.isEmpty else { throw failure("empty path") }
        if Self.isStream(path) {
            if entries.contains(where: { if case .stream = $0.target { true } else { false } }) {
                throw failure("standard output is already used by another output")
            }
            entries.append(Entry(requested: path, target: .stream, identity: nil))
            return Slot(index: entries.count - 1)
        }
        guard path.bytes.last != 0x2F else { throw failure("path names a directory") }
        // 2. Follow symbolic links to the file that will be replaced.
        let final = try resolveLinks(path)
        let directory = final.directory, name = final.lastComponent
        // 3. What is there now, and whether it may be replaced.
        var info = stat()
        let existing = final.withCString { stat($0, &info) } == 0
        var identity: FileIdentity?
        if existing {
            switch info.st_mode & S_IFMT {
            case S_IFREG: identity = FileIdentity.of(final)
            case S_IFDIR: throw failure("is a directory")
            case S_IFIFO: throw failure("is a FIFO; only regular files and standard output (- or /dev/stdout) are written")
            case S_IFCHR, S_IFBLK: throw failure("is a device; only regular files and standard output (- or /dev/stdout) are written")
            default: throw failure("is not a regular file; only regular files and standard output (- or /dev/stdout) are written")
            }
        } else {
            var dirInfo = stat()
            if directory.withCString({ stat($0, &dirInfo) }) != 0 {
                throw failure(errno == ENOENT ? "directory '\(directory.display)' does not exist"
                                              : "directory '\(directory.display)': \(POSIXFile.reason())")
            }
            guard (dirInfo.st_mode & S_IFMT) == S_IFDIR else { throw failure("'\(directory.display)' is not a directory") }
            identity = FileIdentity.future(name: name, in: directory)
        }
        if let identity {
            if let input = inputs.first(where: { $0.identity == identity }) {
                throw failure("it is also an input ('\(input.path.display)'); choose another output file")
            }
            if let other = entries.first(where: { $0.identity == identity }) {
                throw failure("the same file is already an output ('\(other.requested.display)')")
            }
        }
        // 4. The temporary, in the same directory so the final rename is atomic.
        StaleTemporaries.sweep(directory)
        var entry = Entry(requested: path, target: .file(final), identity: identity)
        try createTemporary(for: &entry, in: directory, replacing: existing ? info : nil)
        entries.append(entry)
        return Slot(index: entries.count - 1)
    }

    /// Writes the whole content of a prepared output (to its temporary; streams wait for `commit`).
    public func write(_ bytes: [UInt8], to slot: Slot) throws(OutputError) {
        var entry = entries[slot.index]
        precondition(!entry.written, "OutputTransaction: output written twice")
        switch entry.target {
        case .stream:
            entry.pending = bytes
        case .file:
            let reason = bytes.withUnsafeBytes { FileSystem.writeAll($0, to: entry.descriptor) }
            let closed = close(entry.descriptor) == 0 ? nil : POSIXFile.reason()
            entry.descriptor = -1
            entries[slot.index] = entry
            if let reason = reason ?? closed { throw OutputError(path: entry.requested, reason: reason) }
        }
        entry.written = true
        entries[slot.index] = entry
    }

    /// Puts every output in place. Outputs never written are an error (and nothing is committed).
    public func commit() throws(OutputError) {
        if let unwritten = entries.first(where: { !$0.written }) {
            throw OutputError(path: unwritten.requested, reason: "no content was produced")
        }
        committed = true
        for index in entries.indices {
            let entry = entries[index]
            guard case .file(let final) = entry.target, let temporary = entry.temporary else { continue }
            let renamed = temporary.withCString { from in final.withCString { to in rename(from, to) } } == 0
            let reason = renamed ? nil : POSIXFile.reason()
            if !renamed { _ = temporary.withCString { unlink($0) } }
            mks_cleanup_unregister(entry.cleanupSlot)
            entries[index].temporary = nil
            if let reason { discard(); throw OutputError(path: entry.requested, reason: reason) }
        }
        for entry in entries {
            guard case .stream = entry.target, let bytes = entry.pending else { continue }
            if let reason = bytes.withUnsafeBytes({ standardOutput($0) }) {
                throw OutputError(path: entry.requested, reason: reason)
            }
        }
    }

    /// Removes every temporary not yet committed.
    public func discard() {
        for index in entries.indices {
            if entries[index].descriptor >= 0 { close(entries[index].descriptor); entries[index].descriptor = -1 }
            if let temporary = entries[index].temporary {
                _ = temporary.withCString { unlink($0) }
                mks_cleanup_unregister(entries[index].cleanupSlot)
                entries[index].temporary = nil
            }
        }
    }

    // MARK: - Steps

    /// `path` with every symbolic link in its last component replaced by what it points to (relative
    /// targets resolved against the link's directory), at most 40 deep as the kernel allows.
    private func resolveLinks(_ path: RawPath) throws(OutputError) -> RawPath {
        var current = path
        for _ in 0..<40 {
            var info = stat()
            guard current.withCString({ lstat($0, &info) }) == 0, (info.st_mode & S_IFMT) == S_IFLNK else { return current }
            var buffer = [UInt8](repeating: 0, count: 4096)
            let count = current.withCString { link in
                buffer.withUnsafeMutableBytes { readlink(link, $0.baseAddress!.assumingMemoryBound(to: CChar.self), $0.count) }
            }
            guard count > 0 else { throw OutputError(path: path, reason: POSIXFile.reason()) }
            let target = RawPath(bytes: Array(buffer[..<count]))
            current = target.bytes.first == 0x2F ? target : current.directory.appending(target)
        }
        throw OutputError(path: path, reason: "too many levels of symbolic links")
    }

    /// Creates the entry's temporary file exclusively, registered for removal on a signal, with the
    /// mode (and, for root, the owner) of the file it will replace.
    private func createTemporary(for entry: inout Entry, in directory: RawPath, replacing old: stat?) throws(OutputError) {
        for _ in 0..<16 {
            let temporary = directory.appending(StaleTemporaries.makeName())
            let slot = temporary.withCString { mks_cleanup_register($0) }
            let fd = temporary.withCString { open($0, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666) }
            if fd < 0 {
                let code = errno
                mks_cleanup_unregister(slot)
                if code == EEXIST { continue }
                throw OutputError(path: entry.requested, reason: "cannot create a file in '\(directory.display)': \(POSIXFile.reason(code))")
            }
            if let old {
                if geteuid() == 0 { _ = fchown(fd, old.st_uid, old.st_gid) }
                _ = fchmod(fd, old.st_mode & 0o7777)
            }
            entry.temporary = temporary
            entry.descriptor = fd
            entry.cleanupSlot = slot
            return
        }
        throw OutputError(path: entry.requested, reason: "cannot create a temporary file in '\(directory.display)'")
    }
}

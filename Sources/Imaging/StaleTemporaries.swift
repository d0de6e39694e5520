import Glibc
import Synchronization

/// Names of mockshot's temporary output files, and the sweep that removes those a killed process left.
///
/// A temporary is `.mockshot-<pid>-<random>.tmp` in the destination's directory: at most 36 bytes
/// whatever the final name, so any name that fits the file system (255 bytes) can be written, and it
/// says which process made it. SIGKILL cannot be caught, so such a file can outlive its process; the
/// next run that writes into the same directory removes every one whose process is gone, or whose pid
/// now belongs to a process started after the file was last written (the pid was reused).
public enum StaleTemporaries {
    static let prefix = ".mockshot-"
    static let suffix = ".tmp"

    /// A fresh temporary name for this process.
    static func makeName() -> RawPath {
        let alphabet = Array("0123456789abcdefghijklmnopqrstuvwxyz".utf8)
        var random = [UInt8]()
        for _ in 0..<10 { random.append(alphabet[Int.random(in: 0..<alphabet.count)]) }
        return RawPath(bytes: Array("\(prefix)\(getpid())-".utf8) + random + Array(suffix.utf8))
    }

    /// The pid in a temporary's name, or nil when `name` is not one of ours.
    static func pid(inName name: [UInt8]) -> pid_t? {
        let text = String(decoding: name, as: UTF8.self)
        guard text.hasPrefix(prefix), text.hasSuffix(suffix) else { return nil }
        let middle = text.dropFirst(prefix.count).dropLast(suffix.count)
        let parts = middle.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[1].count == 10, parts[1].allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }),
              let pid = pid_t(parts[0]), pid > 0 else { return nil }
        return pid
    }

    /// Directories already swept by this process.
    private static let swept = Mutex<Set<[UInt8]>>([])

    /// Removes stale temporaries in `directory`, once per directory per process. Returns how many
    /// were removed. Files that are not regular, not ours by name, or not owned by this user are left.
    @discardableResult
    public static func sweep(_ directory: RawPath) -> Int {
        let first = swept.withLock { $0.insert(directory.bytes).inserted }
        guard first else { return 0 }
        guard let dir = directory.withCString({ opendir($0) }) else { return 0 }
        defer { closedir(dir) }
        var removed = 0
        while let entry = readdir(dir) {
            let name: [UInt8] = withUnsafeBytes(of: entry.pointee.d_name) { raw in Array(raw.prefix { $0 != 0 }) }
            guard let pid = pid(inName: name) else { continue }
            let path = directory.appending(RawPath(bytes: name))
            var info = stat()
            guard path.withCString({ lstat($0, &info) }) == 0, (info.st_mode & S_IFMT) == S_IFREG,
                  info.st_uid == geteuid() else { continue }
            let modified = Double(info.st_mtim.tv_sec) + Double(info.st_mtim.tv_nsec) / 1e9
            if isStale(pid: pid, modified: modified), path.withCString({ unlink($0) }) == 0 { removed += 1 }
        }
        return removed
    }

    /// Whether a temporary written at `modified` (seconds since the epoch) by `pid` is abandoned.
    static func isStale(pid: pid_t, modified: Double) -> Bool {
        if kill(pid, 0) != 0 && errno == ESRCH { return true }
        // The pid is alive: it made the file only if it started before the file was last written.
        // Start times are known to a clock tick and the boot time to a second, hence the margin.
        guard let started = processStart(pid) else { return false }
        return started > modified + 2
    }

    /// When process `pid` started, in seconds since the epoch, from /proc (nil if unknown).
    static func processStart(_ pid: pid_t) -> Double? {
        guard let stat = FileSystem.contents("/proc/\(pid)/stat"), let close = stat.lastIndex(of: UInt8(ascii: ")")),
              let boot = bootTime() else { return nil }
        // Fields after the command name: state is field 3, starttime is field 22.
        let fields = String(decoding: stat[(close + 1)...], as: UTF8.self).split(separator: " ")
        guard fields.count > 19, let ticks = Double(fields[19]) else { return nil }
        return boot + ticks / Double(sysconf(Int32(_SC_CLK_TCK)))
    }

    private static func bootTime() -> Double? {
        guard let text = FileSystem.contents("/proc/stat") else { return nil }
        for line in String(decoding: text, as: UTF8.self).split(separator: "\n") where line.hasPrefix("btime ") {
            return Double(line.dropFirst(6).trimmingPrefix(" "))
        }
        return nil
    }
}

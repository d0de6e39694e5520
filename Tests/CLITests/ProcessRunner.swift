import Foundation
import Glibc

/// Runs the built `mockshot` with arguments as raw bytes (file names that are not UTF-8), an optional
/// shell prefix (`ulimit -f 4;`), a time limit, and reports how it ended and its peak memory.
///
/// Foundation's `Process` takes `String` arguments, which cannot carry an invalid UTF-8 byte, and has
/// no time limit; this is posix_spawn with pipes.
struct ProcessRunner {
    struct Result {
        /// The exit status, or nil when the process was killed by a signal.
        let status: Int32?
        /// The signal that ended the process, if one did.
        let signal: Int32?
        let stdout: [UInt8]
        let stderr: String
        /// Peak resident memory of the command in KiB, when run with `measureMemory`; -1 otherwise.
        let maxRSSKiB: Int
        /// Whether the time limit was hit (the process was then killed).
        let timedOut: Bool
        var stdoutText: String { String(decoding: stdout, as: UTF8.self) }
    }

    /// The binary sits beside the test bundle in `.build/<config>/`; `MOCKSHOT_TEST_BINARY` points the
    /// tests at another build (e.g. an older one, to see a reproducer fail).
    static var binary: String {
        if let other = ProcessInfo.processInfo.environment["MOCKSHOT_TEST_BINARY"], !other.isEmpty { return other }
        return URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("mockshot").path
    }

    /// GNU time, which measures a command's peak memory from a small process of its own: the peak that
    /// wait4 reports for a child spawned from this (large) test process includes this process's own.
    static let timeTool = "/usr/bin/time"

    /// Runs `mockshot args…`; with `shellPrefix`, runs it through `/bin/sh -c 'PREFIX exec "$@"'`; with
    /// `measureMemory`, under GNU time, whose figure becomes `maxRSSKiB`. `onStart` is called with the
    /// child's pid (to send it signals) while it runs.
    static func run(_ args: [[UInt8]], shellPrefix: String? = nil, timeout: Double = 60, binary: String = ProcessRunner.binary,
                    measureMemory: Bool = false, onStart: ((pid_t) -> Void)? = nil) -> Result {
        let memoryFile = FileManager.default.temporaryDirectory.appendingPathComponent("mockshot-rss-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: memoryFile) }
        var command: [[UInt8]] = [Array(binary.utf8)] + args
        if measureMemory { command = [timeTool, "-q", "-f", "%M", "-o", memoryFile].map { Array($0.utf8) } + command }
        var path = String(decoding: command[0], as: UTF8.self)
        var argv = command
        if let shellPrefix {
            path = "/bin/sh"
            argv = [Array("sh".utf8), Array("-c".utf8), Array("\(shellPrefix) exec \"$@\"".utf8), Array("sh".utf8)] + command
        }
        var outPipe: [Int32] = [0, 0], errPipe: [Int32] = [0, 0]
        pipe(&outPipe); pipe(&errPipe)
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        posix_spawn_file_actions_adddup2(&actions, outPipe[1], 1)
        posix_spawn_file_actions_adddup2(&actions, errPipe[1], 2)
        posix_spawn_file_actions_addclose(&actions, outPipe[0]); posix_spawn_file_actions_addclose(&actions, errPipe[0])
        var cArgs: [UnsafeMutablePointer<CChar>?] = argv.map { bytes in
            let p = UnsafeMutablePointer<CChar>.allocate(capacity: bytes.count + 1)
            for (i, b) in bytes.enumerated() { p[i] = CChar(bitPattern: b) }
            p[bytes.count] = 0
            return p
        }
        cArgs.append(nil)
        defer { for p in cArgs { p?.deallocate() } }
        // The child starts with default signal actions and nothing blocked, whatever the test runner set
        // for itself (it may ignore or block SIGINT and SIGTERM, which the child would inherit).
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        var none = sigset_t(), all = sigset_t()
        sigemptyset(&none); sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, path, &actions, &attributes, cArgs, environ)
        posix_spawn_file_actions_destroy(&actions)
        posix_spawnattr_destroy(&attributes)
        close(outPipe[1]); close(errPipe[1])
        guard spawned == 0 else {
            close(outPipe[0]); close(errPipe[0])
            return Result(status: nil, signal: nil, stdout: [], stderr: "spawn failed: \(spawned)", maxRSSKiB: 0, timedOut: false)
        }
        onStart?(pid)
        // Read both pipes until EOF, killing the child if it outlives the time limit.
        var out = [UInt8](), err = [UInt8]()
        var open = [outPipe[0], errPipe[0]]
        let deadline = Date().addingTimeInterval(timeout)
        var timedOut = false
        var buffer = [UInt8](repeating: 0, count: 65536)
        while !open.isEmpty {
            var fds = open.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            let remaining = Int32(max(0, deadline.timeIntervalSinceNow) * 1000)
            if poll(&fds, nfds_t(fds.count), min(remaining, 100)) == 0 && Date() > deadline && !timedOut {
                timedOut = true
                kill(pid, SIGKILL)
            }
            for f in fds where f.revents != 0 {
                let n = read(f.fd, &buffer, buffer.count)
                if n > 0 {
                    if f.fd == outPipe[0] { out += buffer[0..<n] } else { err += buffer[0..<n] }
                } else {
                    close(f.fd); open.removeAll { $0 == f.fd }
                }
            }
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let signaled = (status & 0x7f) != 0 && (status & 0x7f) != 0x7f
        let measured = (try? String(contentsOfFile: memoryFile, encoding: .utf8))?
            .split(separator: "\n").last.flatMap { Int($0.trimmingCharacters(in: .whitespaces)) } ?? -1
        return Result(status: signaled ? nil : (status >> 8) & 0xff, signal: signaled ? status & 0x7f : nil,
                      stdout: out, stderr: String(decoding: err, as: UTF8.self), maxRSSKiB: measured, timedOut: timedOut)
    }

    static func run(_ args: [String], shellPrefix: String? = nil, timeout: Double = 60, binary: String = ProcessRunner.binary,
                    measureMemory: Bool = false, onStart: ((pid_t) -> Void)? = nil) -> Result {
        run(args.map { Array($0.utf8) }, shellPrefix: shellPrefix, timeout: timeout, binary: binary, measureMemory: measureMemory,
            onStart: onStart)
    }
}

/// A fresh directory for one test, removed afterwards; names listed as raw bytes (hidden files included).
final class ScratchDirectory {
    let path: String
    init() throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("mockshot-cli-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }
    deinit { try? FileManager.default.removeItem(atPath: path) }

    func file(_ name: String) -> String { path + "/" + name }
    func exists(_ name: String) -> Bool { FileManager.default.fileExists(atPath: file(name)) }

    /// Every entry's name as bytes, sorted.
    func entries() -> [[UInt8]] {
        guard let dir = opendir(path) else { return [] }
        defer { closedir(dir) }
        var names: [[UInt8]] = []
        while let entry = readdir(dir) {
            let name: [UInt8] = withUnsafeBytes(of: entry.pointee.d_name) { Array($0.prefix { $0 != 0 }) }
            if name != [46] && name != [46, 46] { names.append(name) }
        }
        return names.sorted { $0.lexicographicallyPrecedes($1) }
    }
    /// Entry names as text.
    func names() -> [String] { entries().map { String(decoding: $0, as: UTF8.self) } }

    func write(_ name: String, _ bytes: [UInt8]) throws { try Data(bytes).write(to: URL(fileURLWithPath: file(name))) }
    func read(_ name: String) throws -> [UInt8] { Array(try Data(contentsOf: URL(fileURLWithPath: file(name)))) }
}

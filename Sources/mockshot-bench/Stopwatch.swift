import Glibc
import ImageCompare

/// Wall-clock timing with medians: every figure the bench prints is the median of several runs.
enum Stopwatch {
    static func now() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }

    /// Milliseconds of one call of `body`.
    static func time(_ body: () throws -> Void) rethrows -> Double {
        let t0 = now(); try body(); return (now() - t0) * 1000
    }

    static func median(_ xs: [Double]) -> Double {
        let s = xs.sorted()
        guard !s.isEmpty else { return .nan }
        return s.count % 2 == 1 ? s[s.count / 2] : (s[s.count / 2 - 1] + s[s.count / 2]) / 2
    }

    /// Runs each body `runs` times, interleaved so both see the same machine conditions; returns medians.
    static func compare(runs: Int, warmup: Int = 2, _ a: () throws -> Void, _ b: () throws -> Void) rethrows -> (Double, Double) {
        for _ in 0..<warmup { try a(); try b() }
        var ta: [Double] = [], tb: [Double] = []
        for _ in 0..<runs { ta.append(try time(a)); tb.append(try time(b)) }
        return (median(ta), median(tb))
    }
}

/// Runs a process; returns its wall time in ms, the CPU time it and its threads used (user + system, from
/// `wait4`) and its exit status. `posix_spawn` and `wait4` directly: Foundation's `Process` (not linked
/// here anyway) waits through a run loop and adds tens of milliseconds to what it measures.
/// Standard error goes to `stderrPath` when given (truncated first), else to /dev/null.
func runProcess(_ path: String, _ args: [String], stderrPath: String? = nil) throws -> (ms: Double, cpuMs: Double, status: Int32) {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, stderrPath ?? "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    let argv: [UnsafeMutablePointer<CChar>?] = ([path] + args).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var pid: pid_t = 0
    let t0 = Stopwatch.now()
    let rc = posix_spawn(&pid, path, &actions, nil, argv, environ)
    guard rc == 0 else { throw BenchError(message: "cannot run \(path): \(String(cString: strerror(rc)))") }
    var status: Int32 = 0
    var usage = rusage()
    wait4(pid, &status, 0, &usage)
    let wall = (Stopwatch.now() - t0) * 1000
    func ms(_ t: timeval) -> Double { Double(t.tv_sec) * 1000 + Double(t.tv_usec) / 1000 }
    return (wall, ms(usage.ru_utime) + ms(usage.ru_stime), (status >> 8) & 0xFF)
}

func fmt(_ v: Double, _ digits: Int = 2) -> String { FixedDecimal.format(v, fractionDigits: digits) }

/// The value of an environment variable, or nil.
func environment(_ name: String) -> String? { getenv(name).map { String(cString: $0) } }

struct BenchError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}

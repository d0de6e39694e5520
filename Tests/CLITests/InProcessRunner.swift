import Foundation
import Glibc
import MockshotCLI
import Synchronization

/// Runs `mockshot args…` inside this test process with `MockshotCLI.run`, the function the binary's
/// `main` calls, and reports it in `ProcessRunner.Result`'s shape, so a suite's expectations do not
/// depend on how the command was run.
///
/// Why: a child process costs ~10 ms of CPU before any work (exec, mapping ~50 shared libraries, fresh
/// pages) and then repeats the font and shaping warm-ups this process has already done; the CLI tests
/// started ~250 of them. Tests whose subject is the process itself (signals, `ulimit`, peak memory, a
/// real terminal or `/dev/full` as fd 1, the installed layout, the environment's fonts) keep
/// `ProcessRunner`, and `BinaryIsTheLibraryTests` checks that the two agree.
///
/// Each run gets standard output and standard error of its own (runs go in parallel); arguments are
/// bytes, as `argv` is, so non-UTF-8 file names arrive unchanged. A run goes on a thread of its own with
/// the 8 MiB stack of the binary's main thread (a test's thread may have less, and layout recurses) and
/// no task-local values of the test, as the binary's `main` has none.
enum InProcessRunner {
    static func run(_ args: [[UInt8]], standardOutput: OutputSink? = nil) -> ProcessRunner.Result {
        let out = Capture(), err = Capture()
        let io = CLIIO(standardOutput: standardOutput ?? out.sink, standardError: err.sink)
        let arguments = args.map { CommandLineArgument(bytes: $0) }
        let status = onMainSizedThread { MockshotCLI.run(arguments, io: io) }
        return ProcessRunner.Result(status: status, signal: nil, stdout: out.bytes, stderr: String(decoding: err.bytes, as: UTF8.self),
                                    maxRSSKiB: -1, timedOut: false)
    }

    /// `body()` on a new thread with an 8 MiB stack, waited for.
    static func onMainSizedThread(_ body: @escaping @Sendable () -> Int32) -> Int32 {
        final class Work: @unchecked Sendable {
            // @unchecked: `status` is written by the thread before it ends and read after pthread_join.
            let body: @Sendable () -> Int32
            var status: Int32 = -1
            init(_ body: @escaping @Sendable () -> Int32) { self.body = body }
        }
        let work = Work(body)
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setstacksize(&attributes, 8 << 20)
        var thread = pthread_t()
        let created = pthread_create(&thread, &attributes, { raw in
            let work = Unmanaged<Work>.fromOpaque(raw!).takeUnretainedValue()
            work.status = work.body()
            return nil
        }, Unmanaged.passUnretained(work).toOpaque())
        guard created == 0 else { return work.body() }
        pthread_join(thread, nil)
        return withExtendedLifetime(work) { work.status }
    }

    static func run(_ args: [String]) -> ProcessRunner.Result { run(args.map { Array($0.utf8) }) }

    /// A stream's bytes, collected under a lock (a batch's worker threads write standard error at once).
    final class Capture: Sendable {
        private let buffer = Mutex<[UInt8]>([])
        var bytes: [UInt8] { buffer.withLock { $0 } }
        var sink: OutputSink {
            OutputSink { bytes in
                self.buffer.withLock { $0.append(contentsOf: bytes) }
                return nil
            }
        }
    }

    /// A standard output whose every write fails as a full disk's does (`> /dev/full`).
    static let fullDevice = OutputSink { _ in String(cString: strerror(ENOSPC)) }
}

/// How the suites run `mockshot` when the process is not their subject: in process, unless
/// `MOCKSHOT_TEST_PROCESSES=1` or `MOCKSHOT_TEST_BINARY` (another build to run the reproducers against)
/// asks for the binary.
enum CLIRunner {
    static let usesProcesses: Bool = {
        let environment = ProcessInfo.processInfo.environment
        return environment["MOCKSHOT_TEST_PROCESSES"] == "1" || !(environment["MOCKSHOT_TEST_BINARY"] ?? "").isEmpty
    }()

    static func run(_ args: [[UInt8]]) -> ProcessRunner.Result {
        usesProcesses ? ProcessRunner.run(args) : InProcessRunner.run(args)
    }

    static func run(_ args: [String]) -> ProcessRunner.Result { run(args.map { Array($0.utf8) }) }
}

import Glibc

/// Runs work on a fixed number of threads. The CLI does not link Foundation (`Thread`), and Swift's
/// concurrency pool is as wide as the machine's cores, whatever `--jobs` asks for; POSIX threads give
/// exactly the width asked for.
enum WorkerThreads {
    /// Calls `body(i)` for each `i` in `0..<count`, each on its own thread (the calling thread is worker
    /// 0), and returns when every call has. A thread that cannot be created runs its work on the caller.
    static func run(count: Int, _ body: @escaping @Sendable (Int) -> Void) {
        var threads: [pthread_t] = []
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        // Deep view trees recurse during layout; give workers the main thread's usual 8 MiB and more.
        pthread_attr_setstacksize(&attributes, 16 << 20)
        defer { pthread_attr_destroy(&attributes) }
        var inline: [Int] = []
        for i in 1..<max(count, 1) {
            let work = Unmanaged.passRetained(Work { body(i) })
            var thread = pthread_t()
            let status = pthread_create(&thread, &attributes, { raw in
                Unmanaged<Work>.fromOpaque(raw!).takeRetainedValue().run()
                return nil
            }, work.toOpaque())
            if status == 0 { threads.append(thread) } else { work.release(); inline.append(i) }
        }
        body(0)
        for i in inline { body(i) }
        for thread in threads { pthread_join(thread, nil) }
    }

    /// The number of processors online (the default for `--jobs`).
    static var cores: Int { max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))) }

    /// A closure handed to a new thread.
    private final class Work: @unchecked Sendable {
        // @unchecked: the closure is @Sendable; the box only carries it across pthread_create.
        let run: @Sendable () -> Void
        init(_ run: @escaping @Sendable () -> Void) { self.run = run }
    }
}

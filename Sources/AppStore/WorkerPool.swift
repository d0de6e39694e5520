import Glibc
import Imaging
import Synchronization

/// Runs numbered work items on exactly `workers` threads, each with state of its own (a font map and a
/// text measurer, which must not be shared): a thread takes the next unclaimed item until none is left.
/// The order items finish in varies with the threads; what each produces does not.
///
/// POSIX threads rather than Dispatch or Swift concurrency: the width must be what `--jobs` asks for, not
/// the machine's core count, and layout of deep view trees recurses, so workers get 16 MiB stacks (a
/// dispatch worker has 512 KiB).
enum WorkerPool {
    static func run<State>(count: Int, workers: Int, makeState: @escaping @Sendable () -> State,
                           body: @escaping @Sendable (Int, inout State) -> Void) {
        guard count > 0 else { return }
        let threads = max(1, min(workers, count))
        let next = Counter()
        // With a worker per core, each keeps its PNG bands and canvas fills on its own thread (as batches of
        // scenes do) instead of every worker spreading over every core; a lone worker spreads, and so does the
        // one that takes the last item: the others have nothing left to take, and their cores fall idle as
        // they finish (output does not depend on it).
        let spread = threads == 1
        let work: @Sendable () -> Void = {
            var state = ParallelWork.$isAllowed.withValue(spread) { makeState() }
            while true {
                let i = next.value.add(1, ordering: .relaxed).oldValue
                if i >= count { break }
                ParallelWork.$isAllowed.withValue(spread || i == count - 1) { body(i, &state) }
            }
        }
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        pthread_attr_setstacksize(&attributes, 16 << 20)
        defer { pthread_attr_destroy(&attributes) }
        var started: [pthread_t] = []
        for _ in 1..<threads {
            let box = Unmanaged.passRetained(Job(work))
            var thread = pthread_t()
            let status = pthread_create(&thread, &attributes, { raw in
                Unmanaged<Job>.fromOpaque(raw!).takeRetainedValue().run()
                return nil
            }, box.toOpaque())
            if status == 0 { started.append(thread) } else { box.release() }
        }
        // The calling thread works too; threads that could not start leave their share to the others.
        work()
        for thread in started { pthread_join(thread, nil) }
    }

    /// A closure carried across `pthread_create`.
    private final class Job: @unchecked Sendable {
        // @unchecked: the closure is @Sendable; the box only hands it to the new thread.
        let run: @Sendable () -> Void
        init(_ run: @escaping @Sendable () -> Void) { self.run = run }
    }

    /// The next item's number, shared by the pool's threads.
    private final class Counter: Sendable {
        let value = Atomic<Int>(0)
    }

    /// Processors online: the default number of workers.
    static var cores: Int { max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))) }
}

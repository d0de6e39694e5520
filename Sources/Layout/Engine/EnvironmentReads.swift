import Synchronization

/// The environment keys read while some work ran (see `recording(_:)`).
///
/// Why: layout and its views see the environment only through `EnvironmentValues`' subscript, and a
/// render lays out on one thread, so a render is a function of the view, the proposal, the scale and the
/// values it read. An environment that differs from the recorded one only in keys that were never read
/// renders the same pixels, without rendering it: "does Reduce Motion change this screen?" is answered
/// "no" when nothing looked at Reduce Motion. Every read of any environment during the work is recorded
/// (more than needed is only cautious).
///
/// A task-local rather than a field of `EnvironmentValues`, so the environment's layout stays as it is
/// (code compiled against it keeps working); while nothing records anywhere, a read costs one atomic load.
public final class EnvironmentReads: Sendable {
    private let keys = Mutex<Set<ObjectIdentifier>>([])

    @TaskLocal private static var current: EnvironmentReads?
    /// How many recordings are running in the process, so reads skip the task-local lookup when none is.
    private static let recordings = Atomic<Int>(0)

    public init() {}

    /// Runs `work`, recording in this log every environment key it reads (on this thread or task).
    public func recording<R>(_ work: () throws -> R) rethrows -> R {
        Self.recordings.add(1, ordering: .relaxed)
        defer { Self.recordings.subtract(1, ordering: .relaxed) }
        return try Self.$current.withValue(self) { try work() }
    }

    /// Records `key` in the log of the recording this read happens in, if any.
    static func read(_ key: ObjectIdentifier) {
        guard recordings.load(ordering: .relaxed) > 0, let log = current else { return }
        log.insert(key)
    }

    func insert(_ key: ObjectIdentifier) {
        _ = keys.withLock { $0.insert(key) }
    }

    /// Whether any key that `assignments` gives a value was read.
    public func readAny(of assignments: EnvironmentValues) -> Bool {
        keys.withLock { read in assignments.assignedKeys.contains { read.contains($0) } }
    }
}

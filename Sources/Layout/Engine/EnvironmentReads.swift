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
/// (code compiled against it keeps working) and reads outside a recording cost one task-local lookup.
public final class EnvironmentReads: Sendable {
    private let keys = Mutex<Set<ObjectIdentifier>>([])

    @TaskLocal static var current: EnvironmentReads?

    public init() {}

    /// Runs `work`, recording in this log every environment key it reads (on this thread or task).
    public func recording<R>(_ work: () throws -> R) rethrows -> R {
        try Self.$current.withValue(self) { try work() }
    }

    func insert(_ key: ObjectIdentifier) {
        _ = keys.withLock { $0.insert(key) }
    }

    /// Whether any key that `assignments` gives a value was read.
    public func readAny(of assignments: EnvironmentValues) -> Bool {
        keys.withLock { read in assignments.assignedKeys.contains { read.contains($0) } }
    }
}

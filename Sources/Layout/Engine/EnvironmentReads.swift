import Synchronization

/// The environment keys a piece of work read (see `EnvironmentValues.recordingReads(in:)`).
///
/// Why: layout and its views see the environment only through `EnvironmentValues`' subscript, so a render
/// is a function of the view, the proposal, the scale and the values it read. An environment that differs
/// from the recorded one only in keys that were never read renders the same pixels, without rendering it:
/// "does Reduce Motion change this screen?" is answered "no" when nothing looked at Reduce Motion.
public final class EnvironmentReads: Sendable {
    private let keys = Mutex<Set<ObjectIdentifier>>([])

    public init() {}

    func insert(_ key: ObjectIdentifier) {
        _ = keys.withLock { $0.insert(key) }
    }

    /// Whether any key that `assignments` gives a value was read.
    public func readAny(of assignments: EnvironmentValues) -> Bool {
        keys.withLock { read in assignments.assignedKeys.contains { read.contains($0) } }
    }
}

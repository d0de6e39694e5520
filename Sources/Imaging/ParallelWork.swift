/// Whether one image's work may spread over the machine's cores: the PNG encoder's bands of rows, and a
/// canvas made on another core while the layout runs. On by default, so a single render uses the whole
/// machine. A batch that already runs one render per core turns it off for its workers, so `--jobs N`
/// keeps to N cores and the workers do not compete with their own helper threads. The bytes written are
/// the same either way (the bands are cut by image size and joined in order).
///
/// A task-local value: bound with `ParallelWork.$isAllowed.withValue(false) { … }` around a worker's
/// loop (outside a Swift task it is bound to the calling thread).
public enum ParallelWork {
    @TaskLocal public static var isAllowed = true
}

import Glibc

/// A mutual-exclusion lock around code rather than around one value.
///
/// Why not `Mutex`: the pools hand values that are not `Sendable` (Pango font maps, cairo surfaces) in and
/// out, and a `Mutex` may only take in and give out values the compiler can prove are not shared, which a
/// caller's font map or surface is not. The pools' own discipline (a value is used by one render at a time)
/// is what keeps them safe; this lock only serialises access to the pools' arrays.
///
/// The `pthread_mutex_t` lives at a fixed heap address because a pthread mutex must never move.
final class Lock: @unchecked Sendable {
    // @unchecked: the mutex is the synchronisation itself.
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    init() {
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        let status = pthread_mutex_init(mutex, nil)
        precondition(status == 0, "pthread_mutex_init failed (\(status))")
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    /// Runs `body` while holding the lock.
    func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }
}

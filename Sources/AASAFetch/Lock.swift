#if canImport(Glibc)
    import Glibc
#endif

/// A POSIX mutex and its condition variable, for the fetch loop's queue, whose thread waits on
/// the condition (what Foundation's `NSCondition` is, without full Foundation in the binary).
/// Other shared state uses `Synchronization.Mutex` and `Atomic`.
final class Lock: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)

    init() {
        pthread_mutex_init(mutex, nil)
        pthread_cond_init(condition, nil)
    }

    deinit {
        pthread_cond_destroy(condition)
        pthread_mutex_destroy(mutex)
        condition.deallocate()
        mutex.deallocate()
    }

    func lock() { pthread_mutex_lock(mutex) }
    func unlock() { pthread_mutex_unlock(mutex) }

    func withLock<T>(_ body: () throws -> T) rethrows -> T {
        lock()
        defer { unlock() }
        return try body()
    }

    /// Waits for ``broadcast()``, the lock released meanwhile and held again on return.
    func wait() { pthread_cond_wait(condition, mutex) }
    func broadcast() { pthread_cond_broadcast(condition) }
}

import Foundation

/// Failures of this test process, rewritten into one HTML report after each new failure, so the
/// report is complete when the run ends however the run ends.
final class FailureLog: @unchecked Sendable {
    // @unchecked: every access holds `lock`.
    static let shared = FailureLog()
    private let lock = NSLock()
    private var failures: [SnapshotFailure] = []
    private var counters: [String: Int] = [:]

    func add(_ failure: SnapshotFailure, reportDirectory: String) -> String {
        lock.lock(); defer { lock.unlock() }
        failures.append(failure)
        let url = URL(fileURLWithPath: reportDirectory).appendingPathComponent("report.html")
        try? FileManager.default.createDirectory(atPath: reportDirectory, withIntermediateDirectories: true)
        try? HTMLReport.write(failures, to: url.path, title: "mockshot snapshot failures")
        return url.path
    }

    /// 1, 2, 3… per test, for assertions without a name.
    func nextIndex(for key: String) -> Int {
        lock.lock(); defer { lock.unlock() }
        counters[key, default: 0] += 1
        return counters[key]!
    }
}

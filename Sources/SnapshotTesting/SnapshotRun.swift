import Foundation
import ImageCompare

/// What one test run leaves in an artifacts directory: the failures of every test process of the run
/// (XCTest and Swift Testing run as two processes under one `swift test`), one `report.html` listing
/// them all, and the references each process touched (for `scripts/snapshot-orphans.sh`).
///
/// State lives on disk under `<artifacts>/.mockshot-run/`, so the processes of a run share it: `id`
/// names the run, `failures/*.json` hold one failure each, `touched-<pid>.txt` the references used.
/// The first assertion of a process that finds another run's `id` removes that run's report, artifacts
/// and records (only files it wrote itself: the artifacts directory may be shared), so a passing run
/// never shows an earlier run's failures. A run is the parent process: `swift test` is the parent of
/// every test process it starts; `SNAPSHOT_TESTING_RUN_ID` names a run explicitly.
final class SnapshotRun: @unchecked Sendable {
    // @unchecked: every access holds `lock`; cross-process access holds an flock on `<run>/lock`.
    static let shared = SnapshotRun()
    init() {}
    private let lock = NSLock()
    private var prepared: Set<String> = []
    private var touched: [String: FileHandle] = [:]
    private var counters: [String: Int] = [:]

    /// 1, 2, 3… per test, for assertions without a name.
    func nextIndex(for key: String) -> Int {
        lock.lock(); defer { lock.unlock() }
        counters[key, default: 0] += 1
        return counters[key]!
    }

    static let note = "To accept the new images, run the tests with SNAPSHOT_TESTING_RECORD=failed "
        + "(e.g. SNAPSHOT_TESTING_RECORD=failed swift test), then look at every changed reference before committing."

    /// This run's identity: `SNAPSHOT_TESTING_RUN_ID`, else the parent's pid and start time.
    static let runID: String = {
        if let explicit = ProcessInfo.processInfo.environment["SNAPSHOT_TESTING_RUN_ID"], !explicit.isEmpty { return explicit }
        let parent = getppid()
        let stat = (try? String(contentsOfFile: "/proc/\(parent)/stat", encoding: .utf8)) ?? ""
        let fields = stat.split(separator: ")").last?.split(separator: " ") ?? []
        return "\(parent)-\(fields.count > 19 ? String(fields[19]) : "0")"
    }()

    static func runDirectory(_ artifacts: String) -> String { artifacts + "/.mockshot-run" }

    /// Starts this run in `artifacts` (once per process): clears what an earlier run left.
    func prepare(_ artifacts: String, runID: String = SnapshotRun.runID) {
        lock.lock(); defer { lock.unlock() }
        guard prepared.insert(artifacts).inserted else { return }
        let run = Self.runDirectory(artifacts)
        let fm = FileManager.default
        try? fm.createDirectory(atPath: run + "/failures", withIntermediateDirectories: true)
        Self.withFileLock(run) {
            let idPath = run + "/id"
            if (try? String(contentsOfFile: idPath, encoding: .utf8)) == runID { return }
            // Another run's leftovers: its artifacts (as its records list them), report and records.
            for record in (try? fm.contentsOfDirectory(atPath: run + "/failures")) ?? [] {
                let path = run + "/failures/" + record
                if let data = fm.contents(atPath: path), let failure = try? JSONDecoder().decode(SnapshotFailure.self, from: data) {
                    for file in [failure.actualPath, failure.diffPath].compactMap({ $0 }) { try? fm.removeItem(atPath: file) }
                    if failure.referencePath.hasPrefix(artifacts + "/") { try? fm.removeItem(atPath: failure.referencePath) }
                }
                try? fm.removeItem(atPath: path)
            }
            for file in (try? fm.contentsOfDirectory(atPath: run)) ?? [] where file.hasPrefix("touched-") {
                try? fm.removeItem(atPath: run + "/" + file)
            }
            try? fm.removeItem(atPath: artifacts + "/report.html")
            try? Data(runID.utf8).write(to: URL(fileURLWithPath: idPath), options: .atomic)
        }
    }

    /// Notes that this run used `reference` (whether it passed or not).
    func touch(_ reference: String, artifacts: String) {
        lock.lock(); defer { lock.unlock() }
        if touched[artifacts] == nil {
            let path = Self.runDirectory(artifacts) + "/touched-\(getpid()).txt"
            _ = FileManager.default.createFile(atPath: path, contents: nil)
            touched[artifacts] = FileHandle(forWritingAtPath: path)
            _ = try? touched[artifacts]?.seekToEnd()
        }
        try? touched[artifacts]?.write(contentsOf: Data((reference + "\n").utf8))
    }

    /// Adds a failure to the run and rewrites the report from every failure of the run; returns the
    /// report's path.
    func add(_ failure: SnapshotFailure, key: String, artifacts: String) -> String {
        lock.lock(); defer { lock.unlock() }
        let run = Self.runDirectory(artifacts)
        let report = artifacts + "/report.html"
        Self.withFileLock(run) {
            let fm = FileManager.default
            try? fm.createDirectory(atPath: run + "/failures", withIntermediateDirectories: true)
            if let data = try? JSONEncoder().encode(failure) {
                try? data.write(to: URL(fileURLWithPath: run + "/failures/" + SnapshotPaths.sanitize(key) + ".json"), options: .atomic)
            }
            var failures: [SnapshotFailure] = []
            for record in (try? fm.contentsOfDirectory(atPath: run + "/failures")) ?? [] where record.hasSuffix(".json") {
                if let data = fm.contents(atPath: run + "/failures/" + record),
                   let f = try? JSONDecoder().decode(SnapshotFailure.self, from: data) { failures.append(f) }
            }
            failures.sort { ($0.testFile, $0.name) < ($1.testFile, $1.name) }
            try? HTMLReport.write(failures, to: report, title: "mockshot snapshot failures", note: Self.note)
        }
        return report
    }

    /// Runs `body` holding an exclusive flock on `<run>/lock`, so the processes of a run take turns.
    private static func withFileLock(_ run: String, _ body: () -> Void) {
        let fd = open(run + "/lock", O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        if fd >= 0 { flock(fd, LOCK_EX) }
        body()
        if fd >= 0 { flock(fd, LOCK_UN); close(fd) }
    }
}

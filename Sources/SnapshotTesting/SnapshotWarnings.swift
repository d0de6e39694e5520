import Foundation
import Synchronization
import Testing
import XCTest

/// Render warnings (a character no font has, an unknown font name) met while taking a snapshot, so
/// `assertSnapshot` can show them rather than let a golden record a box where a glyph should be.
///
/// The image and layout strategies report each render's `warnings` here; `assertSnapshot` then surfaces
/// them (see `report`):
/// - by default as warnings that do not fail the test: a Swift Testing issue of severity `.warning`
///   (listed in the test output at the assertion's line), or, under XCTest, which has no warnings, a
///   `warning:` line on standard error;
/// - in strict mode as a failure of the assertion. Strict mode is on when the configuration says so
///   (`.snapshots(strictWarnings: true)`, `withSnapshotTesting(strictWarnings: true)`) or the environment
///   variable `SNAPSHOT_TESTING_STRICT` is `1`/`true`/`yes`. (A strategy made with `strict: true` goes
///   further: its render throws on the first warning, so no image is taken at all.)
public final class SnapshotWarnings: Sendable {
    private let collected = Mutex<[String]>([])

    public init() {}

    /// The collector of the snapshot being taken, if any.
    @TaskLocal public static var current: SnapshotWarnings?

    /// Records `warnings` with the current collector (each once); a no-op outside a snapshot.
    public static func report(_ warnings: [String]) {
        guard let sink = current, !warnings.isEmpty else { return }
        sink.collected.withLock { list in
            for w in warnings where !list.contains(w) { list.append(w) }
        }
    }

    /// What was reported so far.
    public var warnings: [String] { collected.withLock { $0 } }

    /// Whether warnings fail snapshots here: the configuration's choice, else `SNAPSHOT_TESTING_STRICT`.
    static func isStrict(_ env: [String: String] = ProcessEnvironment.subset("SNAPSHOT_TESTING_STRICT")) -> Bool {
        if let strict = SnapshotTestingConfiguration.current.strictWarnings { return strict }
        guard let raw = env["SNAPSHOT_TESTING_STRICT"]?.lowercased() else { return false }
        return ["1", "true", "yes"].contains(raw)
    }

    /// The failure message of a strict snapshot with warnings.
    static func failureMessage(_ warnings: [String], name: String) -> String {
        "snapshot \(name) rendered with \(warnings.count) warning(s) (strict mode):\n" + warnings.map { "  - " + $0 }.joined(separator: "\n")
    }
}

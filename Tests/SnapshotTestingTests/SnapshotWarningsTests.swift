import Foundation
import Imaging
import Layout
import Testing
@testable import MockshotSnapshotTesting

/// Render warnings reach the snapshot assertion: collected while the snapshot is taken, failures in
/// strict mode (configuration, environment or a strict strategy), warnings otherwise.
@Suite struct SnapshotWarningsTests {
    let dir: URL
    init() throws {
        dir = FileManager.default.temporaryDirectory.appendingPathComponent("snapshot-warnings-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    }
    var testFile: String { dir.appendingPathComponent("ExampleTests.swift").path }

    /// A view with a character no font has (U+0378 is unassigned).
    static var boxed: Text { Text(verbatim: "tofu \u{0378} here").font(.custom("Inter-Regular", size: 17)) }
    static let warning = "no font has a glyph for U+0378 in \"tofu \u{0378} here\" (drawn as a box)"

    func verify(_ view: some View, strict: Bool?, strategyStrict: Bool = false, record: SnapshotRecordMode = .missing) -> String? {
        withSnapshotTesting(artifactsDirectory: dir.appendingPathComponent("artifacts").path, strictWarnings: strict) {
            verifySnapshot(of: view, as: .image(size: .fitting(width: 200), strict: strategyStrict), named: "view", record: record,
                           filePath: testFile, testName: "warnings()")
        }
    }

    @Test func strategiesReportRenderWarnings() throws {
        let sink = SnapshotWarnings()
        _ = try SnapshotWarnings.$current.withValue(sink) {
            try Snapshotting<Text, RGBAImage>.image(size: .fitting(width: 200)).snapshot(Self.boxed)
        }
        #expect(sink.warnings == [Self.warning])
        // Outside a snapshot nothing is collected, and a clean view reports nothing.
        SnapshotWarnings.report(["ignored"])
        let clean = SnapshotWarnings()
        _ = try SnapshotWarnings.$current.withValue(clean) {
            try Snapshotting<Text, RGBAImage>.image(size: .fitting(width: 200)).snapshot(Text("日本語 مرحبا 👍"))
        }
        #expect(clean.warnings.isEmpty)
    }

    @Test func strictModeFailsTheSnapshotNamingEachWarning() throws {
        let message = try #require(verify(Self.boxed, strict: true, record: .never))
        #expect(message == "snapshot warnings.view rendered with 1 warning(s) (strict mode):\n  - " + Self.warning)
        // Nothing was recorded: a strict failure comes before the reference is looked at.
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("__Snapshots__").path))
    }

    @Test func withoutStrictModeWarningsDoNotFail() throws {
        // The first run records (and fails, as recording does); the second matches despite the warning.
        #expect(verify(Self.boxed, strict: false)?.contains("recorded new reference") == true)
        #expect(verify(Self.boxed, strict: false) == nil)
    }

    @Test func aStrictStrategyFailsTheRenderItself() throws {
        let message = try #require(verify(Self.boxed, strict: false, strategyStrict: true, record: .never))
        #expect(message.hasPrefix("could not snapshot warnings.view: 1 render warning(s) in strict mode: " + Self.warning))
    }

    @Test func strictModeComesFromTheEnvironmentUnlessConfigured() {
        #expect(SnapshotWarnings.isStrict(["SNAPSHOT_TESTING_STRICT": "1"]))
        #expect(SnapshotWarnings.isStrict(["SNAPSHOT_TESTING_STRICT": "true"]))
        #expect(!SnapshotWarnings.isStrict(["SNAPSHOT_TESTING_STRICT": "0"]))
        #expect(!SnapshotWarnings.isStrict([:]))
        withSnapshotTesting(strictWarnings: false) {
            #expect(!SnapshotWarnings.isStrict(["SNAPSHOT_TESTING_STRICT": "1"]))
        }
    }

    /// A trait makes every assertion of a suite strict.
    @Test(.snapshots(strictWarnings: true)) func theTraitSetsStrictMode() {
        #expect(SnapshotWarnings.isStrict([:]))
    }
}

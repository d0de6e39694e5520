import Foundation
import Testing
import Imaging
@testable import MockshotSnapshotTesting

/// The assertion's behaviour on disk: where references go, what each record mode writes, and what a
/// failure leaves behind (three PNGs, counts in the message, an HTML report).
@Suite struct AssertSnapshotTests {
    let dir: URL
    init() throws {
        dir = FileManager.default.temporaryDirectory.appendingPathComponent("snapshot-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    }
    var testFile: String { dir.appendingPathComponent("ExampleTests.swift").path }
    var artifacts: String { dir.appendingPathComponent("artifacts").path }
    var referencePath: String { dir.appendingPathComponent("__Snapshots__/ExampleTests/checkerboard.tile.png").path }

    func square(_ changed: Int = 0) -> RGBAImage {
        var img = RGBAImage(width: 8, height: 8, fill: (255, 255, 255, 255))
        for i in 0..<changed { img[i, 0] = (255, 0, 0, 255) }
        return img
    }

    func verify(_ img: RGBAImage, _ mode: SnapshotRecordMode) -> String? {
        withSnapshotTesting(artifactsDirectory: artifacts) {
            verifySnapshot(of: img, as: .image(), named: "tile", record: mode, filePath: testFile, testName: "checkerboard()")
        }
    }

    @Test func neverModeFailsOnMissingReferenceAndWritesNothing() {
        let message = verify(square(), .never)
        #expect(message?.contains("no reference") == true)
        #expect(!FileManager.default.fileExists(atPath: referencePath))
    }

    @Test func missingModeRecordsAndStillFails() throws {
        let message = try #require(verify(square(), .missing))
        #expect(message.contains("recorded new reference"))
        #expect(try PNGDecoder().decode(contentsOf: referencePath) == square())
        #expect(verify(square(), .missing) == nil, "a matching image passes once recorded")
    }

    @Test func mismatchWritesArtifactsReportAndCounts() throws {
        _ = verify(square(), .missing)
        let message = try #require(verify(square(3), .never))
        #expect(message.contains("3 pixels differ"))
        let stem = dir.appendingPathComponent("artifacts/ExampleTests/checkerboard.tile").path
        for kind in ["reference", "actual", "diff"] {
            #expect(FileManager.default.fileExists(atPath: "\(stem).\(kind).png"), "\(kind) artifact")
            #expect(message.contains("\(stem).\(kind).png"))
        }
        let diff = try PNGDecoder().decode(contentsOf: "\(stem).diff.png")
        #expect(diff.hex(x: 0, y: 0) == "#FF0000")
        let report = try String(contentsOfFile: artifacts + "/report.html", encoding: .utf8)
        #expect(report.contains("checkerboard.tile"))
        // The reference is untouched in `never` mode.
        #expect(try PNGDecoder().decode(contentsOf: referencePath) == square())
    }

    @Test func failedModeReRecords() throws {
        _ = verify(square(), .missing)
        let message = try #require(verify(square(2), .failed))
        #expect(message.contains("re-recorded"))
        #expect(try PNGDecoder().decode(contentsOf: referencePath) == square(2))
    }

    @Test func allModeAlwaysRecordsAndFails() throws {
        _ = verify(square(), .missing)
        #expect(verify(square(), .all)?.contains("recorded new reference") == true)
    }

    @Test func sizeMismatchNamesBothSizes() throws {
        _ = verify(square(), .missing)
        let message = try #require(verify(RGBAImage(width: 9, height: 8, fill: (255, 255, 255, 255)), .never))
        #expect(message.contains("8×8") && message.contains("9×8"))
    }

    @Test func recordModeFromEnvironment() {
        #expect(SnapshotRecordMode.fromEnvironment([:]) == .missing)
        #expect(SnapshotRecordMode.fromEnvironment(["CI": "true"]) == .never)
        #expect(SnapshotRecordMode.fromEnvironment(["CI": "true", "SNAPSHOT_TESTING_RECORD": "all"]) == .all)
        #expect(SnapshotRecordMode.fromEnvironment(["SNAPSHOT_TESTING_RECORD": "failed"]) == .failed)
        #expect(SnapshotRecordMode.fromEnvironment(["SNAPSHOT_TESTING_RECORD": "never"]) == .never)
    }

    @Test func namesAreSanitized() {
        #expect(SnapshotPaths.testName("sendButton(state:)") == "sendButton")
        #expect(SnapshotPaths.sanitize("dark mode / pressed!") == "dark-mode-pressed")
        #expect(SnapshotPaths.reference(filePath: "/a/B/FooTests.swift", testName: "t", name: "n", ext: "png")
                == "/a/B/__Snapshots__/FooTests/t.n.png")
    }
}

/// The per-suite trait: every assertion in the suite records missing references into its folder and
/// tolerates the suite's diff options.
@Suite(.snapshots(record: .never, diffOptions: DiffOptions(maxDiffPixels: 2)))
struct SnapshotTraitTests {
    @Test func traitSetsRecordModeAndDiffOptions() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("snapshot-trait-\(UUID().uuidString)")
        let file = dir.appendingPathComponent("TraitTests.swift").path
        var img = RGBAImage(width: 4, height: 4, fill: (0, 0, 0, 255))
        // `never` from the trait: nothing is written for a missing reference.
        let missing = verifySnapshot(of: img, as: .image(), named: "a", filePath: file, testName: "t()")
        #expect(missing?.contains("record mode: never") == true)
        // A call's own mode wins over the trait's.
        _ = verifySnapshot(of: img, as: .image(), named: "a", record: .missing, filePath: file, testName: "t()")
        // Two changed pixels pass under the trait's maxDiffPixels: 2; three fail.
        img[0, 0] = (255, 255, 255, 255); img[1, 0] = (255, 255, 255, 255)
        #expect(verifySnapshot(of: img, as: .image(), named: "a", filePath: file, testName: "t()") == nil)
        img[2, 0] = (255, 255, 255, 255)
        #expect(verifySnapshot(of: img, as: .image(), named: "a", filePath: file, testName: "t()")?.contains("3 pixels differ") == true)
    }
}

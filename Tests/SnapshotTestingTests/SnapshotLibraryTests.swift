import Foundation
import Testing
import Imaging
import Layout
@testable import MockshotSnapshotTesting

/// Issue 13, part 3: the snapshot library's names, report, messages, warnings and spellings.
@Suite struct SnapshotLibraryTests {
    let dir: URL
    init() throws {
        dir = FileManager.default.temporaryDirectory.appendingPathComponent("snapshot-library-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    }
    var testFile: String { dir.appendingPathComponent("LibraryTests.swift").path }
    var artifacts: String { dir.appendingPathComponent("artifacts").path }
    func square(_ changed: Int = 0) -> RGBAImage {
        var img = RGBAImage(width: 6, height: 6, fill: (255, 255, 255, 255))
        for i in 0..<changed { img[i, 0] = (0, 0, 255, 255) }
        return img
    }
    func verify(_ img: RGBAImage, _ name: String?, _ mode: SnapshotRecordMode, test: String = "t()") -> String? {
        withSnapshotTesting(artifactsDirectory: artifacts) {
            verifySnapshot(of: img, as: .image, named: name, record: mode, filePath: testFile, testName: test)
        }
    }
    func report() -> String { (try? String(contentsOfFile: artifacts + "/report.html", encoding: .utf8)) ?? "" }

    /// Unnamed snapshots in a parameterised test would be numbered in whatever order the cases run.
    @Test(arguments: [1, 2, 3])
    func parameterizedTestsNeedNames(_ n: Int) throws {
        let message = try #require(verify(square(n), nil, .missing, test: "cases(_:)"))
        #expect(message.contains("needs a name") && message.contains("named:"))
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("__Snapshots__").path), "nothing recorded")
        #expect(verify(square(n), "case-\(n)", .missing, test: "cases(_:)")?.contains("recorded new reference") == true)
    }

    @Test func failureMessageSaysHowToAccept() throws {
        _ = verify(square(), "a", .missing)
        let message = try #require(verify(square(2), "a", .never))
        #expect(message.contains("SNAPSHOT_TESTING_RECORD=failed swift test"))
        #expect(!message.contains("make record"))
        let missing = try #require(verify(square(), "absent", .never))
        #expect(missing.contains("SNAPSHOT_TESTING_RECORD=missing swift test") && !missing.contains("make record"))
    }

    /// One report per run: a missing reference under `.never` is in it, with the line on accepting.
    @Test func missingReferenceIsInTheReport() throws {
        _ = verify(square(), "absent", .never)
        #expect(report().contains("t.absent"))
        #expect(report().contains("SNAPSHOT_TESTING_RECORD=failed"))
    }

    /// The processes of one run (XCTest and Swift Testing) add to one report; the next run starts clean,
    /// removing the old report and artifacts even if it passes.
    @Test func reportIsPerRunAndSharedByItsProcesses() throws {
        let root = dir.appendingPathComponent("shared-artifacts").path
        let xctest = SnapshotRun(), swiftTesting = SnapshotRun()
        func failure(_ name: String) throws -> SnapshotFailure {
            let actual = root + "/Files/\(name).actual.png"
            try FileManager.default.createDirectory(atPath: root + "/Files", withIntermediateDirectories: true)
            try Data(PNGEncoder().encode(square())).write(to: URL(fileURLWithPath: actual))
            return SnapshotFailure(name: name, testFile: "/T.swift", line: 1, referencePath: root + "/Files/\(name).reference.png",
                                   actualPath: actual, diffPath: nil, diffCount: 1, aaCount: 0, totalPixels: 36, message: "m")
        }
        xctest.prepare(root, runID: "run-1")
        _ = xctest.add(try failure("fromXCTest"), key: "x", artifacts: root)
        swiftTesting.prepare(root, runID: "run-1")
        _ = swiftTesting.add(try failure("fromSwiftTesting"), key: "s", artifacts: root)
        let both = try String(contentsOfFile: root + "/report.html", encoding: .utf8)
        #expect(both.contains("fromXCTest") && both.contains("fromSwiftTesting") && both.contains("2 snapshots failed"))
        // The next run, before any failure: nothing of the old one is left.
        SnapshotRun().prepare(root, runID: "run-2")
        #expect(!FileManager.default.fileExists(atPath: root + "/report.html"))
        #expect(!FileManager.default.fileExists(atPath: root + "/Files/fromXCTest.actual.png"))
    }

    @Test func renderWarningsReachTheOutcome() throws {
        let view = Text("warn").font(.custom("NoSuchFont-Regular", size: 14))
        let outcome = withSnapshotTesting(artifactsDirectory: artifacts) {
            takeSnapshot(of: view, as: .image(size: .fitting(width: 100)), named: "w", record: .missing,
                         filePath: testFile, testName: "w()", line: 1)
        }
        #expect(outcome.warnings.contains { $0.contains("NoSuchFont-Regular") }, "\(outcome.warnings)")
    }

    @Test func pointfreeSpellings() throws {
        // `as: .image`, `record: true`, `precision:` and `perceptualPrecision:`.
        #expect(verify(square(), "pf", true)?.contains("recorded new reference") == true)
        let ratio = DiffOptions.precision(0.9, perceptualPrecision: nil)?.maxDiffPixelRatio ?? -1
        #expect(abs(ratio - 0.1) < 1e-6)
        guard case .perceptual(let deltaE)? = DiffOptions.precision(1, perceptualPrecision: 0.98)?.mode else {
            Issue.record("perceptualPrecision selects the perceptual mode"); return
        }
        #expect(abs(deltaE - 2) < 1e-4)
        #expect(DiffOptions.precision(nil, perceptualPrecision: 1) == nil)
        // 2 of 36 pixels (5.6 %) differ: precision 0.9 passes, 0.99 fails.
        let loose = withSnapshotTesting(artifactsDirectory: artifacts) {
            verifySnapshot(of: square(2), as: .image(precision: 0.9), named: "pf", record: .never, filePath: testFile, testName: "t()")
        }
        #expect(loose == nil)
        let strict = withSnapshotTesting(artifactsDirectory: artifacts) {
            verifySnapshot(of: square(2), as: .image(precision: 0.99), named: "pf", record: .never, filePath: testFile, testName: "t()")
        }
        #expect(strict?.contains("2 pixels differ") == true)
    }

    /// `.layoutJSON` stores the frames beside the image of the same name and names the changed lines.
    @Test func layoutJSONStrategy() throws {
        func view(_ width: Double) -> some View { HStack(spacing: 0) { Color.red.frame(width: width, height: 10); Spacer() } }
        let first = withSnapshotTesting(artifactsDirectory: artifacts) {
            verifySnapshot(of: view(20), as: .layoutJSON(size: .fitting(width: 100)), named: "bar", record: .missing, filePath: testFile, testName: "l()")
        }
        #expect(first?.contains("recorded new reference") == true)
        let json = try String(contentsOfFile: dir.appendingPathComponent("__Snapshots__/LibraryTests/l.bar.json").path, encoding: .utf8)
        #expect(json.contains("\"frame\""))
        let same = withSnapshotTesting(artifactsDirectory: artifacts) {
            verifySnapshot(of: view(20), as: .layoutJSON(size: .fitting(width: 100)), named: "bar", record: .never, filePath: testFile, testName: "l()")
        }
        #expect(same == nil)
        let changed = withSnapshotTesting(artifactsDirectory: artifacts) {
            verifySnapshot(of: view(30), as: .layoutJSON(size: .fitting(width: 100)), named: "bar", record: .never, filePath: testFile, testName: "l()")
        }
        #expect(changed?.contains("lines differ") == true && changed?.contains("line ") == true, "\(changed ?? "")")
    }

    /// `scripts/snapshot-orphans.sh` lists the references no test touched in the last run, and deletes
    /// them with --delete.
    @Test func orphanedReferences() throws {
        let root = dir.appendingPathComponent("pkg").path
        let fm = FileManager.default
        try fm.createDirectory(atPath: root + "/Tests/A/__Snapshots__/ATests", withIntermediateDirectories: true)
        try fm.createDirectory(atPath: root + "/.build/snapshot-artifacts/.mockshot-run", withIntermediateDirectories: true)
        for name in ["used.png", "orphan.png", "used.json"] { _ = fm.createFile(atPath: root + "/Tests/A/__Snapshots__/ATests/" + name, contents: Data([1])) }
        let used = [root + "/Tests/A/__Snapshots__/ATests/used.png", root + "/Tests/A/__Snapshots__/ATests/used.json"].joined(separator: "\n") + "\n"
        _ = fm.createFile(atPath: root + "/.build/snapshot-artifacts/.mockshot-run/touched-1.txt", contents: Data(used.utf8))
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("scripts/snapshot-orphans.sh").path
        func run(_ args: [String]) throws -> String {
            let p = Process()
            p.executableURL = URL(fileURLWithPath: "/bin/bash")
            p.arguments = [script] + args
            p.currentDirectoryURL = URL(fileURLWithPath: root)
            let out = Pipe(); p.standardOutput = out
            try p.run(); p.waitUntilExit()
            return String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        }
        #expect(try run([]) == "Tests/A/__Snapshots__/ATests/orphan.png\n")
        #expect(fm.fileExists(atPath: root + "/Tests/A/__Snapshots__/ATests/orphan.png"), "listing deletes nothing")
        _ = try run(["--delete"])
        #expect(!fm.fileExists(atPath: root + "/Tests/A/__Snapshots__/ATests/orphan.png"))
        #expect(fm.fileExists(atPath: root + "/Tests/A/__Snapshots__/ATests/used.png"))
    }
}

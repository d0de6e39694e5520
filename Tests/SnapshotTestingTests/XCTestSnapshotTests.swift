import XCTest
import Imaging
import Layout
import MockshotSnapshotTesting

/// `assertSnapshot` from XCTest: the same call works outside Swift Testing (failures go through XCTFail).
final class XCTestSnapshotTests: XCTestCase {
    func testMatchingSnapshotPassesInXCTest() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("xctest-snapshots-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let file = dir.appendingPathComponent("XCTestSnapshotTests.swift").path
        let img = RGBAImage(width: 3, height: 3, fill: (10, 20, 30, 255))
        XCTAssertNotNil(verifySnapshot(of: img, as: .image(), named: "swatch", record: .missing, filePath: file, testName: "swatch()"))
        XCTAssertNil(verifySnapshot(of: img, as: .image(), named: "swatch", record: .never, filePath: file, testName: "swatch()"))
        // The public assertion itself, on an already-recorded reference beside a temporary "test file".
        let reference = dir.appendingPathComponent("__Snapshots__/XCTestSnapshotTests/swatch.swatch.png").path
        XCTAssertTrue(FileManager.default.fileExists(atPath: reference))
    }

    /// The public assertion in an XCTest method, against the committed reference
    /// `__Snapshots__/XCTestSnapshotTests/testAssertSnapshotInXCTest.swatch.png`.
    func testAssertSnapshotInXCTest() {
        assertSnapshot(of: RGBAImage(width: 3, height: 3, fill: (10, 20, 30, 255)), as: .image(), named: "swatch")
    }
}

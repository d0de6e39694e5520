import Foundation
import Testing
import Imaging
import ImageCompare
import Layout
@testable import MockshotSnapshotTesting

/// The golden check's fast path (`Diffing.matchesData`: the reference compared row by row as it is
/// inflated) only ever decides "identical"; every other case reaches the full comparison, which gives the
/// verdict, counts, message and artifacts it always gave.
@Suite struct ReferenceFastPathTests {
    let dir: URL
    init() throws {
        dir = FileManager.default.temporaryDirectory.appendingPathComponent("reference-fast-path-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    }
    var testFile: String { dir.appendingPathComponent("FastTests.swift").path }
    var referencePath: String { dir.appendingPathComponent("__Snapshots__/FastTests/screen.main.png").path }

    /// A deterministic screen-like image: flat areas, an anti-aliased edge, translucent pixels when asked.
    static func screen(_ width: Int = 64, _ height: Int = 48, opaque: Bool = true) -> RGBAImage {
        var image = RGBAImage(width: width, height: height, fill: (250, 250, 250, 255))
        for y in 0..<height {
            for x in 0..<width where (x / 8 + y / 8) % 2 == 0 {
                image[x, y] = (UInt8(x * 3 % 256), UInt8(y * 5 % 256), 120, opaque ? 255 : UInt8(100 + x % 100))
            }
        }
        return image
    }

    /// The fast answer and the full path's outcome for a reference and an actual image.
    func judge(_ reference: RGBAImage, _ actual: RGBAImage, _ options: DiffOptions? = nil) throws -> (fast: Bool, full: DiffOutcome?) {
        let diffing = Diffing<RGBAImage>.image(options)
        let data = Data(try PNGEncoder().encode(reference))
        let matches = try #require(diffing.matchesData)
        let fast = matches(data, actual)
        return (fast, diffing.diff(try diffing.fromData(data, "reference.png"), actual))
    }

    @Test(arguments: [true, false])
    func identicalImagesPassFast(opaque: Bool) throws {
        let image = Self.screen(opaque: opaque)
        let (fast, full) = try judge(image, image)
        #expect(fast)
        #expect(full == nil)
    }

    /// One byte off in the first row, the last row, the last byte: the fast path hands over, and the full
    /// comparison decides as `ImageDiff` does (a change the anti-aliasing detector excuses still passes).
    @Test(arguments: [true, false])
    func oneByteOffHandsOver(opaque: Bool) throws {
        let reference = Self.screen(opaque: opaque)
        for (x, y, channel) in [(0, 0, 1), (33, 47, 0), (63, 47, 3)] {
            var actual = reference
            actual.pixels[(y * 64 + x) * 4 + channel] ^= 0xFF
            let (fast, full) = try judge(reference, actual)
            #expect(!fast, "(\(x), \(y)) channel \(channel)")
            let counts = try ImageDiff.compare(reference, actual)
            #expect((full == nil) == counts.passes(DiffOptions()))
            if let full {
                #expect(full.diffCount == counts.diffCount && full.aaCount == counts.aaCount && full.totalPixels == 64 * 48)
                #expect(full.message.hasPrefix("\(counts.diffCount) pixels differ"))
                #expect(full.diffData != nil)
            }
            // In a flat area (x 32…39 of the bottom row is background) a change is never anti-aliasing.
            if x == 33 { #expect(full?.diffCount == 1) }
        }
    }

    @Test func sizeMismatchFailsWithBothSizes() throws {
        let (fast, full) = try judge(Self.screen(64, 48), Self.screen(64, 47))
        #expect(!fast)
        #expect(full?.message == "image size changed: reference is 64×48 px, actual is 64×47 px")
    }

    /// Differences within the tolerance pass through the full path, with the counts it always gave.
    @Test func withinTolerancePassesWithTheSameCounts() throws {
        let reference = Self.screen()
        var actual = reference
        actual[12, 3] = (0, 0, 0, 255); actual[20, 10] = (0, 0, 0, 255)  // background: never anti-aliasing
        let tolerant = DiffOptions(maxDiffPixels: 2)
        let (fast, full) = try judge(reference, actual, tolerant)
        #expect(!fast)
        #expect(full == nil)
        let counts = try ImageDiff.compare(reference, actual, options: tolerant)
        #expect(counts.diffCount == 2 && counts.passes(tolerant))
        // One more pixel is beyond it.
        actual[10, 20] = (0, 0, 0, 255)
        #expect(try judge(reference, actual, tolerant).full?.diffCount == 3)
    }

    /// Through the assertion: an identical reference passes without the full path (the diff is never
    /// called); a corrupt reference fails with the decoder's message, as before.
    @Test func assertionUsesTheFastPathOnlyToPass() throws {
        let image = Self.screen()
        try FileManager.default.createDirectory(atPath: (referencePath as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        let bytes = try PNGEncoder().encode(image)
        try Data(bytes).write(to: URL(fileURLWithPath: referencePath))
        let calls = Calls()
        var diffing = Diffing<RGBAImage>.image()
        let (fromData, diff) = (diffing.fromData, diffing.diff)
        diffing.fromData = { data, source in calls.add("fromData"); return try fromData(data, source) }
        diffing.diff = { reference, actual in calls.add("diff"); return diff(reference, actual) }
        let strategy = Snapshotting<RGBAImage, RGBAImage>(pathExtension: "png", diffing: diffing) { $0 }
        func verify(_ actual: RGBAImage) -> String? {
            withSnapshotTesting(artifactsDirectory: dir.appendingPathComponent("artifacts").path) {
                verifySnapshot(of: actual, as: strategy, named: "main", record: .never, filePath: testFile, testName: "screen()")
            }
        }
        #expect(verify(image) == nil)
        #expect(calls.names == [], "passed by the fast path")
        var changed = image
        changed[12, 3] = (0, 0, 0, 255)
        #expect(verify(changed)?.contains("1 pixels differ") == true)
        #expect(calls.names == ["fromData", "diff"])
        // A corrupt reference: the message names the file and the decoder's reason.
        var corrupt = bytes
        corrupt[bytes.count - 20] ^= 0x40
        try Data(corrupt).write(to: URL(fileURLWithPath: referencePath))
        let expected = try #require(#expect(throws: PNGDecodingError.self) { try PNGDecoder().decode(corrupt, source: referencePath) })
        #expect(verify(image) == "cannot read reference \(referencePath): \(expected)")
    }

    /// A capture that matches by itself passes without its value ever being made; otherwise the value is
    /// made once, and the full comparison decides as before. `pullback` keeps the capture.
    @Test func captureMakesItsValueOnlyWhenNeeded() throws {
        let image = Self.screen()
        try FileManager.default.createDirectory(atPath: (referencePath as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(try PNGEncoder().encode(image)).write(to: URL(fileURLWithPath: referencePath))
        let calls = Calls()
        let strategy = Snapshotting<RGBAImage, RGBAImage>(pathExtension: "png", diffing: .image(), capture: { value in
            SnapshotCapture(make: { calls.add("make"); return value },
                            matchesData: { data in calls.add("match"); return PNGDecoder().matches(Array(data), value) })
        }) { $0 }
        let pulled = strategy.pullback { (flip: Bool) -> RGBAImage in
            var copy = image
            if flip { copy[12, 3] = (0, 0, 0, 255) }
            return copy
        }
        func verify(_ flip: Bool) -> String? {
            withSnapshotTesting(artifactsDirectory: dir.appendingPathComponent("artifacts").path) {
                verifySnapshot(of: flip, as: pulled, named: "main", record: .never, filePath: testFile, testName: "screen()")
            }
        }
        #expect(verify(false) == nil)
        #expect(calls.names == ["match"], "passed without making the value")
        #expect(verify(true)?.contains("1 pixels differ") == true)
        #expect(calls.names == ["match", "match", "make"])
    }

    /// The view strategies compare the rendered canvas with the reference: a recorded view passes, another
    /// fails with the counts the RGBA comparison gives.
    @Test func viewStrategyComparesTheCanvas() throws {
        let strategy = Snapshotting<Color, RGBAImage>.image(scale: 1, size: .fixed(width: 12, height: 8))
        #expect(strategy.capture != nil)
        func verify(_ color: Color, _ mode: SnapshotRecordMode) -> String? {
            withSnapshotTesting(artifactsDirectory: dir.appendingPathComponent("artifacts").path) {
                verifySnapshot(of: color, as: strategy, named: "main", record: mode, filePath: testFile, testName: "screen()")
            }
        }
        #expect(verify(Color.red.opacity(0.5), .missing)?.contains("recorded new reference") == true)
        #expect(verify(Color.red.opacity(0.5), .never) == nil)
        #expect(verify(Color.blue, .never)?.contains("96 pixels differ") == true)
    }

    final class Calls: @unchecked Sendable {
        // @unchecked: one test's assertions run on one thread.
        var names: [String] = []
        func add(_ name: String) { names.append(name) }
    }
}

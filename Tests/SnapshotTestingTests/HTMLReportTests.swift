import Foundation
import Imaging
import Testing
@testable import ImageCompare

@Suite struct HTMLReportTests {
    /// A fresh directory holding three small "image" files with distinct bytes per failure.
    /// The report embeds bytes verbatim, so they need not be decodable PNGs.
    final class Fixture {
        let directory: URL
        init() throws {
            directory = FileManager.default.temporaryDirectory
                .appendingPathComponent("HTMLReportTests-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        }

        deinit { try? FileManager.default.removeItem(at: directory) }

        func file(_ name: String, bytes: [UInt8]) throws -> String {
            let url = directory.appendingPathComponent(name)
            try Data(bytes).write(to: url)
            return url.path
        }

        func failure(_ name: String, seed: UInt8, diffCount: Int = 1234, aaCount: Int = 56) throws -> SnapshotFailure {
            let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
            return SnapshotFailure(
                name: name, testFile: "Tests/Snapshots/ChatTests.swift", line: 42,
                referencePath: try file("\(seed)-ref.png", bytes: png + [seed, 1]),
                actualPath: try file("\(seed)-act.png", bytes: png + [seed, 2]),
                diffPath: try file("\(seed)-diff.png", bytes: png + [seed, 3]),
                diffCount: diffCount, aaCount: aaCount, totalPixels: 2_962_440,
                message: "\(diffCount) pixels differ")
        }

        func dataURI(_ path: String) throws -> String {
            let data = try #require(FileManager.default.contents(atPath: path))
            return "data:image/png;base64,\(data.base64EncodedString())"
        }
    }

    static func occurrences(of needle: String, in text: String) -> Int {
        text.components(separatedBy: needle).count - 1
    }

    @Test func listsEveryFailureWithCountsImagesAndSlider() throws {
        let fixture = try Fixture()
        let first = try fixture.failure("chat.bubbles", seed: 1, diffCount: 1234, aaCount: 56)
        let second = try fixture.failure("chat.composer", seed: 2, diffCount: 7, aaCount: 1_000_000)
        let html = HTMLReport.render([first, second], title: "Snapshot failures")

        #expect(html.hasPrefix("<!doctype html>"))
        #expect(html.contains("2 snapshots failed"))
        for failure in [first, second] {
            #expect(html.contains("<h2>\(failure.name)</h2>"))
            #expect(html.contains("Tests/Snapshots/ChatTests.swift:42"))
            for path in [failure.referencePath, failure.actualPath, try #require(failure.diffPath)] {
                #expect(Self.occurrences(of: try fixture.dataURI(path), in: html) == 1)
            }
        }
        #expect(html.contains("<dd class=\"diff-count\">1,234</dd>"))
        #expect(html.contains("<dd class=\"aa-count\">56</dd>"))
        #expect(html.contains("<dd class=\"diff-count\">7</dd>"))
        #expect(html.contains("<dd class=\"aa-count\">1,000,000</dd>"))
        #expect(html.contains("<dd>2,962,440</dd>"))
        #expect(html.contains("<dd>0.042%</dd>"))   // 1234 / 2962440
        #expect(Self.occurrences(of: "data:image/png;base64,", in: html) == 6)
        #expect(Self.occurrences(of: "<input type=\"range\" class=\"slider\"", in: html) == 2)
        #expect(html.contains("clip-path: inset(0 calc(100% - var(--split)) 0 0)"))
        // Self-contained: no external stylesheet, script or image reference.
        #expect(!html.contains("<link"))
        #expect(!html.contains("src=\"http"))
        #expect(!html.contains("<script src"))
    }

    @Test func escapesHTMLInNamesMessagesAndPaths() throws {
        let fixture = try Fixture()
        var failure = try fixture.failure("<script>alert(\"x\")</script> & 'q'", seed: 3)
        failure.message = "a < b"
        failure.testFile = "Tests/<odd>.swift"
        let html = HTMLReport.render([failure])
        #expect(html.contains("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;q&#39;"))
        #expect(!html.contains("<script>alert"))
        #expect(html.contains("a &lt; b"))
        #expect(html.contains("Tests/&lt;odd&gt;.swift:42"))
        #expect(HTMLReport.escape("Tom & \"Jerry\" <3 'x'") == "Tom &amp; &quot;Jerry&quot; &lt;3 &#39;x&#39;")
    }

    @Test func missingImagesBecomePlaceholders() throws {
        let fixture = try Fixture()
        var failure = try fixture.failure("new.snapshot", seed: 4)
        failure.referencePath = fixture.directory.appendingPathComponent("absent.png").path
        failure.diffPath = nil
        let html = HTMLReport.render([failure])
        #expect(Self.occurrences(of: "data:image/png;base64,", in: html) == 1)
        #expect(html.contains("Not found: \(failure.referencePath)"))
        #expect(html.contains("<figure class=\"missing\" data-role=\"diff\"><div>No image</div>"))
    }

    @Test func writesAtomicallyAndReplacesAnOldReport() throws {
        let fixture = try Fixture()
        let destination = fixture.directory.appendingPathComponent("report/index.html")
        let failure = try fixture.failure("chat.bubbles", seed: 5)
        try HTMLReport.write([], to: destination.path)
        #expect(String(decoding: try Data(contentsOf: destination), as: UTF8.self).contains("0 snapshots failed"))

        try HTMLReport.write([failure], to: destination.path)
        let written = String(decoding: try Data(contentsOf: destination), as: UTF8.self)
        #expect(written == HTMLReport.render([failure]))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: destination.deletingLastPathComponent().path)
        #expect(leftovers == ["index.html"])
    }

    @Test func createsMissingParentDirectoriesAndNamesWhatFailed() throws {
        let fixture = try Fixture()
        let nested = fixture.directory.appendingPathComponent("a/b/c/report.html").path
        try HTMLReport.write([], to: nested)
        #expect(FileManager.default.fileExists(atPath: nested))
        // A file where a directory should be: the error names the report and the directory.
        let blocker = try fixture.file("blocker", bytes: [1])
        #expect(throws: AtomicFileError(path: blocker + "/x/report.html", reason: "cannot create directory '\(blocker)/x': '\(blocker)' is not a directory")) {
            try HTMLReport.write([], to: blocker + "/x/report.html")
        }
    }

    /// The share of differing pixels reads as `String(format: "%.3f")` wrote it, ties and all.
    @Test func percentagesMatchPrintf() {
        var values: [Double] = [0, -0.0, 0.0005, 0.0015, 0.0025, 1.0005, 2.675, 99.9995, 100, 1e-300, .leastNonzeroMagnitude, 1e15 + 0.5,
                                123456789.0125, 1e22, 1.7976931348623157e308, -0.0004, -2.5e-3, .nan, .infinity, -.infinity]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2000 { values.append(Double(Int.random(in: 0...2_962_440, using: &generator)) / 2_962_440 * 100) }
        for _ in 0..<500 { values.append(Double(bitPattern: UInt64.random(in: 0...UInt64.max, using: &generator))) }
        for value in values {
            for digits in [0, 1, 3, 6] {
                #expect(FixedDecimal.format(value, fractionDigits: digits) == String(format: "%.\(digits)f", value), "\(value) \(digits)")
            }
        }
    }

    @Test func base64MatchesFoundation() {
        var generator = SystemRandomNumberGenerator()
        for count in 0..<70 {
            let bytes = (0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) }
            #expect(Base64.encode(bytes) == Data(bytes).base64EncodedString())
        }
    }

    @Test func pathExtensionsMatchURL() {
        for path in ["/a/b.PNG", "/a/.png", "/a/b.", "/a/b.tar.gz", "/a/b.png/", "b", "b.jpeg", "/a/b c.webp", "/a.b/c", "", "/", ".gif"] {
            #expect(FileSystem.pathExtension(path) == URL(fileURLWithPath: path).pathExtension, "\(path)")
        }
    }

    @Test func groupsThousandsIndependentlyOfLocale() {
        #expect(HTMLReport.grouped(0) == "0")
        #expect(HTMLReport.grouped(999) == "999")
        #expect(HTMLReport.grouped(1000) == "1,000")
        #expect(HTMLReport.grouped(1_234_567) == "1,234,567")
        #expect(HTMLReport.grouped(-12_345) == "-12,345")
    }
}

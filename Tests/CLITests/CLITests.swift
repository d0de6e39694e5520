import Foundation
import Testing
import Imaging

/// The `mockshot` command line end to end (in process, see `InProcessRunner`): exit codes, one-line errors
/// naming what is wrong, and no output file (and no damage to an existing one) when a run fails.
@Suite struct CLITests {
    let dir: URL
    init() throws {
        dir = FileManager.default.temporaryDirectory.appendingPathComponent("mockshot-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    }

    struct Run { let status: Int32; let stdout: String; let stderr: String }

    /// The binary sits beside the test bundle in `.build/<config>/`.
    static var binary: String {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("mockshot").path
    }

    func mockshot(_ args: String...) throws -> Run { try mockshot(args) }
    func mockshot(_ args: [String]) throws -> Run {
        if CLIRunner.usesProcesses {
            try #require(FileManager.default.isExecutableFile(atPath: ProcessRunner.binary), "build the mockshot product first (\(ProcessRunner.binary))")
        }
        let r = CLIRunner.run(args)
        let status = try #require(r.status, "ended by signal \(r.signal ?? 0): \(r.stderr)")
        return Run(status: status, stdout: r.stdoutText, stderr: r.stderr)
    }
    func path(_ name: String) -> String { dir.appendingPathComponent(name).path }
    func exists(_ name: String) -> Bool { FileManager.default.fileExists(atPath: path(name)) }

    /// One line on stderr, mentioning every fragment.
    func expectError(_ r: Run, status: Int32, _ fragments: String...) {
        #expect(r.status == status, "exit \(r.status): \(r.stderr)")
        #expect(r.stderr.split(separator: "\n").count == 1, "one line: \(r.stderr)")
        for f in fragments { #expect(r.stderr.contains(f), "stderr should mention '\(f)': \(r.stderr)") }
    }

    @Test func rendersAPNGOfTheRightSize() throws {
        let r = try mockshot("render", "chatgpt.send-button", "--state", "generating", "--mode", "dark", "--scale", "3",
                             "-o", path("send.png"), "--layout-json", path("send.json"))
        #expect(r.status == 0, "\(r.stderr)")
        let png = try PNGDecoder().decode(contentsOf: path("send.png"))
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path("send.json")))) as? [String: Any]
        let canvas = try #require(json?["canvas"] as? [Double])
        #expect(png.width == Int(canvas[0] * 3) && png.height == Int((canvas[1] * 3).rounded(.up)))
    }

    /// `--timings` prints one stderr line naming every step with its milliseconds, and a total that is
    /// at least their sum's largest part; the PNG is written as usual.
    @Test func timingsNameEveryStep() throws {
        let r = try mockshot("render", "kik.sheet", "--timings", "--scale", "1", "-o", path("timed.png"))
        #expect(r.status == 0, "\(r.stderr)")
        #expect(exists("timed.png"))
        let lines = r.stderr.split(separator: "\n")
        #expect(lines.count == 1, "one line: \(r.stderr)")
        let line = String(lines.first ?? "")
        #expect(line.hasPrefix("mockshot: timings: registry "))
        var values: [String: Double] = [:]
        for item in line.dropFirst("mockshot: timings: ".count).split(separator: ", ") {
            let parts = item.split(separator: " ")
            #expect(parts.count == 3 && parts[2] == "ms", "\(item)")
            if parts.count == 3 { values[String(parts[0])] = Double(parts[1]) }
        }
        for step in ["registry", "setup", "layout", "paint", "encode", "write", "total"] {
            #expect(values[step] != nil, "missing \(step) in \(line)")
        }
        let steps = values.filter { $0.key != "total" }.values
        #expect((values["total"] ?? 0) + 0.5 >= steps.reduce(0, +), "total covers the steps: \(line)")
        #expect((values["layout"] ?? 0) > 0 && (values["encode"] ?? 0) > 0)
    }

    @Test func unknownNameSuggestsTheClosest() throws {
        let r = try mockshot("render", "chatgpt.send-buton", "-o", path("x.png"))
        expectError(r, status: 64, "unknown renderable 'chatgpt.send-buton'", "did you mean", "chatgpt.send-button")
        #expect(!exists("x.png"))
    }

    @Test func unknownStateListsTheValidOnes() throws {
        let r = try mockshot("render", "chatgpt.send-button", "--state", "sideways", "-o", path("x.png"))
        expectError(r, status: 64, "unknown state 'sideways'", "enabled", "generating")
        #expect(!exists("x.png"))
    }

    @Test(arguments: [["--scale", "0"], ["--scale", "4"], ["--width", "0"], ["--width", "-5"], ["--width", "nan"],
                      ["--width", "100000"], ["--mode", "sepia"], ["--dynamic-type", "huge"], ["--bogus"]])
    func invalidOptionsAreRefused(_ extra: [String]) throws {
        let r = try mockshot(["render", "gallery.shapes", "-o", path("x.png")] + extra)
        expectError(r, status: 64, extra[0])
        #expect(!exists("x.png"))
    }

    @Test func darkOnlyBrandRefusesLight() throws {
        let r = try mockshot("render", "grok.send-button", "--mode", "light", "-o", path("x.png"))
        expectError(r, status: 64, "grok.send-button", "light")
    }

    @Test func unwritablePathFailsCleanly() throws {
        let r = try mockshot("render", "gallery.shapes", "-o", dir.appendingPathComponent("missing/dir/x.png").path)
        expectError(r, status: 1, "missing/dir")
    }

    @Test func failedRunLeavesExistingOutputUntouched() throws {
        try Data("precious".utf8).write(to: URL(fileURLWithPath: path("keep.png")))
        _ = try mockshot("render", "chatgpt.send-button", "--state", "nope", "-o", path("keep.png"))
        #expect(try String(contentsOfFile: path("keep.png"), encoding: .utf8) == "precious")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["keep.png"], "no temporary files left")
    }

    @Test func listShowsEveryBrand() throws {
        let r = try mockshot("list", "--names")
        for brand in ["gallery", "chatgpt.", "grok.", "copilot.", "characterai.", "kik."] { #expect(r.stdout.contains(brand)) }
        expectError(try mockshot("list", "myspace"), status: 64, "myspace")
        // Grok is dark-only: filtering it by light mode is an empty list, not an error.
        let light = try mockshot("list", "grok", "--mode", "light", "--names")
        #expect(light.status == 0 && light.stdout.isEmpty)
        #expect(try mockshot("list", "grok", "--mode", "dark", "--names").stdout.contains("grok.screen"))
    }

    @Test func sheetRendersABrand() throws {
        let r = try mockshot("sheet", "kik", "--mode", "dark", "-o", path("kik.png"))
        #expect(r.status == 0, "\(r.stderr)")
        #expect(try PNGDecoder().decode(contentsOf: path("kik.png")).width == 1300)
        expectError(try mockshot("sheet", "myspace", "-o", path("m.png")), status: 64, "unknown brand 'myspace'", "chatgpt")
    }

    /// The largest sheet renders at @3x within the default budget (it was 3900 × 18 462 px, refused),
    /// and the default decoder reads it back.
    @Test func largestSheetRendersAtThreeX() throws {
        let r = try mockshot("sheet", "copilot", "--scale", "3", "-o", path("copilot.png"))
        #expect(r.status == 0, "\(r.stderr)")
        let png = try PNGDecoder().decode(contentsOf: path("copilot.png"))
        #expect(png.width == 3900 && png.height <= 16_384)
    }

    // MARK: diff

    func writePNG(_ name: String, _ img: RGBAImage) throws { try Data(PNGEncoder().encode(img)).write(to: URL(fileURLWithPath: path(name))) }

    @Test func diffExitCodes() throws {
        var a = RGBAImage(width: 20, height: 10, fill: (255, 255, 255, 255))
        try writePNG("a.png", a)
        try writePNG("same.png", a)
        a[3, 3] = (0, 0, 0, 255)
        try writePNG("b.png", a)
        try writePNG("wide.png", RGBAImage(width: 21, height: 10, fill: (255, 255, 255, 255)))

        let same = try mockshot("diff", path("a.png"), path("same.png"))
        #expect(same.status == 0 && same.stdout.hasPrefix("0 different pixels"))
        let differ = try mockshot("diff", path("a.png"), path("b.png"), "-o", path("d.png"))
        #expect(differ.status == 1 && differ.stdout.hasPrefix("1 different pixels"))
        #expect(try PNGDecoder().decode(contentsOf: path("d.png")).hex(x: 3, y: 3) == "#FF0000")
        #expect(try mockshot("diff", path("a.png"), path("b.png"), "--max-diff-pixels", "1").status == 0)
        expectError(try mockshot("diff", path("a.png"), path("wide.png")), status: 2, "20×10", "21×10")
    }

    @Test func diffRefusesBrokenFiles() throws {
        let good = try PNGEncoder().encode(RGBAImage(width: 8, height: 8, fill: (1, 2, 3, 255)))
        try Data(good).write(to: URL(fileURLWithPath: path("good.png")))
        try Data(good.prefix(good.count / 2)).write(to: URL(fileURLWithPath: path("truncated.png")))
        try Data("GIF89a not a png".utf8).write(to: URL(fileURLWithPath: path("fake.png")))
        var corrupt = good; corrupt[corrupt.count - 20] ^= 0xFF
        try Data(corrupt).write(to: URL(fileURLWithPath: path("corrupt.png")))
        for bad in ["truncated.png", "fake.png", "corrupt.png", "absent.png"] {
            expectError(try mockshot("diff", path("good.png"), path(bad)), status: 2, bad)
        }
    }
}

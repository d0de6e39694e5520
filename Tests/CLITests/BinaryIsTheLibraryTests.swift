import Foundation
import Imaging
import Testing

/// The CLI tests run `mockshot` in process (`InProcessRunner`); this suite checks that doing so tests the
/// binary: a render, a diff, a list and usage errors give the same exit status, standard output, standard
/// error and files run by `MockshotCLI.run` in this process and as the built binary.
@Suite struct BinaryIsTheLibraryTests {
    let dir: ScratchDirectory
    init() throws { dir = try ScratchDirectory() }

    /// Runs `args` both ways (`{}` in an argument becomes `in` or `bin`, so each writes files of its own;
    /// no message of these commands names them); expects the same outcome; returns the pair.
    @discardableResult
    func same(_ args: [String], sourceLocation: SourceLocation = #_sourceLocation) -> (inProcess: ProcessRunner.Result, binary: ProcessRunner.Result) {
        let inProcess = InProcessRunner.run(args.map { $0.replacing("{}", with: "in") })
        let binary = ProcessRunner.run(args.map { $0.replacing("{}", with: "bin") })
        #expect(binary.signal == nil && !binary.timedOut, "\(binary)", sourceLocation: sourceLocation)
        #expect(inProcess.status == binary.status,
                "\(args): exit \(String(describing: inProcess.status)) in process, \(String(describing: binary.status)) as a process",
                sourceLocation: sourceLocation)
        #expect(inProcess.stdout == binary.stdout, "\(args): standard output", sourceLocation: sourceLocation)
        #expect(inProcess.stderr == binary.stderr, "\(args): standard error", sourceLocation: sourceLocation)
        return (inProcess, binary)
    }

    @Test func renderGivesTheSameBytes() throws {
        // To standard output (the PNG's bytes compared as stdout) and to a file with its layout dump.
        let stream = same(["render", "chatgpt.send-button", "--state", "generating", "--mode", "dark", "--scale", "2", "-o", "-"])
        #expect(stream.inProcess.status == 0 && stream.inProcess.stdout.count > 100, "\(stream.inProcess.stderr)")
        #expect(try PNGDecoder().decode(stream.inProcess.stdout).width > 0, "a PNG")
        let file = same(["render", "kik.screen", "--scale", "1", "--dynamic-type", "accessibility1",
                         "-o", dir.file("kik-{}.png"), "--layout-json", dir.file("kik-{}.json")])
        #expect(file.inProcess.status == 0, "\(file.inProcess.stderr)")
        #expect(try dir.read("kik-in.png") == dir.read("kik-bin.png"))
        #expect(try dir.read("kik-in.json") == dir.read("kik-bin.json"))
        #expect(try PNGDecoder().decode(contentsOf: dir.file("kik-in.png")).width == 390)
    }

    @Test func diffGivesTheSameCountAndImage() throws {
        try dir.write("a.png", PNGEncoder().encode(RGBAImage(width: 12, height: 9, fill: (255, 255, 255, 255))))
        var b = RGBAImage(width: 12, height: 9, fill: (255, 255, 255, 255))
        for x in 2..<7 { b[x, 4] = (0, 0, 0, 255) }
        try dir.write("b.png", PNGEncoder().encode(b))
        let r = same(["diff", dir.file("a.png"), dir.file("b.png"), "-o", dir.file("d-{}.png")])
        #expect(r.inProcess.status == 1 && r.inProcess.stdoutText.hasPrefix("5 different pixels"), "\(r.inProcess.stdoutText)")
        #expect(try dir.read("d-in.png") == dir.read("d-bin.png"))
        same(["diff", dir.file("a.png"), dir.file("missing.png")])
    }

    @Test func listAndUsageErrorsAreTheSame() {
        let list = same(["list"])
        #expect(list.inProcess.status == 0 && list.inProcess.stdoutText.contains("kik.screen"))
        let usage = same(["render", "gallery", "--stat", "x", "-o", dir.file("x.png")])
        #expect(usage.inProcess.status == 64 && usage.inProcess.stderr.contains("did you mean '--state'"), "\(usage.inProcess.stderr)")
        same(["--help"])
        same(["--version"])
        same([])
        #expect(dir.names().isEmpty, "\(dir.names())")
    }
}

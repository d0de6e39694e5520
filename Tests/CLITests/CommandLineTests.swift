import Foundation
import Imaging
import Testing

/// Issue 13, part 4: every command has `--help`, usage errors exit 64 everywhere with a suggestion, and
/// options that would be silently ignored are refused.
@Suite struct CommandLineTests {
    let dir: ScratchDirectory
    init() throws { dir = try ScratchDirectory() }

    func mockshot(_ args: String...) -> ProcessRunner.Result { CLIRunner.run(args) }
    func usage(_ r: ProcessRunner.Result, _ fragments: String..., sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(r.status == 64, "exit \(String(describing: r.status)): \(r.stderr)", sourceLocation: sourceLocation)
        #expect(r.stderr.split(separator: "\n").count == 1, "one line: \(r.stderr)", sourceLocation: sourceLocation)
        for f in fragments { #expect(r.stderr.contains(f), "stderr should mention '\(f)': \(r.stderr)", sourceLocation: sourceLocation) }
        #expect(r.stdout.isEmpty, sourceLocation: sourceLocation)
    }

    @Test(arguments: ["list", "render", "sheet", "diff"])
    func everyCommandHasHelp(_ command: String) {
        for spelling in ["--help", "-h"] {
            let r = mockshot(command, spelling)
            #expect(r.status == 0 && r.stderr.isEmpty, "\(command) \(spelling): \(r.stderr)")
            #expect(r.stdoutText.contains("mockshot \(command) "), "usage line: \(r.stdoutText)")
            #expect(r.stdoutText.contains("--help") && r.stdoutText.contains("EXIT CODES") && r.stdoutText.contains("64"))
        }
        #expect(mockshot("help", command).stdoutText == mockshot(command, "--help").stdoutText)
    }

    @Test func helpListsEveryOptionOfDiff() {
        let help = mockshot("diff", "--help").stdoutText
        for option in ["--output", "--threshold", "--include-aa", "--max-diff-pixels", "--max-diff-ratio", "--perceptual", "--max-pixels"] {
            #expect(help.contains(option), "\(option) in diff --help")
        }
    }

    /// The binary's own `--version` and bare invocation (its `main`), and the same in process.
    @Test func versionAndBareInvocation() {
        let runners: [(String, ([String]) -> ProcessRunner.Result)] = [("binary", { ProcessRunner.run($0) }), ("in process", { InProcessRunner.run($0) })]
        for (how, mockshot) in runners {
            let version = mockshot(["--version"])
            #expect(version.status == 0 && version.stdoutText.hasPrefix("mockshot ") && version.stdoutText.split(separator: "\n").count == 1, "\(how)")
            let bare = mockshot([])
            #expect(bare.status == 64 && bare.stdout.isEmpty && bare.stderr.contains("USAGE"), "\(how): usage on stderr: \(bare.stderr)")
        }
    }

    @Test func didYouMean() {
        usage(mockshot("rendr", "gallery"), "unknown command 'rendr'", "did you mean 'render'")
        usage(mockshot("render", "gallery", "--stat", "x", "-o", dir.file("x.png")), "unknown option '--stat'", "did you mean '--state'")
        usage(mockshot("render", "gallery", "--mode", "drak", "-o", dir.file("x.png")), "--mode", "drak", "did you mean 'dark'")
        usage(mockshot("render", "gallery", "--dynamic-type", "xxlarge", "-o", dir.file("x.png")), "did you mean 'xxLarge'")
        usage(mockshot("diff", "a.png", "b.png", "--treshold", "0.1"), "did you mean '--threshold'")
        usage(mockshot("sheet", "kick"), "unknown brand 'kick'", "did you mean 'kik'")
        usage(mockshot("render", "chatgpt.send-button", "--state", "generatin", "-o", dir.file("x.png")), "did you mean 'generating'")
        #expect(dir.names().isEmpty)
    }

    @Test func usageErrorsExit64InEveryCommand() throws {
        usage(mockshot("diff", "only-one.png"), "diff needs 2 PNG file")
        usage(mockshot("diff", "a.png", "b.png", "--threshold", "2"), "--threshold")
        usage(mockshot("diff", "a.png", "b.png", "--bogus"), "--bogus")
        usage(mockshot("list", "--bogus"), "--bogus")
        usage(mockshot("sheet"), "sheet needs a BRAND")
        usage(mockshot("render", "gallery"), "-o")
    }

    @Test func ignoredInputsAreRefused() throws {
        usage(mockshot("render", "chatgpt.screen", "--width", "300", "-o", dir.file("x.png")), "--width", "fixed", "390×844")
        usage(mockshot("sheet", "kik", "--state", "x", "-o", dir.file("x.png")), "unknown option '--state' for sheet")
        usage(mockshot("list", "chatgpt", "kik"), "at most one", "'kik'")
        usage(mockshot("render", "gallery", "extra", "-o", dir.file("x.png")), "render takes at most one NAME", "'extra'")
        usage(mockshot("diff", "a.png", "b.png", "--max-diff-ratio", "1.5"), "--max-diff-ratio", "0 to 1")
        usage(mockshot("diff", "a.png", "b.png", "--max-diff-ratio", "-0.1"), "--max-diff-ratio")
        usage(mockshot("render", "gallery", "-o", dir.file("x.jpg")), "must end in .png")
        usage(mockshot("render", "gallery", "-o", dir.file("x.png"), "--mode", "dark", "--mode", "light"), "--mode", "twice")
        #expect(dir.names().isEmpty)
    }

    @Test func aValueThatIsAnOptionIsRefused() {
        usage(mockshot("render", "chatgpt.send-button", "--state", "-o", dir.file("x.png")), "'--state' needs a value", "'-o'")
        usage(mockshot("diff", "a.png", "b.png", "--threshold", "--include-aa"), "'--threshold' needs a value")
        usage(mockshot("render", "gallery", "-o"), "'--output' needs a value")
        #expect(dir.names().isEmpty)
    }

    @Test func aNewlineInANameCannotSplitTheErrorLine() {
        usage(mockshot("render", "chatgpt.send\nbutton", "-o", dir.file("x.png")), "send\\nbutton")
        usage(mockshot("render", "chatgpt.send-button", "--state", "a\nb", "-o", dir.file("x.png")), "a\\nb")
        usage(mockshot("rend\ner"), "rend\\ner")
    }

    @Test func optionValuesWithEqualsAndDoubleDash() throws {
        let r = mockshot("render", "--mode=dark", "--scale=1", "-o", dir.file("eq.png"), "--", "gallery.shapes")
        #expect(r.status == 0, "\(r.stderr)")
        #expect(dir.exists("eq.png"))
    }
}

/// `--transparent` leaves alpha wherever a component draws nothing, also in kits whose theme modifier
/// paints the canvas (ChatGPT, Character.AI, Kik).
@Suite struct TransparentRenderTests {
    @Test(arguments: ["chatgpt.send-button", "chatgpt.assistant-message", "characterai.primary-button", "kik.receipt", "grok.send-button"])
    func cornerIsTransparent(_ name: String) throws {
        let dir = try ScratchDirectory()
        let list = CLIRunner.run(["list", name, "--names"])
        try #require(list.stdoutText.contains(name), "\(name) exists: \(list.stderr)")
        let opaque = CLIRunner.run(["render", name, "-o", dir.file("o.png")])
        let clear = CLIRunner.run(["render", name, "--transparent", "-o", dir.file("t.png")])
        #expect(opaque.status == 0 && clear.status == 0, "\(opaque.stderr) \(clear.stderr)")
        #expect(try PNGDecoder().decode(contentsOf: dir.file("o.png"))[0, 0].a == 255)
        #expect(try PNGDecoder().decode(contentsOf: dir.file("t.png"))[0, 0].a == 0)
    }
}

import Foundation
import Glibc
import Imaging
import Testing

/// `mockshot appstore`: the output tree fastlane deliver uploads, a summary of what was written, refusals
/// of bad configs with nothing written, failures kept to their screenshots, and the same bytes whatever
/// --jobs or --shard.
@Suite struct AppStoreCLITests {
    let dir: ScratchDirectory
    init() throws { dir = try ScratchDirectory() }

    func mockshot(_ args: String...) -> ProcessRunner.Result { CLIRunner.run(args.map { Array($0.utf8) }) }
    func config(_ text: String, name: String = "appstore.yaml") throws -> String {
        try dir.write(name, Array(text.utf8))
        return dir.file(name)
    }
    func lines(_ text: String) -> [String] { text.split(separator: "\n").map(String.init) }
    /// Files under `folder`, relative, sorted.
    func tree(_ folder: String) -> [String] {
        ((try? FileManager.default.subpathsOfDirectory(atPath: dir.file(folder))) ?? [])
            .filter { !$0.hasSuffix("/") && FileManager.default.contents(atPath: dir.file(folder + "/" + $0)) != nil }
            .filter { name in var d: ObjCBool = false; return FileManager.default.fileExists(atPath: dir.file(folder + "/" + name), isDirectory: &d) && !d.boolValue }
            .sorted()
    }

    /// Two screenshots, two locales, the smallest accepted size (1080×2340) to keep the test quick.
    static let set = """
    locales: [en-US, ja]
    devices: [1080x2340]
    strings:
      ja: {Chat: チャット}
    style: {background: "#20243A", frame: {shadow: false}}
    screenshots:
      - {scene: {brand: kik}, title: Chat}
      - {scene: {brand: chatgpt}, title: "Answers in **seconds**", style: {layout: bleed}}
    """

    /// A run of `set` and what it wrote (path under the output folder → bytes). The config and the output
    /// were in a scratch directory that is gone once the files are read; their paths stay, as messages name them.
    struct SetRun: Sendable {
        let config: String
        let output: String
        let result: ProcessRunner.Result
        let files: [String: [UInt8]]
    }

    /// `set` on two jobs, rendered once per test process: the run `writesTheSetAsFastlaneDeliverTakesIt`
    /// checks, the quiet side of `progressShowsCountImageAndTimeLeftOnATerminalOnly` (standard error is a
    /// pipe here) and the two-job side of `theFilesDoNotDependOnJobsAndShardsAddUpToTheSet`.
    static let setOnTwoJobs: SetRun = {
        guard let scratch = try? ScratchDirectory(), (try? scratch.write("appstore.yaml", Array(set.utf8))) != nil else {
            return SetRun(config: "", output: "", result: .init(status: nil, signal: nil, stdout: [], stderr: "no scratch directory", maxRSSKiB: -1, timedOut: false), files: [:])
        }
        let r = CLIRunner.run(["appstore", scratch.file("appstore.yaml"), "-o", scratch.file("out"), "--jobs", "2"])
        var files: [String: [UInt8]] = [:]
        for name in (try? FileManager.default.subpathsOfDirectory(atPath: scratch.file("out"))) ?? [] where name.hasSuffix(".png") {
            files[name] = try? scratch.read("out/" + name)
        }
        return SetRun(config: scratch.file("appstore.yaml"), output: scratch.file("out"), result: r, files: files)
    }()

    @Test func writesTheSetAsFastlaneDeliverTakesIt() throws {
        let run = Self.setOnTwoJobs, r = Self.setOnTwoJobs.result
        #expect(r.status == 0, "\(r.stderr)")
        #expect(run.files.keys.sorted() == ["en-US/01_iphone-13-mini.png", "en-US/02_iphone-13-mini.png", "ja/01_iphone-13-mini.png", "ja/02_iphone-13-mini.png"])
        let out = lines(r.stdoutText)
        #expect(out.count == 5)
        #expect(out.first?.hasPrefix(run.output + "/en-US/01_iphone-13-mini.png  1080×2340  ") == true, "\(out)")
        #expect(out.last?.hasPrefix("mockshot: wrote 4 of 4 screenshots into \(run.output) in ") == true, "\(out)")
        #expect(r.stderr == "mockshot: \(run.config):4:7: warning: locale 'ja' has no translation for 'Answers in **seconds**'; shown in en-US\n")
        // Opaque RGB at the exact size.
        let png = run.files["ja/01_iphone-13-mini.png"] ?? []
        #expect(png.count > 25 && Array(png[16..<24]) == [0, 0, 0x04, 0x38, 0, 0, 0x09, 0x24] && png[25] == 2)
    }

    @Test func aBadConfigIsRefusedWholeAndNothingIsWritten() throws {
        let path = try config("""
        devices: [6.9", 1000x2000]
        screenshots:
          - {scene: {brand: kik}, titel: Chat}
        style: {layout: tilt}
        """)
        let r = mockshot("appstore", path, "-o", dir.file("out"))
        #expect(r.status == 65)
        #expect(lines(r.stderr) == [
            "mockshot: error: \(path):3:5: item 1 of 'screenshots' needs a 'title' for its 'caption-top' layout (or use the 'screen' layout)",
            "mockshot: error: \(path):3:27: unknown key 'titel' in item 1 of 'screenshots' (did you mean 'title'?)",
            "mockshot: error: \(path):4:17: 'layout': unknown value 'tilt' (did you mean 'tilted'?); expected one of caption-top, caption-bottom, bleed, tilted, two-devices, screen",
            "mockshot: error: \(path): 3 problems; nothing was written",
        ])
        #expect(!dir.exists("out"))
        let missing = mockshot("appstore", dir.file("none.yaml"), "-o", dir.file("out"))
        #expect(missing.status == 65 && lines(missing.stderr).first == "mockshot: error: \(dir.file("none.yaml")):1:1: config file does not exist")
    }

    @Test func aScreenshotThatCannotBeMadeFailsAloneAndTheExitCodeSaysHowMany() throws {
        let path = try config("""
        locales: [en-US, ja, xx]
        devices: [1080x2340]
        style: {frame: none}
        screenshots:
          - {scene: {brand: kik}, title: Fine}
          - {scene: {brand: kik, mesages: []}, title: Typo}
          - {scene: scenes/missing.yaml, title: Missing}
          - {scene: {brand: kik}, title: Too long for one line at any size at all, style: {caption: {max-lines: 1}}}
        """)
        let r = mockshot("appstore", path, "-o", dir.file("out"))
        #expect(r.status == 1)
        #expect(tree("out") == ["en-US/01_iphone-13-mini.png", "ja/01_iphone-13-mini.png"])
        let errors = lines(r.stderr).filter { $0.hasPrefix("mockshot: error: ") }
        // Failures print as images finish (any order); the count comes last.
        #expect(errors.last == "mockshot: error: 10 of 12 screenshots failed")
        // A scene's mistakes in the words of a scene file, at their place in the config.
        #expect(errors.dropLast().sorted() == [
            "mockshot: error: \(path):6:26: unknown key 'mesages' in the kik conversation scene (did you mean 'messages'?)",
            "mockshot: error: \(path):7:13: 'scene': cannot read the scene '\(dir.file("scenes/missing.yaml"))': No such file or directory",
            "mockshot: error: \(path):8:34: the caption of screenshot 4 does not fit on iPhone 6.1\" 1080×2340 in en-US: the title needs 2 lines at the minimum size of 22 pt; at most 1 are allowed",
            "mockshot: error: \(path):8:34: the caption of screenshot 4 does not fit on iPhone 6.1\" 1080×2340 in ja: the title needs 2 lines at the minimum size of 22 pt; at most 1 are allowed",
            errors.first { $0.contains("'xx'") } ?? "(no locale error)",
        ].sorted(), "\(errors)")
        #expect(errors.first { $0.contains("'xx'") }?.hasPrefix("mockshot: error: \(path):1:22: unknown App Store locale 'xx'") == true)
        #expect(errors.filter { $0.contains("mesages") }.count == 1, "each problem once: \(errors)")
        #expect(lines(r.stdoutText).last?.hasPrefix("mockshot: wrote 2 of 12 screenshots") == true)
    }

    /// The shards run on one job each, the shared run on two: every file the same bytes both ways.
    @Test func theFilesDoNotDependOnJobsAndShardsAddUpToTheSet() throws {
        let path = try config(Self.set)
        let two = Self.setOnTwoJobs
        #expect(two.result.status == 0, "\(two.result.stderr)")
        #expect(mockshot("appstore", path, "-o", dir.file("shards"), "--shard", "1/3", "--jobs", "1").status == 0)
        #expect(mockshot("appstore", path, "-o", dir.file("shards"), "--shard", "3/3", "--jobs", "1").status == 0)
        let a = mockshot("appstore", path, "-o", dir.file("shard2"), "--shard", "2/3", "--jobs", "1")
        #expect(a.status == 0 && lines(a.stdoutText).last?.contains("(shard 2/3)") == true)
        let files = two.files.keys.sorted()
        #expect(files.count == 4)
        #expect(Set(tree("shards")).isDisjoint(with: tree("shard2")) && Set(tree("shards")).union(tree("shard2")) == Set(files))
        for f in files {
            let sharded = tree("shards").contains(f) ? try dir.read("shards/" + f) : try dir.read("shard2/" + f)
            let same = sharded == two.files[f]   // (not inside #expect, which would print both files' bytes)
            #expect(same, "\(f) differs between --jobs 1 in shards and --jobs 2 in one run")
        }
    }

    @Test func filesAnEarlierRunLeftAreNamed() throws {
        let path = try config(Self.set)
        try FileManager.default.createDirectory(atPath: dir.file("out/ja"), withIntermediateDirectories: true)
        try dir.write("out/ja/07_iphone-13-mini.png", [1])
        try dir.write("out/ja/notes.txt", [1])
        let r = mockshot("appstore", path, "-o", dir.file("out"))
        #expect(r.status == 0)
        #expect(lines(r.stderr).last == "mockshot: warning: \(dir.file("out"))/ja/07_iphone-13-mini.png was not written by this run (the set has 2 screenshots); remove it before uploading the folder")
        #expect(dir.exists("out/ja/07_iphone-13-mini.png"), "left alone")
    }

    @Test func optionsNarrowTheSetAndChooseTheFormat() throws {
        let path = try config(Self.set)
        let r = mockshot("appstore", path, "-o", dir.file("out"), "--locale", "ja", "--device", "6.1\"", "--format", "jpeg", "--quality", "70")
        // 6.1" is the class's preferred 1170×2532, which this config does not render.
        #expect(r.status == 64 && r.stderr.contains("--device '6.1\"' (iPhone 6.1\" 1170×2532) is not one of the config's devices (iphone-13-mini)"))
        let ok = mockshot("appstore", path, "-o", dir.file("out"), "--locale", "ja", "--device", "1080x2340", "--format", "jpeg", "--quality", "70")
        #expect(ok.status == 0, "\(ok.stderr)")
        #expect(tree("out") == ["ja/01_iphone-13-mini.jpg", "ja/02_iphone-13-mini.jpg"])
        #expect(try dir.read("out/ja/01_iphone-13-mini.jpg").prefix(3) == [0xFF, 0xD8, 0xFF])
    }

    @Test func progressShowsCountImageAndTimeLeftOnATerminalOnly() throws {
        let path = try config(Self.set)
        // Off a terminal (a CI log): no live line, only the summary on stdout.
        let quiet = Self.setOnTwoJobs.result
        #expect(quiet.status == 0 && !quiet.stderr.contains("\r") && !quiet.stderr.contains("\u{1B}"), "\(quiet.stderr)")
        #expect(lines(quiet.stdoutText).last?.hasPrefix("mockshot: wrote 4 of 4 screenshots") == true)
        // On a pseudo-terminal (`script` copies what it shows): count, the image being drawn, ETA, erased at the end.
        let command = "'\(ProcessRunner.binary)' appstore '\(path)' -o '\(dir.file("tty"))' --jobs 1"
        let r = ProcessRunner.run(["-qec", command, "/dev/null"], binary: "/usr/bin/script")
        #expect(r.status == 0, "\(r.stderr)")
        let shown = r.stdoutText
        #expect(shown.contains("[0/4] en-US 01 iphone-13-mini"), "\(shown)")
        #expect(shown.contains("[3/4] ja 02 iphone-13-mini · ETA "), "\(shown)")
        #expect(shown.contains("\r\u{1B}[K") && shown.contains("mockshot: wrote 4 of 4 screenshots"))
    }

    @Test func usageMistakes() throws {
        let path = try config(Self.set)
        func usage(_ args: String...) -> String {
            let r = CLIRunner.run((["appstore"] + args).map { Array($0.utf8) })
            #expect(r.status == 64, "\(args): \(r.stderr)")
            return r.stderr
        }
        #expect(usage(path).contains("appstore needs an output folder: -o DIR"))
        #expect(usage(path, "-o", dir.file("o"), "--quality", "80").contains("--quality applies to JPEG output"))
        #expect(usage(path, "-o", dir.file("o"), "--shard", "3/2").contains("--shard must be K/N with 1 ≤ K ≤ N"))
        #expect(usage(path, "-o", dir.file("o"), "--locale", "de").contains("--locale 'de' is not one of the config's locales (en-US, ja)"))
        #expect(usage(path, "-o", dir.file("o"), "--jobs", "0").contains("--jobs must be a whole number, 1…256"))
        #expect(usage(path, "-o", dir.file("o"), "--formt", "png").contains("did you mean '--format'"))
    }
}

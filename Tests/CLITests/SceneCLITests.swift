import Foundation
import Glibc
import Imaging
import Testing

/// `mockshot render --scene / --manifest / --all-states`: scene files end to end, batches (the same
/// bytes whatever --jobs, shards that partition, failures that stay isolated), the progress line, and
/// which of a command line and a scene wins.
@Suite struct SceneCLITests {
    let dir: ScratchDirectory
    init() throws { dir = try ScratchDirectory() }

    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
    static let examples = repository + "/examples/scenes"
    /// How many scenes `examples/scenes` holds.
    static var exampleCount: Int {
        ((try? FileManager.default.contentsOfDirectory(atPath: examples)) ?? []).filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".json") }.count
    }

    func mockshot(_ args: String...) -> ProcessRunner.Result { CLIRunner.run(args) }
    func mockshot(_ args: [String]) -> ProcessRunner.Result { CLIRunner.run(args) }
    func image(_ name: String) throws -> RGBAImage { try PNGDecoder().decode(contentsOf: dir.file(name)) }
    func scene(_ name: String, _ text: String) throws -> String {
        try dir.write(name, Array(text.utf8))
        return dir.file(name)
    }
    func lines(_ r: ProcessRunner.Result) -> [String] { r.stderr.split(separator: "\n").map(String.init) }
    func files(_ folder: String) -> [String] {
        ((try? FileManager.default.subpathsOfDirectory(atPath: dir.file(folder))) ?? [])
            .filter { name in
                var isDirectory: ObjCBool = false
                return name.hasSuffix(".png") && FileManager.default.fileExists(atPath: dir.file(folder + "/" + name), isDirectory: &isDirectory) && !isDirectory.boolValue
            }.sorted()
    }

    /// A batch's outcome: how it ended and the files it wrote (name → bytes); its directory is gone
    /// once the files are read.
    struct ExampleBatch: Sendable {
        let result: ProcessRunner.Result
        let files: [String: [UInt8]]
    }
    /// Runs `mockshot render --scene examples/scenes -o DIR/ --scale 1 extra…` in a directory of its own.
    static func renderExamples(_ extra: [String]) -> ExampleBatch {
        guard let scratch = try? ScratchDirectory() else {
            return ExampleBatch(result: .init(status: nil, signal: nil, stdout: [], stderr: "no scratch directory", maxRSSKiB: -1, timedOut: false), files: [:])
        }
        let r = CLIRunner.run(["render", "--scene", examples, "-o", scratch.file("out/"), "--scale", "1"] + extra)
        var files: [String: [UInt8]] = [:]
        for name in (try? FileManager.default.subpathsOfDirectory(atPath: scratch.file("out"))) ?? [] where name.hasSuffix(".png") {
            files[name] = try? scratch.read("out/" + name)
        }
        return ExampleBatch(result: r, files: files)
    }

    /// Every example in one batch on two jobs, in strict mode: the one run of the whole folder that
    /// several tests look at (rendering all 26 costs ~0.65 s of CPU, so it runs once per test process).
    /// Its success is "every shipped example renders cleanly in strict mode" (`strictTurnsWarningsIntoFailures`);
    /// its standard error is the non-terminal progress (`progressIsQuietWhenStandardErrorIsNotATerminal`: strict
    /// mode only turns warnings into failures, so a clean strict run prints what a lenient one does);
    /// its files are the two-job side of `aBatchWritesTheSameBytesWhateverTheJobs` and what the shards must
    /// reproduce.
    static let exampleBatch = renderExamples(["--jobs", "2", "--strict"])

    /// The same folder as three shards (`--shard 1/3`, `2/3`, `3/3`) of one job each: together they render
    /// every example once more, so they are both the partition `shardsPartitionABatch` checks and the
    /// one-job side of `aBatchWritesTheSameBytesWhateverTheJobs`.
    static let exampleShards = (1...3).map { k in renderExamples(["--jobs", "1", "--shard", "\(k)/3"]) }

    /// Copies `names` from `examples/scenes` into `folder` of the scratch directory: a small batch for tests
    /// whose subject is the batch machinery, not every example.
    func fewExamples(_ folder: String, _ names: [String]) throws {
        try FileManager.default.createDirectory(atPath: dir.file(folder), withIntermediateDirectories: true)
        for name in names { try FileManager.default.copyItem(atPath: Self.examples + "/" + name, toPath: dir.file(folder + "/" + name)) }
    }

    static let kik = "brand: kik\nmessages:\n  - {direction: incoming, text: hi}\n  - {direction: outgoing, text: hello, time: 9:40 AM}\n"

    // MARK: - One scene

    @Test func aSceneRendersToAFile() throws {
        let path = try scene("chat.yaml", Self.kik)
        let r = mockshot("render", "--scene", path, "-o", dir.file("chat.png"), "--scale", "1")
        #expect(r.status == 0 && r.stderr.isEmpty, "\(r.stderr)")
        let png = try image("chat.png")
        #expect(png.width == 390 && png.height == 844)
        #expect(dir.names() == ["chat.png", "chat.yaml"])
    }

    @Test func anInvalidSceneWritesNothingAndSaysWhereEachProblemIs() throws {
        try dir.write("chat.png", Array("precious".utf8))
        let path = try scene("bad.yaml", "brand: kik\nmesages: []\ndevice: iphone 99\nstatusBar: {batteryLevel: 101}\n")
        let r = mockshot("render", "--scene", path, "-o", dir.file("chat.png"))
        #expect(r.status == 65)
        #expect(lines(r) == [
            "mockshot: error: \(path):2:1: unknown key 'mesages' in the kik conversation scene (did you mean 'messages'?)",
            "mockshot: error: \(path):3:9: 'device': unknown device 'iphone 99' (did you mean 'iphone-12', 'iphone-13', 'iphone-14'?)",
            "mockshot: error: \(path):4:27: 'batteryLevel' must be 0…100 (got 101)",
        ])
        #expect(try dir.read("chat.png") == Array("precious".utf8))
        #expect(dir.names() == ["bad.yaml", "chat.png"])
        let missing = mockshot("render", "--scene", dir.file("nope.yaml"), "-o", dir.file("x.png"))
        #expect(missing.status == 65 && lines(missing) == ["mockshot: error: \(dir.file("nope.yaml")):1:1: cannot read the scene: No such file or directory"])
    }

    @Test func theSixPointNineInchDeviceIsAppStoreSized() throws {
        let r = mockshot("render", "--scene", Self.examples + "/chatgpt-iphone-16-pro-max.json", "-o", dir.file("a.png"))
        #expect(r.status == 0, "\(r.stderr)")
        let a = try image("a.png")
        #expect(a.width == 1320 && a.height == 2868)
        let b = mockshot("render", "kik.screen", "--device", "6.9\"", "-o", dir.file("b.png"))
        #expect(b.status == 0, "\(b.stderr)")
        let png = try image("b.png")
        #expect(png.width == 1320 && png.height == 2868)
    }

    @Test func listDevicesShowsPixelSizes() throws {
        let r = mockshot("list", "--devices")
        #expect(r.status == 0)
        let line = r.stdoutText.split(separator: "\n").first { $0.hasPrefix("iphone-16-pro-max ") }
        #expect(line?.contains("440×956") == true && line?.contains("@3x") == true && line?.contains("1320×2868") == true, "\(line ?? "")")
        #expect(r.stdoutText.split(separator: "\n").count >= 20)
        let kik = mockshot("list", "kik")
        #expect(kik.stdoutText.contains("[scene: kik chats]"))
    }

    @Test func theSchemaCommandPrintsTheRepositorysSchema() throws {
        let r = mockshot("schema")
        #expect(r.status == 0)
        #expect(r.stdoutText == (try String(contentsOfFile: Self.repository + "/schema/scene.schema.json", encoding: .utf8)))
    }

    // MARK: - Batches

    /// The example scenes at @1x and four of them at @3x (large frames are compressed in bands, cut by
    /// image size), with one job and with two: the same files, byte for byte. At @1x the two-job side is
    /// the shared strict batch, the one-job side its three shards of one job each.
    @Test func aBatchWritesTheSameBytesWhateverTheJobs() throws {
        let two = Self.exampleBatch
        #expect(two.result.status == 0, "\(two.result.stderr)")
        var one: [String: [UInt8]] = [:]
        for shard in Self.exampleShards {
            #expect(shard.result.status == 0, "\(shard.result.stderr)")
            one.merge(shard.files) { first, _ in first }
        }
        #expect(one.count == Self.exampleCount && one.keys.sorted() == two.files.keys.sorted())
        for (name, bytes) in one {
            let same = bytes == two.files[name]   // (not inside #expect, which would print both files' bytes)
            #expect(same, "\(name): one job and two wrote different bytes")
        }
        for jobs in ["1", "2"] {
            let big = ["kik-chats", "grok-conversation", "copilot-conversation", "characterai-chat"].flatMap { ["--scene", Self.examples + "/\($0).yaml"] }
            let r3 = mockshot(["render"] + big + ["-o", dir.file("big\(jobs)/"), "--jobs", jobs])
            #expect(r3.status == 0, "\(r3.stderr)")
        }
        #expect(files("big1").count == 4 && files("big1") == files("big2"))
        for name in files("big1") { #expect(try dir.read("big1/" + name) == dir.read("big2/" + name), "\(name)") }
    }

    @Test func shardsPartitionABatch() throws {
        let whole = Self.exampleBatch
        #expect(whole.result.status == 0, "\(whole.result.stderr)")
        let all = whole.files.keys.sorted()
        var union: [String] = []
        for (k, shard) in zip(1...3, Self.exampleShards) {
            #expect(shard.result.status == 0, "\(shard.result.stderr)")
            #expect(lines(shard.result).last?.contains("(shard \(k)/3)") == true)
            let mine = shard.files.keys.sorted()
            #expect(Set(mine).isDisjoint(with: union), "shard \(k) repeats an item")
            union += mine
            for name in mine {
                let same = shard.files[name] == whole.files[name]
                #expect(same, "\(name): shard \(k)/3 wrote other bytes than the whole batch")
            }
        }
        #expect(union.sorted() == all, "the shards together are the batch")
        // Dealt in order: the first shard has items 1, 4, 7, … of the sorted folder.
        #expect(Self.exampleShards[0].files.keys.sorted().first == all.first)
    }

    @Test func oneFailingItemDoesNotStopTheOthers() throws {
        let a = try scene("a.yaml", Self.kik), bad = try scene("b.yaml", "brand: kik\nusernam: x\n"), c = try scene("c.yaml", "brand: grok\n")
        let r = mockshot("render", "--scene", a, "--scene", bad, "--scene", c, "-o", dir.file("out/"), "--scale", "1", "--jobs", "2")
        #expect(r.status == 65)
        #expect(files("out") == ["a.png", "c.png"])
        #expect(lines(r).first == "mockshot: error: \(bad):2:1: unknown key 'usernam' in the kik conversation scene (did you mean 'username'?)")
        let summary = lines(r).last ?? ""
        #expect(summary.hasPrefix("mockshot: rendered 2 of 3 into \(dir.file("out/")) in ") && summary.hasSuffix("; 1 failed: \(bad)"), "\(summary)")
    }

    /// Failures of different kinds exit 1; a refusal by a command-line option exits 64.
    @Test func exitCodesOfABatch() throws {
        try FileManager.default.createDirectory(atPath: dir.file("out/blocked.png"), withIntermediateDirectories: true)
        let manifest = try scene("batch.yaml", """
            scenes:
              - {output: fine.png, scene: {brand: kik}}
              - {output: invalid.png, scene: {brand: kik, draft: [1]}}
              - {output: blocked.png, scene: {brand: kik}}
            """)
        let r = mockshot("render", "--manifest", manifest, "-o", dir.file("out/"), "--scale", "1")
        #expect(r.status == 1, "\(r.stderr)")
        #expect(files("out") == ["fine.png"])
        #expect(r.stderr.contains("is a directory"))
        #expect(lines(r).contains("mockshot: error: \(manifest):3:54: 'draft' must be text, not a list"))
        #expect(lines(r).last?.contains("2 failed") == true)
        // An option every scene refuses: 64, and no file.
        let a = try scene("a.yaml", Self.kik), b = try scene("b.yaml", "brand: kik\nscreen: chats\n")
        let refused = mockshot("render", "--scene", a, "--scene", b, "-o", dir.file("motion/"), "--reduce-motion")
        #expect(refused.status == 64)
        #expect(lines(refused).first { $0.contains("kik.screen (light) looks the same with Reduce Motion") } != nil)
        #expect(files("motion").isEmpty)
    }

    @Test func progressIsQuietWhenStandardErrorIsNotATerminal() throws {
        let r = Self.exampleBatch.result
        #expect(r.status == 0)
        #expect(lines(r).count == 1 && lines(r)[0].hasPrefix("mockshot: rendered \(Self.exampleCount) of \(Self.exampleCount) into "), "\(r.stderr)")
        #expect(!r.stderr.contains("\r") && !r.stderr.contains("\u{1B}"))
    }

    /// The live line's subject is the display, not the scenes: three examples do. Run from the scratch
    /// directory with a relative folder, so the items' names fit the 80 columns of `script`'s terminal.
    @Test func progressShowsCountItemAndTimeLeftOnATerminal() throws {
        try fewExamples("few", ["characterai-chat.yaml", "chatgpt-voice.yaml", "kik-conversation.yaml"])
        // `script` runs the command on a pseudo-terminal and copies what it shows to its own output.
        let command = "cd '\(dir.path)' && exec '\(ProcessRunner.binary)' render --scene few -o tty/ --scale 1 --jobs 1"
        let r = ProcessRunner.run(["-qec", command, "/dev/null"], binary: "/usr/bin/script")
        #expect(r.status == 0, "\(r.stderr)")
        let shown = r.stdoutText
        #expect(shown.contains("[0/3] few/characterai-chat.yaml"), "\(shown)")
        #expect(shown.contains("[2/3] few/kik-conversation.yaml · ETA "), "\(shown)")
        #expect(shown.contains("\r\u{1B}[K"))
        #expect(shown.contains("mockshot: rendered 3 of 3 into tty/"), "\(shown)")
        #expect(files("tty") == ["characterai-chat.png", "chatgpt-voice.png", "kik-conversation.png"])
    }

    @Test func aManifestWithDefaultsAndSubfolders() throws {
        _ = try scene("k.yaml", Self.kik)
        let manifest = try scene("batch.yaml", """
            defaults: {scale: 1, colorScheme: dark}
            scenes:
              - k.yaml
              - {scene: k.yaml, output: light/k.png}
              - output: grok/hello.png
                scene: {brand: grok, messages: [{role: user, text: hello}]}
            """)
        let r = mockshot("render", "--manifest", manifest, "-o", dir.file("m/"))
        #expect(r.status == 0, "\(r.stderr)")
        #expect(files("m") == ["grok/hello.png", "k.png", "light/k.png"])
        #expect(try image("m/k.png").width == 390)
    }

    @Test func everyStateOfARenderable() throws {
        let r = mockshot("render", "kik.receipt", "--all-states", "-o", dir.file("st/"), "--mode", "dark", "--scale", "1")
        #expect(r.status == 0, "\(r.stderr)")
        #expect(files("st") == ["sending", "sent", "delivered", "read", "failed", "sent-increased-contrast", "delivered-increased-contrast"]
            .map { "kik.receipt.\($0).dark.png" }.sorted())
        let both = mockshot("render", "chatgpt.send-button", "--all-states", "-o", dir.file("both/"), "--scale", "1")
        #expect(both.status == 0)
        #expect(files("both").count == 8 && files("both").contains("chatgpt.send-button.generating.light.png"))
    }

    // MARK: - Precedence: the command line over the scene

    @Test func optionsWinOverTheScenesKeys() throws {
        let path = try scene("s.yaml", Self.kik + "colorScheme: light\ndevice: iphone-16-pro-max\nscale: 3\naccessibility: {dynamicType: small}\n")
        let r = mockshot("render", "--scene", path, "-o", dir.file("o.png"), "--mode", "dark", "--device", "iphone-se-3", "--scale", "1",
                         "--dynamic-type", "xxLarge")
        #expect(r.status == 0, "\(r.stderr)")
        let png = try image("o.png")
        #expect(png.width == 375 && png.height == 667, "--device and --scale win")
        let i = (400 * png.width + 5) * 4
        #expect(abs(Int(png.pixels[i]) - 0x12) <= 1 && abs(Int(png.pixels[i + 1]) - 0x13) <= 1 && abs(Int(png.pixels[i + 2]) - 0x16) <= 1,
                "--mode dark wins: Kik's dark canvas, got \(png.pixels[i..<i + 3])")
        // The same as the scene saying all of it itself.
        let same = try scene("t.yaml", Self.kik + "colorScheme: dark\ndevice: iphone-se-3\nscale: 1\naccessibility: {dynamicType: xxLarge}\n")
        #expect(mockshot("render", "--scene", same, "-o", dir.file("t.png")).status == 0)
        #expect(try dir.read("o.png") == dir.read("t.png"))
        // The scene's orientation stays when --device names none.
        let turned = try scene("l.yaml", "brand: kik\norientation: landscape\nscale: 1\n")
        #expect(mockshot("render", "--scene", turned, "-o", dir.file("l.png"), "--device", "ipad-pro-11").status == 0)
        #expect(try image("l.png").width == 1210)
    }

    @Test func localeAndDirectionFromTheCommandLine() throws {
        let arabic = try scene("ar.yaml", "brand: kik\nscale: 1\nlocale: ar\nmessages:\n  - {direction: outgoing, text: \"مرحبا\", time: \"٩:٤٠\"}\n")
        let english = try scene("en.yaml", "brand: kik\nscale: 1\nmessages:\n  - {direction: outgoing, text: \"مرحبا\", time: \"٩:٤٠\"}\n")
        // The scene's Arabic, and English made right to left by the option: the same picture.
        #expect(mockshot("render", "--scene", arabic, "-o", dir.file("a.png")).status == 0)
        #expect(mockshot("render", "--scene", english, "-o", dir.file("b.png"), "--locale", "ar").status == 0)
        #expect(try dir.read("a.png") == dir.read("b.png"))
        // --layout-direction wins over the scene's locale; --locale over its locale.
        #expect(mockshot("render", "--scene", arabic, "-o", dir.file("c.png"), "--layout-direction", "ltr").status == 0)
        #expect(mockshot("render", "--scene", english, "-o", dir.file("d.png")).status == 0)
        #expect(try dir.read("c.png") != dir.read("a.png"))
        #expect(mockshot("render", "--scene", arabic, "-o", dir.file("e.png"), "--locale", "en").status == 0)
        #expect(try dir.read("e.png") == dir.read("d.png"))
        // A registry screen too.
        let r = mockshot("render", "kik.screen", "--locale", "he-IL", "--scale", "1", "-o", dir.file("he.png"))
        #expect(r.status == 0, "\(r.stderr)")
        let bad = mockshot("render", "kik.screen", "--locale", "jp", "-o", dir.file("x.png"))
        #expect(bad.status == 64 && lines(bad) == ["mockshot: error: --locale: unknown language 'jp' (did you mean 'ja', Japanese? 'jp' is a country code)"])
    }

    @Test func strictTurnsWarningsIntoFailures() throws {
        let path = try scene("tofu.yaml", "brand: kik\nscale: 1\nmessages: [{direction: incoming, text: \"box \\u0378\"}]\n")
        let lenient = mockshot("render", "--scene", path, "-o", dir.file("t.png"))
        #expect(lenient.status == 0 && lines(lenient).count == 1 && lenient.stderr.hasPrefix("mockshot: warning: no font has a glyph for U+0378"), "\(lenient.stderr)")
        let strict = mockshot("render", "--scene", path, "-o", dir.file("s.png"), "--strict")
        #expect(strict.status == 1 && lines(strict).count == 1 && strict.stderr.contains("--strict: 1 render warning(s) in strict mode: no font has a glyph for U+0378"), "\(strict.stderr)")
        #expect(!dir.exists("s.png"))
        let examples = Self.exampleBatch.result
        #expect(examples.status == 0, "every example renders cleanly in strict mode: \(examples.stderr)")
        #expect(Self.exampleBatch.files.count == Self.exampleCount)
    }

    // MARK: - Usage

    @Test func badCombinationsAreUsageErrors() throws {
        let a = try scene("a.yaml", Self.kik), b = try scene("b.yaml", Self.kik)
        try FileManager.default.createDirectory(atPath: dir.file("sub"), withIntermediateDirectories: true)
        try dir.write("sub/a.yaml", Array(Self.kik.utf8))
        func usage(_ r: ProcessRunner.Result, _ fragment: String) {
            #expect(r.status == 64, "\(r.stderr)")
            #expect(lines(r).count == 1 && r.stderr.contains(fragment), "\(r.stderr)")
        }
        usage(mockshot("render", "-o", dir.file("x.png")), "render needs a NAME, --scene FILE or --manifest FILE")
        usage(mockshot("render", "kik.screen", "--scene", a, "-o", dir.file("x.png")), "not both")
        usage(mockshot("render", "--scene", a, "--scene", b, "-o", dir.file("x.png")), "must be a directory for 2 outputs")
        usage(mockshot("render", "--scene", a, "--scene", dir.file("sub/a.yaml"), "-o", dir.file("o/")), "would both write a.png")
        usage(mockshot("render", "--scene", a, "--state", "x", "-o", dir.file("x.png")), "--state does not apply to scenes")
        usage(mockshot("render", "--scene", a, "--jobs", "0", "-o", dir.file("o/")), "--jobs must be a whole number, 1…256")
        usage(mockshot("render", "--scene", a, "--shard", "4/3", "-o", dir.file("o/")), "--shard must be K/N")
        usage(mockshot("render", "kik.screen", "--jobs", "2", "-o", dir.file("x.png")), "--jobs applies to batches")
        usage(mockshot("render", "kik.screen", "--device", "iphone 99", "-o", dir.file("x.png")), "--device: unknown device 'iphone 99'")
        usage(mockshot("render", "--scene", a, "-o", dir.file("x.png"), "--reduce-motion"), "refuses it")
        #expect(!dir.exists("x.png") && !dir.exists("o"))
    }
}

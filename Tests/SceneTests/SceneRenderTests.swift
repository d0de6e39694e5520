import ConfigFile
import Foundation
import Layout
import MockshotKit
import Render
import Testing
import ChatGPTKit
import CharacterAIKit
import GrokKit
import KikKit
@testable import Scene

/// Scenes drawn: the same pixels as the Swift content they stand for, every screen changed by the
/// accessibility settings it honours, the 6.9" device at its App Store size.
@Suite struct SceneRenderTests {
    static let examples = SceneSchemaTests.examples

    /// Whether two renders show the same picture: the same pixel size and RGBA pixels, compared row by row
    /// on the canvases (`RenderedImage.hasSamePixels`) rather than as RGBA copies in unoptimised test code.
    /// Screens fill their device, so two renders compared here always have the same size.
    func samePixels(_ a: RenderedImage, _ b: RenderedImage) -> Bool { a.hasSamePixels(as: b) }

    /// A status bar, Dynamic Type and dark mode, in a file and in Swift: same content, same pixels.
    @Test func aSceneDrawsWhatItsSwiftContentDraws() throws {
        let scene = try Scene.parse("""
            brand: kik
            colorScheme: dark
            scale: 1
            device: iphone-se-3
            accessibility: {dynamicType: xLarge}
            statusBar: {time: "7:38", batteryLevel: 18, dataNetwork: lte}
            username: sam.r
            messages:
              - {direction: incoming, text: "running 5 min late", separator: Today 6:55 PM}
              - {direction: outgoing, text: "no worries!", time: 6:56 PM, receipt: delivered}
            draft: grabbing a table
            """, file: "s.yaml")
        let content = KikConversation(username: "sam.r", messages: [
            .incoming("running 5 min late", separator: "Today 6:55 PM"),
            .outgoing("no worries!", time: "6:56 PM", receipt: .delivered),
        ], draft: "grabbing a table")
        #expect(scene.content == .kikConversation(content))
        var env = EnvironmentValues()
        env.statusBar = StatusBarContent(time: "7:38", dataNetwork: .lte, batteryLevel: 18)
        env.dynamicTypeSize = .xLarge
        let swift = try KikKit.renderable(content).render(state: nil, mode: .dark, device: .iPhoneSE3, scale: 1, environment: env)
        let drawn = try scene.render()
        #expect(drawn.pixelWidth == 375 && drawn.pixelHeight == 667)
        #expect(samePixels(drawn, swift))
        // And it is not the default screen.
        let plain = try KikKit.renderable(KikConversation()).render(state: nil, mode: .dark, device: .iPhoneSE3, scale: 1)
        #expect(!samePixels(drawn, plain))
    }

    @Test func nestedContentDrawsTheSameToo() throws {
        let scene = try Scene.parse("""
            brand: grok
            scale: 1
            messages:
              - {role: user, text: "Who won?"}
              - role: assistant
                text: "**Portugal**, 2–1."
                copied: true
                citations: [{author: UEFA, handle: uefa, text: "Full time!", likes: 12000, isVerified: false}]
            """, file: "s.yaml")
        let content = GrokConversation(messages: [
            .user("Who won?"),
            .assistant("**Portugal**, 2–1.", citations: [GrokCitation(author: "UEFA", handle: "uefa", isVerified: false, text: "Full time!", likes: 12000)], copied: true),
        ])
        #expect(scene.content == .grokConversation(content))
        let swift = try GrokKit.renderable(content).render(state: nil, mode: .dark, device: .default, scale: 1)
        #expect(try samePixels(scene.render(), swift))
    }

    @Test func aSampleStateDrawsTheRegistrysState() throws {
        let scene = try Scene.parse("brand: chatgpt\nstate: generating\nscale: 1\n", file: "s.yaml")
        let registry = ChatGPTKit.kit.renderables.first { $0.name == "chatgpt.screen" }!
        let swift = try registry.render(state: "generating", mode: .light, device: .default, scale: 1)
        #expect(try samePixels(scene.render(), swift))
    }

    /// App Store Connect's 6.9" size, exactly.
    @Test func theSixPointNineInchSceneIsAppStoreSized() throws {
        let scene = try Scene.load(path: Self.examples.appendingPathComponent("chatgpt-iphone-16-pro-max.json").path)
        #expect(scene.device == .iPhone16ProMax)
        let image = try scene.render()
        #expect(image.pixelWidth == 1320 && image.pixelHeight == 2868)
    }

    /// Every example scene renders, and without a warning (no missing glyph, no unknown font).
    @Test(arguments: SceneSchemaTests.exampleFiles.map(\.lastPathComponent))
    func everyExampleRendersCleanly(_ name: String) throws {
        var scene = try Scene.load(path: Self.examples.appendingPathComponent(name).path)
        scene.scale = 1
        let image = try scene.render()
        #expect(image.warnings == [], "\(name)")
        #expect(image.pixelWidth == Int(scene.device.size.width) && image.pixelHeight == Int(scene.device.size.height))
    }

    /// One example per brand screen (10), each changed by every accessibility setting it honours when
    /// the setting is a scene key, and refusing the others.
    static let screenExamples = ["chatgpt-conversation", "chatgpt-sidebar", "chatgpt-voice", "grok-conversation", "copilot-conversation",
                                 "copilot-sidebar", "characterai-chat", "characterai-discover", "kik-conversation", "kik-chats"]

    @Test(arguments: screenExamples)
    func accessibilitySettingsChangeEveryScreen(_ name: String) throws {
        let path = Self.examples.appendingPathComponent(name + ".yaml").path
        let text = try String(contentsOfFile: path, encoding: .utf8) + "\nscale: 1\n"
        let plain = try Scene.parse(text, file: name)
        let mode = plain.resolvedColorScheme
        let honoured = plain.makeRenderable().honours(nil, mode)
        #expect(honoured.isSuperset(of: [.dynamicType, .contrast, .boldText]), "\(name) honours \(honoured)")
        let plainImage = try plain.render()
        let keys: [AccessibilitySetting: String] = [.dynamicType: "dynamicType: accessibility2", .contrast: "contrast: increased",
                                                    .reduceTransparency: "reduceTransparency: true", .boldText: "boldText: true",
                                                    .reduceMotion: "reduceMotion: true"]
        for setting in AccessibilitySetting.allCases {
            let variant = text + "accessibility:\n  \(keys[setting]!)\n"
            if honoured.contains(setting) {
                let scene = try Scene.parse(variant, file: name)
                #expect(try !samePixels(scene.render(), plainImage), "\(name) with \(setting) looks the same")
            } else {
                #expect(throws: ConfigProblems.self, "\(name) accepted \(setting), which it does not show") { try Scene.parse(variant, file: name) }
            }
        }
    }

    // MARK: - Scenes inside other files

    @Test func aSceneByPathIsFoundBesideTheFileThatNamesIt() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("mockshot-scene-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("shots"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try "brand: kik\nusername: ann\n".write(to: dir.appendingPathComponent("shots/ann.yaml"), atomically: true, encoding: .utf8)
        let config = dir.appendingPathComponent("appstore.yaml").path
        let root = try ConfigParser.parse("screens:\n  - shots/ann.yaml\n  - {brand: kik, username: bo}\n  - shots/missing.yaml\n", file: config)
        let reader = ConfigReader()
        let scenes = reader.root(root).object(keys: ["screens"])?.list("screens") { Scene.decode(reference: $0, defaults: []) }
        #expect(scenes?.map(\.content) == [.kikConversation(KikConversation(username: "ann")), .kikConversation(KikConversation(username: "bo"))])
        #expect(reader.problems.map(\.description) == [
            "\(config):4:5: item 3 of 'screens': cannot read the scene '\(dir.path)/shots/missing.yaml': No such file or directory",
        ])
    }

    @Test func anIncludedScenesProblemsNameItsOwnFile() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("mockshot-scene-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try "brand: kik\nusernam: ann\n".write(to: dir.appendingPathComponent("bad.yaml"), atomically: true, encoding: .utf8)
        let config = dir.appendingPathComponent("batch.yaml").path
        let reader = ConfigReader()
        _ = Scene.decode(reference: reader.root(try ConfigParser.parse("bad.yaml", file: config)))
        #expect(reader.problems.map(\.description) == ["\(dir.path)/bad.yaml:2:1: unknown key 'usernam' in the kik conversation scene (did you mean 'username'?)"])
    }

    @Test func defaultsFillOnlyWhatTheSceneLeavesOut() throws {
        let defaults = try ConfigParser.parse("device: ipad-pro-13\ncolorScheme: dark\nusername: default\n", file: "m.yaml")
        guard case .mapping(let entries) = defaults.value else { return }
        let reader = ConfigReader()
        let scene = Scene.decode(reader.root(try ConfigParser.parse("brand: kik\nusername: own\n", file: "s.yaml")), defaults: entries)
        #expect(reader.problems.isEmpty)
        #expect(scene?.device == .iPadPro13 && scene?.colorScheme == .dark)
        #expect(scene?.content == .kikConversation(KikConversation(username: "own")))
    }
}

@testable import AppStore
import ChatGPTKit
import ConfigFile
import Imaging
import Layout
import MockshotKit
import Scene
import Testing

/// A screenshot's `scene:` is read by the Scene module: the same keys, defaults and messages as a scene
/// file, paths relative to the config, and the App Store's device, status bar and locale over the scene's.
@Suite struct SceneFilesTests {
    let scratch = Scratch()

    static let kikScene = """
    brand: kik
    username: maya_b
    mesages:
      - {direction: incoming, text: hi}
    """

    func load(_ text: String) throws(ConfigProblems) -> ScreenshotSet {
        try AppStoreConfig.load(scratch.write("sets/appstore.yaml", text), scenes: SceneFiles())
    }

    @Test func aSceneInlineOrInAFileHasTheSceneFilesKeysAndMessages() throws {
        // The scene file on its own, as `mockshot render --scene` reads it.
        let file = scratch.write("sets/scenes/kik.yaml", Self.kikScene)
        var alone: [String] = []
        do { _ = try Scene.load(path: file) } catch { alone = error.problems.map(\.message) }
        #expect(alone == ["unknown key 'mesages' in the kik conversation scene (did you mean 'messages'?)"])
        // The same scene by path (relative to the config) and inline: the same message, at the scene's place.
        let set = try load("""
        devices: [6.9"]
        screenshots:
          - {scene: scenes/kik.yaml, title: By path}
          - title: Inline
            scene:
              brand: kik
              username: maya_b
              mesages:
                - {direction: incoming, text: hi}
          - {scene: scenes/none.yaml, title: Missing}
          - {scene: {brand: kik, username: maya_b}, title: Fine}
        """)
        let config = scratch.path + "/sets/appstore.yaml"
        #expect(set.screenshots.map { $0.problems.map(\.description) } == [
            ["\(file):3:1: " + alone[0]],
            ["\(config):8:7: " + alone[0]],
            [set.screenshots[2].problems.first?.description ?? "(none)"],
            [],
        ])
        let missing = set.screenshots[2].problems.first?.description ?? ""
        #expect(missing.hasPrefix("\(config):10:13: 'scene': cannot read the scene '\(scratch.path)/sets/scenes/none.yaml'"), "\(missing)")
    }

    @Test func theOutputDecidesDeviceStatusBarAndLocaleTheSceneItsContent() throws {
        // A scene that names another phone, a 10:30 status bar and large type: the App Store's size and
        // 9:41 win; its Dynamic Type stays (it is the screen's content).
        scratch.write("sets/scenes/chat.yaml", """
        brand: chatgpt
        device: iphone-se-3
        statusBar: {time: "10:30"}
        messages:
          - {role: user, text: Hello}
        """)
        var set = try load("""
        devices: [1080x2340]
        locales: [en-US, ar-SA]
        style: {layout: screen}
        screenshots:
          - scene: scenes/chat.yaml
        """)
        #expect(set.screenshots[0].problems.isEmpty)
        set.format = .standardPNG
        let images = try set.renderAll()
        #expect(images.map(\.job.path) == ["en-US/01_iphone-13-mini.png", "ar-SA/01_iphone-13-mini.png"])
        #expect(images.allSatisfy { $0.pixelWidth == 1080 && $0.pixelHeight == 2340 })
        // The screen layout is the plain screen: the same pixels as rendering the scene on that device.
        var scene = try Scene.load(path: scratch.path + "/sets/scenes/chat.yaml")
        scene.device = try Device.named("iphone-13-mini")
        scene.statusBar = StatusBarContent()
        let direct = try PNGDecoder().decode(scene.render().pngData())
        let english = try PNGDecoder().decode(images[0].bytes)
        #expect(PanoramaTests.difference(direct, english, x: 0).count == 0)
        // In Arabic the same scene is laid out right to left: the user's bubble moves to the left.
        let arabic = try PNGDecoder().decode(images[1].bytes)
        #expect(PanoramaTests.difference(english, arabic, x: 0).count > 1000)
    }

    @Test func everyExampleConfigLoadsWithoutAProblem() throws {
        var root = FileSystem.absolute(#filePath)
        for _ in 0..<3 { root = FileSystem.parentDirectory(root) }
        let folder = FileSystem.join(root, "examples/appstore")
        let names = ["characterai", "chatgpt", "copilot", "grok", "kik"]
        var devices: Set<String> = [], locales: Set<String> = [], panoramas = 0
        for name in names {
            let set = try AppStoreConfig.load(FileSystem.join(folder, name + ".yaml"), scenes: SceneFiles())
            #expect(set.problems.isEmpty, "\(name): \(set.problems)")
            for shot in set.screenshots { #expect(shot.problems.isEmpty, "\(name): \(shot.problems)") }
            #expect(SetRenderer(set).warnings().isEmpty, "\(name): \(SetRenderer(set).warnings())")
            devices.formUnion(set.devices.map(\.fileToken))
            locales.formUnion(set.localizations.map(\.locale))
            panoramas += set.panoramas.count
        }
        // What `make demo` promises: a 6.9" iPhone set, a 13" iPad set, a panorama, Japanese and Arabic.
        #expect(devices.isSuperset(of: ["iphone-16-pro-max", "ipad-pro-13"]))
        #expect(locales.isSuperset(of: ["ja", "ar-SA"]) && panoramas >= 1)
    }
    /// The README's Swift example, as written there: a scene value, two devices, a Japanese table.
    @Test func theReadmesSwiftExample() throws {
        var shot = Screenshot(screen: .scene(Scene(content: .chatgptConversation(.sample))),
                              caption: Caption(title: "Answers in **seconds**", subtitle: "Ask anything"))
        shot.style.background = .linearGradient([ResolvedStop(color: RGBA(hex: 0x10A37F), location: 0),
                                                 ResolvedStop(color: RGBA(hex: 0x0B3D31), location: 1)], angle: 180)
        let set = ScreenshotSet(screenshots: [shot], devices: [try OutputDevice.named("6.9\""), try OutputDevice.named("13\"")],
                                localizations: [Localization("en-US"), Localization("ja", strings: StringsTable(["Answers in **seconds**": "**数秒**で回答"]))])
        let renderer = SetRenderer(set)
        var written: [String: (Int, Int)] = [:]
        for case .image(let image) in renderer.run(renderer.jobs(), workers: 2) {
            written[image.job.path] = (image.pixelWidth, image.pixelHeight)
            #expect(image.bytes[25] == 2, "colour type of \(image.job.path)")
        }
        #expect(written.keys.sorted() == ["en-US/01_ipad-pro-13.png", "en-US/01_iphone-16-pro-max.png", "ja/01_ipad-pro-13.png", "ja/01_iphone-16-pro-max.png"])
        #expect(written["ja/01_ipad-pro-13.png"].map { $0 == (2064, 2752) } == true)
        #expect(written["en-US/01_iphone-16-pro-max.png"].map { $0 == (1320, 2868) } == true)
    }
    /// The complete config the README shows loads without a problem, read as if it sat beside the example
    /// configs (its paths are theirs), and has what the README says: two locales, 6.9" and 13", a panorama.
    @Test func theReadmesConfigIsValid() throws {
        var root = FileSystem.absolute(#filePath)
        for _ in 0..<3 { root = FileSystem.parentDirectory(root) }
        let readme = String(decoding: FileSystem.contents(FileSystem.join(root, "README.md")) ?? [], as: UTF8.self)
        let section = try #require(readme.components(separatedBy: "## App Store screenshots").dropFirst().first)
        let block = try #require(section.components(separatedBy: "```yaml\n").dropFirst().first?.components(separatedBy: "```").first)
        let folder = FileSystem.join(root, "examples/appstore")
        let node = try ConfigParser.parse(Array(block.utf8), file: FileSystem.join(folder, "README.yaml"))
        let set = try AppStoreConfig.decode(node, directory: folder, scenes: SceneFiles())
        #expect(set.problems.isEmpty && set.screenshots.allSatisfy { $0.problems.isEmpty }, "\(set.screenshots.flatMap(\.problems))")
        #expect(set.localizations.map(\.locale) == ["en-US", "ja"] && set.devices.map(\.fileToken) == ["iphone-16-pro-max", "ipad-pro-13"])
        #expect(set.panoramas.count == 1 && set.screenshots.count == 3)
    }
}

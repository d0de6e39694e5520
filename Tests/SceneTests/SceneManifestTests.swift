import ConfigFile
import Testing
@testable import Scene

/// Batch manifests: items by path or inline, output names, and their mistakes.
@Suite struct SceneManifestTests {
    func decode(_ text: String) throws -> (SceneManifest?, [String]) {
        let reader = ConfigReader()
        let m = SceneManifest.decode(ConfigValue(node: try ConfigParser.parse(text, file: "batch.yaml"), name: "the manifest", reader: reader))
        return (m, reader.problems.map(\.description))
    }

    @Test func itemsByPathOrInlineWithTheirOutputs() throws {
        let (m, problems) = try decode("""
            defaults: {device: iphone-16-pro-max}
            scenes:
              - scenes/kik-chats.yaml
              - {scene: grok.yaml, output: grok/dark.png}
              - output: ./hello.png
                scene: {brand: kik, username: hello}
            """)
        #expect(problems == [])
        #expect(m?.items.map(\.output) == ["kik-chats.png", "grok/dark.png", "hello.png"])
        #expect(m?.items.map(\.mark.line) == [3, 4, 5])
        #expect(m?.defaults.map(\.key) == ["device"])
    }

    @Test func mistakesAreLocated() throws {
        let (_, problems) = try decode("""
            scenes:
              - {scene: a.yaml, output: /tmp/a.png}
              - {scene: b.yaml, output: ../b.png}
              - {scene: c.yaml, output: c.jpg}
              - {scene: {brand: kik}}
              - {output: e.png}
              - {scene: f.yaml, outptu: f.png}
              - g/kik.yaml
              - h/kik.yaml
              - [1]
            extra: 1
            """)
        #expect(problems == [
            "batch.yaml:11:1: unknown key 'extra' in the manifest (valid keys: defaults, scenes)",
            "batch.yaml:2:29: 'output' '/tmp/a.png' must be relative to the output directory",
            "batch.yaml:3:29: 'output' '../b.png' must stay inside the output directory (no '..')",
            "batch.yaml:4:29: 'output' 'c.jpg' must end in .png (mockshot writes PNG only)",
            "batch.yaml:5:5: item 4 of 'scenes' needs 'output' (the PNG's name): its scene is written inline",
            "batch.yaml:6:5: item 5 of 'scenes' needs 'scene' (a scene file, or the scene's keys)",
            "batch.yaml:7:21: unknown key 'outptu' in item 6 of 'scenes' (did you mean 'output'?)",
            "batch.yaml:9:5: output 'kik.png' is already the output of the item on line 8",
            "batch.yaml:10:5: item 9 of 'scenes' must be a scene file or a mapping with 'scene' and 'output', not a list",
        ])
    }

    @Test func aManifestNeedsScenes() throws {
        #expect(try decode("defaults: {}\n").1 == ["batch.yaml:1:1: the manifest needs 'scenes' (a list of scene files, or of 'scene:' and 'output:' pairs)"])
    }
}

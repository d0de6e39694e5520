import ConfigFile
import Foundation
import Testing
@testable import Scene

/// The JSON Schema of scene files: the committed file is the generated one, it offers exactly the keys
/// the decoder reads, and every example scene is valid against it.
@Suite struct SceneSchemaTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let schemaPath = repository.appendingPathComponent("schema/scene.schema.json").path
    static let examples = repository.appendingPathComponent("examples/scenes")

    static var exampleFiles: [URL] {
        ((try? FileManager.default.contentsOfDirectory(at: examples, includingPropertiesForKeys: nil)) ?? [])
            .filter { ["yaml", "json"].contains($0.pathExtension) }.sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    func schemaNode() throws -> ConfigNode {
        try ConfigParser.parse(SceneSchema.text, file: "scene.schema.json")
    }

    @Test func theCommittedSchemaIsTheGeneratedOne() throws {
        let committed = try String(contentsOfFile: Self.schemaPath, encoding: .utf8)
        #expect(committed == SceneSchema.text, "schema/scene.schema.json is stale: run 'mockshot schema > schema/scene.schema.json'")
    }

    @Test func itIsDraft202012() throws {
        #expect(SceneSchema.json["$schema"] == .string("https://json-schema.org/draft/2020-12/schema"))
        #expect(SceneSchema.json["required"] == .array([.string("brand")]))
    }

    // MARK: - The schema's keys are the decoder's keys

    /// Every object type the schema defines, with the keys the decoder reads for it.
    static var decoderKeys: [String: [String]] {
        var keys: [String: [String]] = [
            "Accessibility": SceneSettings.accessibility.keys, "StatusBar": SceneSettings.statusBarSpec.keys,
            "ChatGPTConversation": ChatGPTSpecs.conversation.keys, "ChatGPTMessage": ChatGPTSpecs.message.keys,
            "ChatGPTSidebar": ChatGPTSpecs.sidebar.keys, "ChatGPTSidebarSection": ChatGPTSpecs.sidebarSection.keys,
            "ChatGPTVoice": ChatGPTSpecs.voice.keys,
            "GrokConversation": GrokSpecs.conversation.keys, "GrokMessage": GrokSpecs.message.keys, "GrokCitation": GrokSpecs.citation.keys,
            "CopilotConversation": CopilotSpecs.conversation.keys, "CopilotMessage": CopilotSpecs.message.keys,
            "CopilotSidebar": CopilotSpecs.sidebar.keys, "CopilotSidebarSection": CopilotSpecs.sidebarSection.keys,
            "CharacterAIChat": CharacterAISpecs.chat.keys, "CharacterAICharacter": CharacterAISpecs.character.keys,
            "CharacterAIMessage": CharacterAISpecs.message.keys, "CharacterAIDiscover": CharacterAISpecs.discover.keys,
            "KikConversation": KikSpecs.conversation.keys, "KikMessage": KikSpecs.message.keys,
            "KikChatList": KikSpecs.chatList.keys, "KikChat": KikSpecs.chat.keys,
        ]
        for screen in SceneScreen.all { keys["\(screen.brand)-\(screen.name)"] = SceneScreen.sceneKeys + screen.contentKeys }
        return keys
    }

    @Test func everyDefinitionHasTheDecodersKeys() throws {
        guard case .object(let defs)? = SceneSchema.json["$defs"] else { Issue.record("no $defs"); return }
        let expected = Self.decoderKeys
        // The test knows every definition, so a new object type cannot escape the comparison.
        let contentDefs = Set(defs.map(\.key)).subtracting(expected.keys)
        #expect(contentDefs.isEmpty, "definitions the test does not know: \(contentDefs.sorted())")
        for def in defs {
            guard case .object(let properties)? = def.value["properties"] else { Issue.record("\(def.key) has no properties"); continue }
            #expect(properties.map(\.key) == expected[def.key], "\(def.key)")
            #expect(def.value["additionalProperties"] == .bool(false), "\(def.key) must refuse other keys")
        }
        // The root offers the scene keys; each screen is reached from an if/then.
        guard case .object(let root)? = SceneSchema.json["properties"] else { Issue.record("no properties"); return }
        #expect(root.map(\.key) == SceneScreen.sceneKeys)
        for screen in SceneScreen.all { #expect(defs.contains { $0.key == "\(screen.brand)-\(screen.name)" }) }
    }

    /// Walks the schema: a scene that sets one key of one object (at a value of its type) gets no
    /// "unknown key" from the decoder, and a key the schema does not have gets one, at every level.
    @Test func theDecoderAcceptsEveryKeyOfTheSchemaAndNoOther() throws {
        let schema = SceneSchema.json
        guard case .object(let defs)? = schema["$defs"] else { return }
        func def(_ name: String) -> JSONValue { defs.first { $0.key == name }!.value }
        func sample(_ property: JSONValue) -> String {
            if property["$ref"] != nil { return "{}" }
            if case .array(let options)? = property["enum"] { return options.first { $0 != .null }.map(Self.yaml) ?? "~" }
            if case .array(let options)? = property["anyOf"], case .array(let ids)? = options.first?["enum"] { return Self.yaml(ids[0]) }
            let type: String
            switch property["type"] {
            case .string(let t)?: type = t
            case .array(let ts)?: if case .string(let t) = ts[0] { type = t } else { type = "string" }
            default: type = "string"
            }
            switch type {
            case "boolean": return "false"
            case "integer": if case .int(let m)? = property["minimum"] { return String(m) }; return "0"
            case "number": return "0"
            case "array":
                if let items = property["items"], items["$ref"] != nil { return "[{}]" }
                return "[]"
            default: return "x"
            }
        }
        for screen in SceneScreen.all {
            let head = "brand: \(screen.brand)\nscreen: \(screen.name)\n"
            guard case .object(let properties)? = def("\(screen.brand)-\(screen.name)")["properties"] else { continue }
            for p in properties where !SceneScreen.sceneKeys.contains(p.key) {
                let problems = Self.problems(head + "\(p.key): \(sample(p.value))\n")
                #expect(!problems.contains { $0.contains("unknown key") }, "\(screen.brand) \(screen.name) \(p.key): \(problems)")
                // One level down: every key of a nested object type.
                let nested = p.value["$ref"] ?? p.value["items"]?["$ref"]
                if case .string(let target)? = nested {
                    let name = String(target.dropFirst("#/$defs/".count))
                    guard case .object(let inner)? = def(name)["properties"] else { continue }
                    let isList = p.value["items"] != nil
                    for q in inner {
                        let value = "{\(q.key): \(sample(q.value))}"
                        let problems = Self.problems(head + "\(p.key): \(isList ? "[\(value)]" : value)\n")
                        #expect(!problems.contains { $0.contains("unknown key") }, "\(name).\(q.key): \(problems)")
                    }
                    let problems = Self.problems(head + "\(p.key): \(isList ? "[{notAKey: 1}]" : "{notAKey: 1}")\n")
                    #expect(problems.contains { $0.contains("unknown key 'notAKey'") }, "\(name) accepted a key the schema lacks")
                }
            }
            #expect(Self.problems(head + "notAKey: 1\n").contains { $0.contains("unknown key 'notAKey'") })
        }
        for object in ["accessibility", "statusBar"] {
            #expect(Self.problems("brand: kik\n\(object): {notAKey: 1}\n").contains { $0.contains("unknown key 'notAKey'") })
        }
    }

    static func problems(_ text: String) -> [String] {
        do { _ = try Scene.parse(text, file: "walk.yaml"); return [] } catch { return error.problems.map(\.message) }
    }

    static func yaml(_ v: JSONValue) -> String {
        switch v {
        case .string(let s): return "'\(s)'"
        case .int(let i): return String(i)
        case .bool(let b): return b ? "true" : "false"
        default: return "~"
        }
    }

    // MARK: - Examples against the schema

    @Test func everyExampleSceneIsValidAgainstTheSchema() throws {
        let validator = SchemaValidator(schema: try schemaNode())
        #expect(Self.exampleFiles.count >= 11)
        for file in Self.exampleFiles {
            let node = try ConfigParser.parse(try String(contentsOf: file, encoding: .utf8), file: file.lastPathComponent)
            #expect(validator.validate(node) == [], "\(file.lastPathComponent)")
            #expect(throws: Never.self) { try Scene.load(path: file.path) }
        }
    }

    /// The first ```yaml block after `heading` in a file of the repository.
    static func yamlBlock(in file: String, after heading: String, skipping: Int = 0) throws -> String {
        let text = try String(contentsOfFile: repository.appendingPathComponent(file).path, encoding: .utf8)
        var rest = text[try #require(text.range(of: heading)).upperBound...]
        for _ in 0..<skipping { rest = rest[try #require(rest.range(of: "```yaml\n")).upperBound...] }
        let start = try #require(rest.range(of: "```yaml\n"))
        let end = try #require(rest[start.upperBound...].range(of: "```"))
        return String(rest[start.upperBound..<end.lowerBound])
    }

    /// The scenes and the manifest the README and docs/scenes.md show are valid, and say what they claim.
    @Test func theDocumentedScenesAreValid() throws {
        let validator = SchemaValidator(schema: try schemaNode())
        let readme = try Self.yamlBlock(in: "README.md", after: "## Scene files and batches")
        let scene = try Scene.parse(readme, file: "README.md")
        #expect(scene.device == .iPhone16ProMax && scene.colorScheme == .dark && scene.accessibility.dynamicTypeSize == .xLarge)
        #expect(validator.validate(try ConfigParser.parse(readme, file: "README.md")) == [])
        let doc = try Self.yamlBlock(in: "docs/scenes.md", after: "# Scene files")
        #expect(try Scene.parse(doc, file: "scenes.md").registryName == "kik.screen")
        #expect(validator.validate(try ConfigParser.parse(doc, file: "scenes.md")) == [])
        let manifest = try Self.yamlBlock(in: "docs/scenes.md", after: "## Batches")
        let reader = ConfigReader()
        let m = SceneManifest.decode(ConfigValue(node: try ConfigParser.parse(manifest, file: "batch.yaml"), name: "the manifest", reader: reader))
        #expect(reader.problems.isEmpty)
        #expect(m?.items.map(\.output) == ["kik-chats.png", "grok/dark.png", "hello.png"])
    }

    @Test func theValidatorRejectsWhatTheSchemaForbids() throws {
        let validator = SchemaValidator(schema: try schemaNode())
        func errors(_ yaml: String) throws -> [String] { validator.validate(try ConfigParser.parse(yaml, file: "t.yaml")) }
        #expect(try errors("brand: kik\nmessages: [{direction: outgoing, text: hi}]\n") == [])
        #expect(try errors("brand: kik\nmesages: []\n") == ["$: unknown property mesages"])
        #expect(try errors("brand: kik\nmessages: [{direction: sideways}]\n") == ["$.messages[0].direction: not one of the enum's values"])
        #expect(try errors("brand: kik\nscreen: voice\n") == ["$.screen: not one of the enum's values"])
        #expect(try errors("brand: kik\nscreen: chats\nmessages: []\n") == ["$: unknown property messages"])
        #expect(try errors("brand: grok\nstatusBar: {batteryLevel: 120}\n") == ["$.statusBar.batteryLevel: above the maximum 100"])
        #expect(try errors("screen: chat\n") == ["$: missing brand"])
        #expect(try errors("brand: kik\nscale: '2'\n") == ["$.scale: string is not integer or null"])
    }
}

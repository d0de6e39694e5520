@testable import AppStore
import ConfigFile
import Imaging
import Testing

/// `schema/appstore.schema.json` (for editors validating configs) says what the decoder reads: the same
/// keys in every object and the same choices in every closed list.
@Suite struct AppStoreSchemaTests {
    static let repository = FileSystem.parentDirectory(FileSystem.parentDirectory(FileSystem.parentDirectory(#filePath)))
    static let schemaPath = repository + "/schema/appstore.schema.json"

    let schema: ConfigNode

    init() throws { schema = try ConfigParser.parse(FileSystem.contents(Self.schemaPath) ?? [], file: Self.schemaPath) }

    static func entries(_ node: ConfigNode) -> [ConfigEntry] {
        if case .mapping(let e) = node.value { return e }
        return []
    }
    static func child(_ node: ConfigNode, _ key: String) -> ConfigNode? { entries(node).first { $0.key == key }?.value }
    static func strings(_ node: ConfigNode?) -> [String] {
        guard let node, case .sequence(let items) = node.value else { return [] }
        return items.compactMap { if case .scalar(let s, _) = $0.value { s } else { nil } }
    }

    /// The properties an object definition (or the object among its alternatives) declares.
    static func properties(_ node: ConfigNode) -> Set<String>? {
        if let p = child(node, "properties") { return Set(entries(p).map(\.key)) }
        for key in ["oneOf", "anyOf"] {
            guard let list = child(node, key), case .sequence(let items) = list.value else { continue }
            for item in items { if let p = properties(item) { return p } }
        }
        return nil
    }

    func definition(_ name: String) -> ConfigNode? {
        name == "root" ? schema : Self.child(Self.child(schema, "$defs")!, name)
    }

    @Test(arguments: AppStoreConfigKeys.all.keys.sorted())
    func everyObjectHasTheDecodersKeys(_ name: String) throws {
        let node = try #require(definition(name), "no definition '\(name)' in the schema")
        #expect(Self.properties(node) == Set(AppStoreConfigKeys.all[name]!), "\(name)")
        // Closed: a key the decoder refuses is refused by editors too.
        let object = Self.child(node, "properties") != nil ? node
            : Self.entries(node).compactMap { e -> ConfigNode? in
                guard e.key == "oneOf" || e.key == "anyOf", case .sequence(let items) = e.value.value else { return nil }
                return items.first { Self.child($0, "properties") != nil }
            }.first
        if let object, case .scalar(let closed, _)? = Self.child(object, "additionalProperties")?.value { #expect(closed == "false", "\(name)") }
    }

    @Test func everyDefinitionTheSchemaHasIsKnown() {
        let objects = Self.entries(Self.child(schema, "$defs")!).filter { Self.properties($0.value) != nil }.map(\.key)
        #expect(Set(objects).subtracting(AppStoreConfigKeys.all.keys).isEmpty, "\(objects)")
    }

    @Test func closedChoicesMatch() throws {
        let defs = Self.child(schema, "$defs")!
        let style = Self.child(Self.child(defs, "style")!, "properties")!
        #expect(Self.strings(Self.child(Self.child(style, "layout")!, "enum")) == ScreenshotLayout.allCases.map(\.rawValue))
        #expect(Self.strings(Self.child(Self.child(defs, "weight")!, "enum")) == ConfigWeight.allCases.map(\.rawValue))
        let caption = Self.child(Self.child(defs, "caption")!, "properties")!
        #expect(Self.strings(Self.child(Self.child(caption, "alignment")!, "enum")) == ConfigAlignment.allCases.map(\.rawValue))
        #expect(Self.strings(Self.child(Self.child(caption, "position")!, "enum")) == CaptionPosition.allCases.map(\.rawValue))
        let localeAlternatives = Self.child(Self.child(defs, "locale")!, "anyOf")!
        guard case .sequence(let alternatives) = localeAlternatives.value else { Issue.record("locale is not anyOf"); return }
        #expect(Self.strings(Self.child(alternatives[0], "enum")) == AppStoreLocale.codes)
        let root = Self.child(schema, "properties")!
        #expect(Self.strings(Self.child(Self.child(root, "format")!, "enum")) == ConfigFormat.allCases.map(\.rawValue))
        #expect(Self.strings(Self.child(schema, "required")) == ["devices", "screenshots"])
    }
}

/// The JSON Schema (draft 2020-12) of scene files, generated from the same declarations the decoder
/// reads with, so the two cannot drift apart. `schema/scene.schema.json` in the repository is this
/// text (a test compares them); `mockshot schema` prints it.
///
/// Shape: the keys every scene has are properties of the root (the brand and screen as enums), and for
/// each brand screen an `if` (brand and screen, or brand alone for its default screen) whose `then`
/// refers to that screen's definition: its content keys, and no others (`additionalProperties: false`).
/// Content types used in several places (messages, characters) are defined once under `$defs`.
public enum SceneSchema {
    /// The schema's dialect.
    public static let dialect = "https://json-schema.org/draft/2020-12/schema"

    /// The schema, formatted (two-space indentation, a final newline).
    public static var text: String { json.formatted() }

    public static var json: JSONValue {
        var defs = SchemaDefinitions()
        let brands = SceneBrand.all
        let settings = SceneSettings.spec
        // 1. The keys of every scene, with the brand and screen as closed sets.
        var allScreens: [String] = []
        for b in brands { for s in b.screens where !allScreens.contains(s.name) { allScreens.append(s.name) } }
        let sceneProperties: [(String, JSONValue)] = settings.fields.map { field in
            switch field.key {
            case "brand":
                return (field.key, .obj([("description", .string("The app.")), ("enum", .array(brands.map { .string($0.id) }))]))
            case "screen":
                return (field.key, .obj([("description", .string("The brand's screen; see 'mockshot list' for the registry renderable each draws. Default the brand's first (conversation, or chat for characterai).")),
                                         ("enum", .array(allScreens.map { .string($0) }))]))
            default:
                return (field.key, field.schema(&defs))
            }
        }
        // 2. Per brand, its screens; per screen, its content keys.
        var rules: [JSONValue] = []
        for b in brands {
            rules.append(.obj([
                ("if", .obj([("properties", .obj([("brand", .obj([("const", .string(b.id))]))])), ("required", .array([.string("brand")]))])),
                ("then", .obj([("properties", .obj([("screen", .obj([("enum", .array(b.screens.map { .string($0.name) }))]))]))])),
            ]))
            for (i, screen) in b.screens.enumerated() {
                let name = "\(b.id)-\(screen.name)"
                let ref = defs.reference(name) { defs in
                    let content = screen.properties(&defs)
                    return .obj([("description", .string("The keys of a \(b.id) \(screen.name) scene (\(screen.registryName)).")),
                                 ("type", .string("object")),
                                 ("properties", .obj(settings.keys.map { ($0, JSONValue.bool(true)) } + content)),
                                 ("additionalProperties", .bool(false))])
                }
                // The default screen also applies when `screen` is left out.
                let required: [JSONValue] = i == 0 ? [.string("brand")] : [.string("brand"), .string("screen")]
                rules.append(.obj([
                    ("if", .obj([("properties", .obj([("brand", .obj([("const", .string(b.id))])),
                                                      ("screen", .obj([("const", .string(screen.name))]))])),
                                 ("required", .array(required))])),
                    ("then", ref),
                ]))
            }
        }
        return .obj([
            ("$schema", .string(dialect)),
            ("title", .string("mockshot scene")),
            ("description", .string("One brand screen with its content, on a device, with the phone's settings. Content keys are those of docs/content-model.md.")),
            ("type", .string("object")),
            ("required", .array([.string("brand")])),
            ("properties", .obj(sceneProperties)),
            ("allOf", .array(rules)),
            ("$defs", defs.json),
        ])
    }
}

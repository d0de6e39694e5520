import ConfigFile
import Icons

/// A mapping of a scene file read into a value of `Model`: its keys (each a `FieldSpec`) and the value
/// it starts from, so every key left out keeps the content model's default.
struct ObjectSpec<Model> {
    /// The name of its schema definition (`ChatGPTMessage`).
    let name: String
    /// Its description in the schema.
    let summary: String
    /// The value before any key is read: the content type's defaults.
    let initial: Model
    let fields: [FieldSpec<Model>]

    var keys: [String] { fields.map(\.key) }

    /// Reads `value` (a mapping, or nothing for all defaults) starting from `start`. Every key is
    /// checked; an unknown one is a problem with a "did you mean". Returns nil when any problem was
    /// found inside, so a half-read value is never validated or drawn.
    func decode(_ value: ConfigValue, path: String, start: Model, decoding: SceneDecoding) -> Model? {
        if value.isNull { return start }
        guard case .mapping(let entries) = value.node.value else {
            value.problem("\(value.name) must be a mapping (key: value lines), not \(value.node.kindDescription)")
            return nil
        }
        let before = decoding.reader.problems.count
        var model = start
        read(entries, into: &model, path: path, owner: value.name, decoding: decoding) { entry in
            Self.unknownKey(entry, in: value.name, valid: keys, reader: decoding.reader)
        }
        return decoding.reader.problems.count == before ? model : nil
    }

    /// Reads the entries this spec knows into `model`; `unknown` is called for the others.
    func read(_ entries: [ConfigEntry], into model: inout Model, path: String, owner: String, decoding: SceneDecoding,
              unknown: (ConfigEntry) -> Void) {
        for entry in entries {
            guard let field = fields.first(where: { $0.key == entry.key }) else { unknown(entry); continue }
            let fieldPath = SceneDecoding.join(path, entry.key)
            decoding.note(fieldPath, value: entry.value.mark, key: entry.keyMark)
            field.read(ConfigValue(node: entry.value, name: "'\(entry.key)'", reader: decoding.reader), fieldPath, &model, decoding)
        }
    }

    /// `unknown key 'mesages' in the scene (did you mean 'messages'?)`, at the key; `hint` replaces the
    /// suggestion when the caller knows better (a key of another screen).
    static func unknownKey(_ entry: ConfigEntry, in owner: String, valid: [String], reader: ConfigReader, hint: String? = nil) {
        let close = EditDistance.closest(to: entry.key, among: valid, count: 1)
        let hint = hint ?? close.first.map { "did you mean '\($0)'?" } ?? "valid keys: \(valid.joined(separator: ", "))"
        reader.problem("unknown key \(ConfigProblem.quote(entry.key)) in \(owner) (\(hint))", at: entry.keyMark)
    }

    /// `{"type": "object", "properties": …, "additionalProperties": false}`.
    func schema(_ defs: inout SchemaDefinitions) -> JSONValue {
        .obj([("description", .string(summary)), ("type", .string("object")),
              ("properties", .obj(fields.map { ($0.key, $0.schema(&defs)) })), ("additionalProperties", .bool(false))])
    }
}

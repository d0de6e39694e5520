import ConfigFile

/// One key of a scene mapping, declared once: how its value is read into `Model` and how the JSON
/// Schema describes it. The decoder and the schema are both made from these declarations, so a key the
/// decoder accepts is a key the schema offers and the other way round (`SceneSchemaTests` walks both).
struct FieldSpec<Model> {
    let key: String
    /// The value's schema, with its description; object types it uses are added to the definitions.
    let schema: (inout SchemaDefinitions) -> JSONValue
    /// Reads the value (whose field path is the second argument) into the model; problems go to the
    /// decoding's reader and leave the model as it was.
    let read: (ConfigValue, String, inout Model, SceneDecoding) -> Void

    // MARK: - Scalars

    /// Text. `shape` says whether line breaks are allowed.
    static func text(_ key: String, _ field: WritableKeyPath<Model, String>, _ shape: TextShape, _ summary: String) -> FieldSpec {
        FieldSpec(key: key, schema: { _ in Self.describe(["type": .string("string")], summary + shape.schemaNote) }) { value, _, model, _ in
            if let text = Self.readText(value, shape) { model[keyPath: field] = text }
        }
    }

    /// Text that may be left out (`null`, `~` or an absent key: none).
    static func optionalText(_ key: String, _ field: WritableKeyPath<Model, String?>, _ shape: TextShape, _ summary: String) -> FieldSpec {
        FieldSpec(key: key, schema: { _ in Self.describe(["type": .array([.string("string"), .string("null")])], summary + shape.schemaNote) }) { value, _, model, _ in
            if value.isNull { model[keyPath: field] = nil; return }
            if let text = Self.readText(value, shape) { model[keyPath: field] = text }
        }
    }

    /// `true` or `false`.
    static func flag(_ key: String, _ field: WritableKeyPath<Model, Bool>, _ summary: String) -> FieldSpec {
        FieldSpec(key: key, schema: { _ in Self.describe(["type": .string("boolean")], summary) }) { value, _, model, _ in
            if let b = value.decode(Bool.self) { model[keyPath: field] = b }
        }
    }

    /// A whole number within `range`.
    static func integer(_ key: String, _ field: WritableKeyPath<Model, Int>, _ range: ClosedRange<Int>, _ summary: String) -> FieldSpec {
        FieldSpec(key: key, schema: { _ in Self.describe(Self.integerSchema(range), summary) }) { value, _, model, _ in
            if let n = Self.readInteger(value, range) { model[keyPath: field] = n }
        }
    }

    /// A whole number within `range`, or none.
    static func optionalInteger(_ key: String, _ field: WritableKeyPath<Model, Int?>, _ range: ClosedRange<Int>, _ summary: String) -> FieldSpec {
        FieldSpec(key: key, schema: { _ in
            var s = Self.integerSchema(range)
            s["type"] = .array([.string("integer"), .string("null")])
            return Self.describe(s, summary)
        }) { value, _, model, _ in
            if value.isNull { model[keyPath: field] = nil; return }
            if let n = Self.readInteger(value, range) { model[keyPath: field] = n }
        }
    }

    /// A finite number of at least `minimum`.
    static func number(_ key: String, _ field: WritableKeyPath<Model, Double>, minimum: Double, _ summary: String) -> FieldSpec {
        FieldSpec(key: key, schema: { _ in Self.describe(["type": .string("number"), "minimum": .number(minimum)], summary) }) { value, _, model, _ in
            guard let d = value.decode(Double.self) else { return }
            guard d >= minimum else {
                value.problem("\(value.name) must be \(Self.format(minimum)) or more (got \(Self.format(d)))")
                return
            }
            model[keyPath: field] = d
        }
    }

    /// One of an enum's raw values.
    static func choice<E: CaseIterable & RawRepresentable>(_ key: String, _ field: WritableKeyPath<Model, E>, _ summary: String) -> FieldSpec
    where E.RawValue == String {
        FieldSpec(key: key, schema: { _ in Self.describe(["enum": .array(E.allCases.map { .string($0.rawValue) })], summary) }) { value, _, model, _ in
            if let e = value.choice(E.self) { model[keyPath: field] = e }
        }
    }

    /// One of an enum's raw values, or none.
    static func optionalChoice<E: CaseIterable & RawRepresentable>(_ key: String, _ field: WritableKeyPath<Model, E?>, _ summary: String) -> FieldSpec
    where E.RawValue == String {
        FieldSpec(key: key, schema: { _ in Self.describe(["enum": .array(E.allCases.map { .string($0.rawValue) } + [.null])], summary) }) { value, _, model, _ in
            if value.isNull { model[keyPath: field] = nil; return }
            if let e = value.choice(E.self) { model[keyPath: field] = e }
        }
    }

    // MARK: - Lists and objects

    /// A list of texts (a single text is a list of one).
    static func texts(_ key: String, _ field: WritableKeyPath<Model, [String]>, _ shape: TextShape, _ summary: String) -> FieldSpec {
        FieldSpec(key: key, schema: { _ in
            Self.describe(["type": .string("array"), "items": .obj([("type", .string("string"))])], summary + (shape == .line ? " Each one line." : ""))
        }) { value, path, model, decoding in
            var ok = true
            let items: [String]? = value.list { item in
                let text = Self.readText(item, shape)
                if text == nil { ok = false }
                return text
            }
            if let items, ok { model[keyPath: field] = items }
        }
    }

    /// A nested object.
    static func object<Sub>(_ key: String, _ field: WritableKeyPath<Model, Sub>, _ spec: @escaping () -> ObjectSpec<Sub>,
                            _ summary: String) -> FieldSpec {
        FieldSpec(key: key, schema: { defs in
            let s = spec()
            let ref = defs.reference(s.name) { s.schema(&$0) }
            guard case .object(let members) = ref else { return ref }
            return .object([JSONMember(key: "description", value: .string(summary))] + members)
        }) { value, path, model, decoding in
            if let sub = spec().decode(value, path: path, start: model[keyPath: field], decoding: decoding) { model[keyPath: field] = sub }
        }
    }

    /// A list of nested objects, each starting from `spec`'s defaults.
    static func list<Sub>(_ key: String, _ field: WritableKeyPath<Model, [Sub]>, _ spec: @escaping () -> ObjectSpec<Sub>,
                          _ summary: String) -> FieldSpec {
        FieldSpec(key: key, schema: { defs in
            let s = spec()
            let ref = defs.reference(s.name) { s.schema(&$0) }
            return Self.describe(["type": .string("array"), "items": ref], summary)
        }) { value, path, model, decoding in
            if case .scalar = value.node.value {
                value.problem("\(value.name) must be a list of mappings (- key: value lines), not a scalar")
                return
            }
            let s = spec()
            var ok = true
            var index = 0
            let items: [Sub]? = value.list { item in
                defer { index += 1 }
                let sub = s.decode(item, path: SceneDecoding.index(path, index), start: s.initial, decoding: decoding)
                if sub == nil { ok = false }
                return sub
            }
            if let items, ok { model[keyPath: field] = items }
        }
    }

    // MARK: - Helpers

    static func readText(_ value: ConfigValue, _ shape: TextShape) -> String? {
        guard let text = value.decode(String.self) else { return nil }
        if let why = shape.problem(with: text) {
            value.problem("\(value.name) \(why)")
            return nil
        }
        return text
    }

    static func readInteger(_ value: ConfigValue, _ range: ClosedRange<Int>) -> Int? {
        guard let n = value.decode(Int.self) else { return nil }
        guard range.contains(n) else {
            value.problem("\(value.name) must be \(Self.describe(range)) (got \(n))")
            return nil
        }
        return n
    }

    static func integerSchema(_ range: ClosedRange<Int>) -> [String: JSONValue] {
        var s: [String: JSONValue] = ["type": .string("integer"), "minimum": .int(range.lowerBound)]
        if range.upperBound != Int.max { s["maximum"] = .int(range.upperBound) }
        return s
    }

    /// `0…4`, or `0 or more`.
    static func describe(_ range: ClosedRange<Int>) -> String {
        range.upperBound == Int.max ? "\(range.lowerBound) or more" : "\(range.lowerBound)…\(range.upperBound)"
    }

    static func format(_ d: Double) -> String { d == d.rounded() && abs(d) < 1e15 ? String(Int(d)) : String(d) }

    /// A schema in the key order mockshot writes: description, then type, enum, bounds, items.
    static func describe(_ schema: [String: JSONValue], _ summary: String) -> JSONValue {
        let order = ["type", "enum", "minimum", "maximum", "items"]
        var members: [(String, JSONValue)] = [("description", .string(summary))]
        for key in order { if let v = schema[key] { members.append((key, v)) } }
        for (key, v) in schema.sorted(by: { $0.key < $1.key }) where !order.contains(key) { members.append((key, v)) }
        return .obj(members)
    }
}

extension FieldSpec {
    /// One of a closed set of names, each standing for a value (`accessibility2` for a Dynamic Type size).
    static func named<V>(_ key: String, _ field: WritableKeyPath<Model, V>, _ choices: [(String, V)], _ summary: String) -> FieldSpec {
        let names = choices.map(\.0)
        return FieldSpec(key: key, schema: { _ in Self.describe(["enum": .array(names.map { .string($0) })], summary) }) { value, _, model, _ in
            guard case .scalar(let text, _) = value.node.value else {
                value.problem("\(value.name) must be one of \(names.joined(separator: ", ")), not \(value.node.kindDescription)")
                return
            }
            guard let i = names.firstIndex(of: text) else {
                value.problem("\(value.name): " + ConfigChoice.unknownValue(text, among: names))
                return
            }
            model[keyPath: field] = choices[i].1
        }
    }

    /// Text read by `parse`, which returns the value or the reason it is not one (a one-line message).
    static func parsed<V>(_ key: String, _ field: WritableKeyPath<Model, V>, schema: [String: JSONValue], _ summary: String,
                          _ parse: @escaping (String) -> Result<V, SceneValueError>) -> FieldSpec {
        FieldSpec(key: key, schema: { _ in Self.describe(schema, summary) }) { value, _, model, _ in
            guard let text = Self.readText(value, .line) else { return }
            switch parse(text) {
            case .success(let v): model[keyPath: field] = v
            case .failure(let e): value.problem("\(value.name): \(e.message)")
            }
        }
    }
}

/// Why a scene value could not be read, without its location (the reader adds it).
struct SceneValueError: Error {
    let message: String
    init(_ message: String) { self.message = message }
}

import ConfigFile

/// A JSON Schema (draft 2020-12) validator for the keywords the scene schema uses, so the tests can check
/// scene files against the schema without a network or npm: `$ref` to `#/$defs/…`, `type`, `enum`,
/// `const`, `properties`, `required`, `additionalProperties`, `items`, `minimum`, `maximum`, `allOf`,
/// `anyOf`, `if`/`then`, boolean schemas, and the annotations `description`, `title`, `examples`, `$schema`. Any other
/// keyword is reported as unsupported, so the schema cannot grow a rule this validator silently skips.
///
/// Instances are YAML nodes typed as a YAML language server types them (the core schema): quoted
/// scalars are strings; plain `true`/`false` booleans, integers and decimals numbers, the rest strings.
struct SchemaValidator {
    let schema: ConfigNode

    static let annotations: Set<String> = ["description", "title", "$schema", "$defs", "examples"]
    static let supported: Set<String> = ["$ref", "type", "enum", "const", "properties", "required", "additionalProperties",
                                         "items", "minimum", "maximum", "allOf", "anyOf", "if", "then"]

    /// Every violation, as `path: message`; empty when `instance` is valid.
    func validate(_ instance: ConfigNode) -> [String] { check(instance, schema, at: "$") }

    // MARK: - Instances

    enum Kind: String { case null, boolean, integer, number, string, array, object }

    static func kind(_ node: ConfigNode) -> Kind {
        switch node.value {
        case .null: return .null
        case .sequence: return .array
        case .mapping: return .object
        case .scalar(let text, let quoted):
            if quoted { return .string }
            if text == "true" || text == "false" { return .boolean }
            if Int(text) != nil { return .integer }
            if let d = Double(text), d.isFinite, text.allSatisfy({ $0.isNumber || "+-.eE".contains($0) }) { return .number }
            return .string
        }
    }

    /// Whether two nodes are the same JSON value.
    static func equal(_ a: ConfigNode, _ b: ConfigNode) -> Bool {
        let ka = kind(a), kb = kind(b)
        switch (a.value, b.value) {
        case (.null, .null): return true
        case let (.scalar(x, _), .scalar(y, _)):
            if [ka, kb].allSatisfy({ $0 == .integer || $0 == .number }) { return Double(x) == Double(y) }
            return ka == kb && x == y
        case let (.sequence(x), .sequence(y)): return x.count == y.count && zip(x, y).allSatisfy { equal($0, $1) }
        case let (.mapping(x), .mapping(y)):
            return x.count == y.count && x.allSatisfy { e in y.contains { $0.key == e.key && equal($0.value, e.value) } }
        default: return false
        }
    }

    // MARK: - Keywords

    private func check(_ instance: ConfigNode, _ schema: ConfigNode, at path: String) -> [String] {
        if case .scalar(let b, _) = schema.value { return b == "true" ? [] : ["\(path): the schema false allows nothing"] }
        guard case .mapping(let keywords) = schema.value else { return ["\(path): a schema must be an object or a boolean"] }
        var errors: [String] = []
        let kind = Self.kind(instance)
        for k in keywords where !Self.supported.contains(k.key) && !Self.annotations.contains(k.key) {
            errors.append("\(path): unsupported keyword \(k.key)")
        }
        func value(_ key: String) -> ConfigNode? { keywords.first { $0.key == key }?.value }

        if let ref = value("$ref"), case .scalar(let target, _) = ref.value {
            errors += check(instance, resolve(target), at: path)
        }
        if let type = value("type") {
            let allowed: [String]
            switch type.value {
            case .scalar(let t, _): allowed = [t]
            case .sequence(let items): allowed = items.compactMap { if case .scalar(let t, _) = $0.value { t } else { nil } }
            default: allowed = []
            }
            let matches = allowed.contains(kind.rawValue) || (kind == .integer && allowed.contains("number"))
            if !matches { errors.append("\(path): \(kind.rawValue) is not \(allowed.joined(separator: " or "))") }
        }
        if let e = value("enum"), case .sequence(let options) = e.value, !options.contains(where: { Self.equal($0, instance) }) {
            errors.append("\(path): not one of the enum's values")
        }
        if let c = value("const"), !Self.equal(c, instance) { errors.append("\(path): not the const value") }
        if kind == .integer || kind == .number, case .scalar(let text, _) = instance.value, let v = Double(text) {
            if let m = value("minimum"), case .scalar(let t, _) = m.value, let min = Double(t), v < min { errors.append("\(path): below the minimum \(t)") }
            if let m = value("maximum"), case .scalar(let t, _) = m.value, let max = Double(t), v > max { errors.append("\(path): above the maximum \(t)") }
        }
        if case .mapping(let members) = instance.value {
            var properties: [String: ConfigNode] = [:]
            if let p = value("properties"), case .mapping(let entries) = p.value { for e in entries { properties[e.key] = e.value } }
            for m in members {
                if let s = properties[m.key] { errors += check(m.value, s, at: path + "." + m.key) }
                else if let extra = value("additionalProperties") { errors += check(m.value, extra, at: path + "." + m.key).map { _ in "\(path): unknown property \(m.key)" }.prefix(1) }
            }
            if let r = value("required"), case .sequence(let names) = r.value {
                for n in names { if case .scalar(let name, _) = n.value, !members.contains(where: { $0.key == name }) { errors.append("\(path): missing \(name)") } }
            }
        }
        if case .sequence(let items) = instance.value, let itemSchema = value("items") {
            for (i, item) in items.enumerated() { errors += check(item, itemSchema, at: "\(path)[\(i)]") }
        }
        if let all = value("allOf"), case .sequence(let schemas) = all.value {
            for s in schemas { errors += check(instance, s, at: path) }
        }
        if let any = value("anyOf"), case .sequence(let schemas) = any.value, !schemas.contains(where: { check(instance, $0, at: path).isEmpty }) {
            errors.append("\(path): matches none of anyOf")
        }
        if let condition = value("if"), check(instance, condition, at: path).isEmpty, let then = value("then") {
            errors += check(instance, then, at: path)
        }
        return errors
    }

    /// `#/$defs/name`.
    private func resolve(_ pointer: String) -> ConfigNode {
        guard pointer.hasPrefix("#/$defs/"), case .mapping(let root) = schema.value,
              let defs = root.first(where: { $0.key == "$defs" }), case .mapping(let entries) = defs.value.value,
              let def = entries.first(where: { $0.key == String(pointer.dropFirst("#/$defs/".count)) }) else {
            return ConfigNode(.scalar("false", quoted: false), at: schema.mark)
        }
        return def.value
    }
}

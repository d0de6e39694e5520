import Icons

/// Reads typed values out of a `ConfigNode` tree and collects every problem instead of stopping at the
/// first, so a user fixing a scene sees all its mistakes in one run, each on its own line with file,
/// line and column. Readers return nil for a value they could not read and go on.
public final class ConfigReader {
    public private(set) var problems: [ConfigProblem] = []

    public init() {}

    /// The root of a document as a value to read.
    public func root(_ node: ConfigNode) -> ConfigValue { ConfigValue(node: node, name: "the document", reader: self) }

    public func problem(_ message: String, at mark: SourceMark) {
        let p = ConfigProblem(message, at: mark)
        if !problems.contains(p) { problems.append(p) }
    }

    /// Throws the problems found so far, in file order, if there are any.
    public func check() throws(ConfigProblems) {
        guard !problems.isEmpty else { return }
        throw ConfigProblems(problems.sorted { ($0.mark.file, $0.mark.line, $0.mark.column) < ($1.mark.file, $1.mark.line, $1.mark.column) })
    }
}

/// A node being read, with the name messages use for it ("'role'", "item 3 of 'messages'").
public struct ConfigValue {
    public let node: ConfigNode
    public let name: String
    public let reader: ConfigReader

    /// `name` is how messages refer to the value (`'role'`, `item 3 of 'messages'`).
    public init(node: ConfigNode, name: String, reader: ConfigReader) {
        self.node = node; self.name = name; self.reader = reader
    }

    public var mark: SourceMark { node.mark }
    public var isNull: Bool { if case .null = node.value { true } else { false } }

    public func problem(_ message: String) { reader.problem(message, at: node.mark) }

    /// The scalar as `T`, or nil with a problem recorded.
    public func decode<T: ConfigScalar>(_ type: T.Type = T.self) -> T? {
        switch node.value {
        case .scalar(let text, _):
            switch T.fromConfig(text) {
            case .success(let v): return v
            case .failure(let e): problem("\(name): \(e.message)"); return nil
            }
        case .null where T.self == String.self:
            // `key:` with nothing after it, read as text, is the empty string.
            return try? T.fromConfig("").get()
        default:
            problem("\(name) must be \(T.configTypeName), not \(node.kindDescription)")
            return nil
        }
    }

    /// The scalar as one of an enum's raw values, with "did you mean" for a near miss; nil with a problem
    /// recorded otherwise. For enums that are not `ConfigScalar` (types of other modules, which cannot
    /// conform here without a retroactive conformance).
    public func choice<T: CaseIterable & RawRepresentable>(_ type: T.Type = T.self) -> T? where T.RawValue == String {
        guard case .scalar(let text, _) = node.value else {
            problem("\(name) must be one of \(T.allCases.map(\.rawValue).joined(separator: ", ")), not \(node.kindDescription)")
            return nil
        }
        if let v = T(rawValue: text) { return v }
        problem("\(name): " + ConfigChoice.unknownValue(text, among: T.allCases.map(\.rawValue)))
        return nil
    }

    /// The mapping, with its keys checked against `keys`: each unknown key is a problem with a
    /// "did you mean" suggestion, so a typo never silently falls back to a default.
    public func object(keys: [String]) -> ConfigObject? {
        guard case .mapping(let entries) = node.value else {
            problem("\(name) must be a mapping (key: value lines), not \(node.kindDescription)")
            return nil
        }
        for e in entries where !keys.contains(e.key) {
            let close = EditDistance.closest(to: e.key, among: keys, count: 1)
            let hint = close.first.map { "did you mean '\($0)'?" } ?? "valid keys: \(keys.joined(separator: ", "))"
            reader.problem("unknown key \(ConfigProblem.quote(e.key)) in \(name) (\(hint))", at: e.keyMark)
        }
        return ConfigObject(mark: node.mark, name: name, entries: entries.filter { keys.contains($0.key) }, reader: reader)
    }

    /// Each item read by `element`; items it rejects are left out (their problems recorded).
    /// A single value where a list is expected is read as a list of one.
    public func list<T>(_ element: (ConfigValue) -> T?) -> [T]? {
        switch node.value {
        case .sequence(let items):
            return items.enumerated().compactMap { i, item in
                element(ConfigValue(node: item, name: "item \(i + 1) of \(name)", reader: reader))
            }
        case .null:
            return []
        default:
            return element(self).map { [$0] }
        }
    }
}

/// A mapping whose keys have been checked; reads its values by key.
public struct ConfigObject {
    public let mark: SourceMark
    public let name: String
    let entries: [ConfigEntry]
    public let reader: ConfigReader

    /// The keys present, in file order.
    public var keys: [String] { entries.map(\.key) }

    public func has(_ key: String) -> Bool { entries.contains { $0.key == key } }

    /// The value under `key`, or nil when the key is absent. A present `key:` with no value is a
    /// null value (see `ConfigValue.isNull`).
    public func value(_ key: String) -> ConfigValue? {
        entries.first { $0.key == key }.map { ConfigValue(node: $0.value, name: "'\(key)'", reader: reader) }
    }

    /// `key` as `T`, or `fallback` when absent or null (and after a problem has been recorded for a bad value).
    public func decode<T: ConfigScalar>(_ key: String, default fallback: T) -> T {
        guard let v = value(key), !v.isNull || T.self == String.self else { return fallback }
        return v.decode(T.self) ?? fallback
    }

    /// `key` as `T`, or nil when absent, null or bad.
    public func decode<T: ConfigScalar>(_ key: String, as type: T.Type = T.self) -> T? {
        guard let v = value(key), !v.isNull || T.self == String.self else { return nil }
        return v.decode(T.self)
    }

    /// `key` as `T`; its absence is a problem.
    public func require<T: ConfigScalar>(_ key: String, as type: T.Type = T.self) -> T? {
        guard let v = value(key), !v.isNull else {
            reader.problem("\(name) needs '\(key)' (\(T.configTypeName))", at: mark)
            return nil
        }
        return v.decode(T.self)
    }

    /// A nested mapping under `key`, with its keys checked; nil when absent.
    public func object(_ key: String, keys: [String]) -> ConfigObject? {
        guard let v = value(key), !v.isNull else { return nil }
        return v.object(keys: keys)
    }

    /// A list under `key`; nil when absent.
    public func list<T>(_ key: String, _ element: (ConfigValue) -> T?) -> [T]? {
        value(key)?.list(element)
    }
}

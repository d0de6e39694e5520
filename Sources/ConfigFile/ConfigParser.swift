import CYAML

/// Parses one YAML document (JSON is its subset) into a `ConfigNode` tree with libyaml's event parser.
///
/// What libyaml leaves to its caller, done here: anchors and aliases (an alias to an unknown anchor is an
/// error), merge keys (`<<: *defaults`, explicit keys win), duplicate keys (an error naming both lines),
/// non-scalar keys (an error), and one document per file. Limits keep hostile files cheap: at most
/// `maxBytes` of input and `maxNodes` nodes counting every alias expansion, so a "billion laughs" file
/// is refused after a few microseconds instead of being walked.
public enum ConfigParser {
    /// Largest accepted file, 4 MiB: a scene or App Store config is a few kilobytes.
    public static let maxBytes = 4 << 20
    /// Most nodes a document may expand to, aliases counted at every use.
    public static let maxNodes = 1_000_000

    public static func parse(_ text: String, file: String) throws(ConfigProblem) -> ConfigNode {
        try parse(Array(text.utf8), file: file)
    }

    public static func parse(_ bytes: [UInt8], file: String) throws(ConfigProblem) -> ConfigNode {
        guard bytes.count <= maxBytes else {
            throw ConfigProblem("file is \(bytes.count) bytes; the limit is \(maxBytes) bytes", at: SourceMark(file: file, line: 1, column: 1))
        }
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else {
            throw ConfigProblem("libyaml could not start (out of memory)", at: SourceMark(file: file, line: 1, column: 1))
        }
        defer { yaml_parser_delete(&parser) }
        return try bytes.withUnsafeBufferPointer { buffer throws(ConfigProblem) in
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            var composer = Composer(file: file)
            while true {
                var event = yaml_event_t()
                guard yaml_parser_parse(&parser, &event) == 1 else { throw syntaxProblem(parser, file: file) }
                defer { yaml_event_delete(&event) }
                if try composer.consume(event) { break }
            }
            return composer.root ?? ConfigNode(.null, at: SourceMark(file: file, line: 1, column: 1))
        }
    }

    /// libyaml's own wording ("mapping values are not allowed in this context"), at its mark.
    static func syntaxProblem(_ parser: yaml_parser_t, file: String) -> ConfigProblem {
        let problem = parser.problem.map { String(cString: $0) } ?? "cannot be parsed"
        var message = "YAML syntax error: " + problem
        if let context = parser.context.map({ String(cString: $0) }) {
            message += " (" + context + " at line \(parser.context_mark.line + 1))"
        }
        return ConfigProblem(message, at: mark(parser.problem_mark, file: file))
    }

    static func mark(_ m: yaml_mark_t, file: String) -> SourceMark {
        SourceMark(file: file, line: Int(m.line) + 1, column: Int(m.column) + 1)
    }
}

/// Builds nodes from the event stream: a stack of open sequences and mappings.
private struct Composer {
    struct Built { let node: ConfigNode; let size: Int }

    enum Frame {
        case sequence(start: SourceMark, anchor: String?, items: [ConfigNode], size: Int)
        case mapping(Mapping)
    }

    struct Mapping {
        let start: SourceMark
        let anchor: String?
        var entries: [ConfigEntry] = []
        var firstLine: [String: Int] = [:]
        var merged: [ConfigEntry] = []
        var pendingKey: (key: String, mark: SourceMark, isMerge: Bool)?
        var size = 1
    }

    let file: String
    var stack: [Frame] = []
    var anchors: [String: Built] = [:]
    var nodeCount = 0
    var root: ConfigNode?
    var documents = 0

    init(file: String) { self.file = file }

    func mark(_ m: yaml_mark_t) -> SourceMark { ConfigParser.mark(m, file: file) }

    static func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        pointer.map { String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self)) }
    }

    /// Handles one event; true at the end of the stream.
    mutating func consume(_ event: yaml_event_t) throws(ConfigProblem) -> Bool {
        let at = mark(event.start_mark)
        switch event.type {
        case YAML_STREAM_END_EVENT:
            return true
        case YAML_DOCUMENT_START_EVENT:
            documents += 1
            if documents > 1 { throw ConfigProblem("a file holds one document; a second one starts here", at: at) }
        case YAML_SCALAR_EVENT:
            let s = event.data.scalar
            let text = String(decoding: UnsafeBufferPointer(start: s.value, count: Int(s.length)), as: UTF8.self)
            let plain = s.style == YAML_PLAIN_SCALAR_STYLE
            let tag = Self.string(s.tag)
            let value: ConfigNode.Value
            if plain && tag == nil && ["", "~", "null", "Null", "NULL"].contains(text) {
                value = .null
            } else {
                value = .scalar(text, quoted: !plain || tag == "tag:yaml.org,2002:str")
            }
            try finish(Built(node: ConfigNode(value, at: at), size: 1), anchor: Self.string(s.anchor), isPlainMergeKey: plain && text == "<<")
        case YAML_ALIAS_EVENT:
            let name = Self.string(event.data.alias.anchor) ?? ""
            guard let target = anchors[name] else {
                throw ConfigProblem("alias *\(name) refers to no anchor &\(name) defined before it", at: at)
            }
            try finish(Built(node: ConfigNode(target.node.value, at: at), size: target.size), anchor: nil)
        case YAML_SEQUENCE_START_EVENT:
            stack.append(.sequence(start: at, anchor: Self.string(event.data.sequence_start.anchor), items: [], size: 1))
        case YAML_MAPPING_START_EVENT:
            stack.append(.mapping(Mapping(start: at, anchor: Self.string(event.data.mapping_start.anchor))))
        case YAML_SEQUENCE_END_EVENT:
            guard case .sequence(let start, let anchor, let items, let size) = stack.popLast() else { break }
            try finish(Built(node: ConfigNode(.sequence(items), at: start), size: size), anchor: anchor)
        case YAML_MAPPING_END_EVENT:
            guard case .mapping(let m) = stack.popLast() else { break }
            // Merge keys: merged entries fill in only keys the mapping does not set itself.
            var entries = m.entries
            var present = Set(entries.map(\.key))
            for e in m.merged where !present.contains(e.key) {
                entries.append(e); present.insert(e.key)
            }
            try finish(Built(node: ConfigNode(.mapping(entries), at: m.start), size: m.size), anchor: m.anchor)
        default:
            break
        }
        return false
    }

    /// A complete node: remembered under its anchor, then added to the open container (or made the root).
    mutating func finish(_ built: Built, anchor: String?, isPlainMergeKey: Bool = false) throws(ConfigProblem) {
        nodeCount += built.size
        if nodeCount > ConfigParser.maxNodes {
            throw ConfigProblem("document expands to more than \(ConfigParser.maxNodes) nodes (aliases counted at each use)", at: built.node.mark)
        }
        if let anchor { anchors[anchor] = built }
        guard let top = stack.popLast() else { root = built.node; return }
        switch top {
        case .sequence(let start, let a, var items, let size):
            items.append(built.node)
            stack.append(.sequence(start: start, anchor: a, items: items, size: size + built.size))
        case .mapping(var m):
            m.size += built.size
            if let key = m.pendingKey {
                m.pendingKey = nil
                if key.isMerge {
                    try merge(built.node, into: &m)
                } else {
                    m.entries.append(ConfigEntry(key: key.key, keyMark: key.mark, value: built.node))
                }
            } else {
                let keyText: String
                switch built.node.value {
                case .scalar(let text, _): keyText = text
                case .null: keyText = ""
                default: throw ConfigProblem("a key must be plain text, not \(built.node.kindDescription)", at: built.node.mark)
                }
                if !isPlainMergeKey {
                    if let line = m.firstLine[keyText] {
                        throw ConfigProblem("duplicate key \(ConfigProblem.quote(keyText)) (first set on line \(line))", at: built.node.mark)
                    }
                    m.firstLine[keyText] = built.node.mark.line
                }
                m.pendingKey = (keyText, built.node.mark, isPlainMergeKey)
            }
            stack.append(.mapping(m))
        }
    }

    /// `<<: *a` or `<<: [*a, *b]`: the first mapping that sets a key wins.
    func merge(_ node: ConfigNode, into m: inout Mapping) throws(ConfigProblem) {
        let sources: [ConfigNode]
        switch node.value {
        case .mapping: sources = [node]
        case .sequence(let items): sources = items
        default: throw ConfigProblem("a merge key (<<) takes a mapping or a list of mappings, not \(node.kindDescription)", at: node.mark)
        }
        for source in sources {
            guard case .mapping(let entries) = source.value else {
                throw ConfigProblem("a merge key (<<) takes a mapping or a list of mappings, not \(source.kindDescription)", at: source.mark)
            }
            let known = Set(m.merged.map(\.key))
            m.merged += entries.filter { !known.contains($0.key) }
        }
    }
}

import ConfigFile
import Imaging

/// A batch of scenes in one file, each with the name of the PNG it becomes:
///
/// ```yaml
/// defaults:                      # optional: keys every scene gets unless it sets them itself
///   device: iphone-16-pro-max
/// scenes:
///   - kik-chats.yaml             # a scene file, relative to this file → kik-chats.png
///   - scene: grok.yaml           # the same, with an output name of its own
///     output: grok/dark.png
///   - output: hello.png          # a scene written inline
///     scene:
///       brand: kik
///       messages: [{direction: incoming, text: hi}]
/// ```
///
/// Output names are relative to the command's output directory (subfolders are made as needed) and end
/// in `.png`; two items may not share one. The scenes themselves are not decoded here: each item is
/// decoded on its own (`Scene.decode(reference:defaults:)`), so one bad scene fails only its own item.
public struct SceneManifest: Sendable {
    public struct Item: Sendable {
        /// The PNG's path under the output directory (`grok/dark.png`).
        public let output: String
        /// The scene: a path (text, relative to the manifest) or an inline mapping.
        public let scene: ConfigNode
        /// Where the item starts, for messages.
        public let mark: SourceMark
    }

    public let items: [Item]
    /// The `defaults:` entries, applied to every scene where it does not set the key itself.
    public let defaults: [ConfigEntry]

    public static let keys = ["defaults", "scenes"]
    public static let itemKeys = ["scene", "output"]

    /// Reads the manifest at `path`; every problem of its own structure is thrown at once.
    public static func load(path: RawPath, displayName: String) throws(ConfigProblems) -> SceneManifest {
        let bytes: [UInt8]
        switch FileSystem.read(path) {
        case .success(let b): bytes = b
        case .failure(let e):
            throw ConfigProblems([ConfigProblem("cannot read the manifest: \(e.reason)", at: SourceMark(file: displayName, line: 1, column: 1))])
        }
        let root: ConfigNode
        do { root = try ConfigParser.parse(bytes, file: displayName) } catch { throw ConfigProblems([error]) }
        let reader = ConfigReader()
        let manifest = decode(ConfigValue(node: root, name: "the manifest", reader: reader))
        try reader.check()
        return manifest ?? SceneManifest(items: [], defaults: [])
    }

    /// Reads a manifest from a node; problems go to the value's reader.
    public static func decode(_ value: ConfigValue) -> SceneManifest? {
        guard let root = value.object(keys: keys) else { return nil }
        var defaults: [ConfigEntry] = []
        if let d = root.value("defaults"), !d.isNull {
            if case .mapping(let entries) = d.node.value { defaults = entries }
            else { d.problem("'defaults' must be a mapping of scene keys, not \(d.node.kindDescription)") }
        }
        guard let list = root.value("scenes") else {
            value.problem("the manifest needs 'scenes' (a list of scene files, or of 'scene:' and 'output:' pairs)")
            return nil
        }
        var items: [Item] = []
        var seen: [String: SourceMark] = [:]
        _ = list.list { entry -> Int? in
            guard let item = Self.item(entry) else { return nil }
            let key = item.output.lowercased()
            if let first = seen[key] {
                entry.problem("output \(ConfigProblem.quote(item.output)) is already the output of the item on line \(first.line)")
                return nil
            }
            seen[key] = entry.mark
            items.append(item)
            return 0
        }
        return SceneManifest(items: items, defaults: defaults)
    }

    /// One entry of `scenes`: a path, or a mapping with `scene` and `output`.
    static func item(_ entry: ConfigValue) -> Item? {
        switch entry.node.value {
        case .scalar(let path, _):
            return Item(output: defaultOutput(for: path), scene: entry.node, mark: entry.mark)
        case .mapping:
            guard let o = entry.object(keys: itemKeys) else { return nil }
            guard let scene = o.value("scene"), !scene.isNull else {
                entry.problem("\(entry.name) needs 'scene' (a scene file, or the scene's keys)")
                return nil
            }
            let output: String
            if let given = o.value("output") {
                guard let text = given.decode(String.self) else { return nil }
                if let why = outputProblem(text) { given.problem("'output' \(ConfigProblem.quote(text)) \(why)"); return nil }
                output = normalised(text)
            } else if case .scalar(let path, _) = scene.node.value {
                output = defaultOutput(for: path)
            } else {
                entry.problem("\(entry.name) needs 'output' (the PNG's name): its scene is written inline")
                return nil
            }
            return Item(output: output, scene: scene.node, mark: entry.mark)
        default:
            entry.problem("\(entry.name) must be a scene file or a mapping with 'scene' and 'output', not \(entry.node.kindDescription)")
            return nil
        }
    }

    /// `chats.png` for `scenes/chats.yaml`.
    public static func defaultOutput(for scenePath: String) -> String {
        var name = FileSystem.lastComponent(scenePath)
        let ext = FileSystem.pathExtension(name)
        if !ext.isEmpty { name.removeLast(ext.count + 1) }
        return name + ".png"
    }

    /// Why `output` cannot name a file under the output directory, or nil.
    static func outputProblem(_ output: String) -> String? {
        if output.isEmpty { return "is empty" }
        if output.hasPrefix("/") { return "must be relative to the output directory" }
        let parts = output.split(separator: "/", omittingEmptySubsequences: true)
        if parts.contains("..") { return "must stay inside the output directory (no '..')" }
        if output.hasSuffix("/") || parts.isEmpty { return "names a directory" }
        if FileSystem.pathExtension(output) != "png" { return "must end in .png (mockshot writes PNG only)" }
        if output.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) { return "cannot hold control characters" }
        return nil
    }

    /// `a/./b.png` → `a/b.png`.
    static func normalised(_ output: String) -> String {
        output.split(separator: "/", omittingEmptySubsequences: true).filter { $0 != "." }.joined(separator: "/")
    }
}

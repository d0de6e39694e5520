import ConfigFile
import Icons
import Imaging
import Layout
import MockshotKit

extension Scene {
    /// Reads the scene file at `path` (YAML, or JSON as its subset). Throws every problem at once,
    /// one located line each (`chat.yaml:3:5: unknown key 'mesages' in the scene (did you mean 'messages'?)`).
    public static func load(path: String) throws(ConfigProblems) -> Scene {
        try load(path: RawPath(path), displayName: path)
    }

    /// `load(path:)` for a path given as bytes (file names need not be UTF-8); messages name it `displayName`.
    public static func load(path: RawPath, displayName: String) throws(ConfigProblems) -> Scene {
        switch FileSystem.read(path) {
        case .success(let bytes): return try parse(bytes, file: displayName)
        case .failure(let e):
            throw ConfigProblems([ConfigProblem("cannot read the scene: \(e.reason)", at: SourceMark(file: displayName, line: 1, column: 1))])
        }
    }

    /// Reads a scene from the text of a scene file; `file` names it in messages.
    public static func parse(_ bytes: [UInt8], file: String) throws(ConfigProblems) -> Scene {
        let root: ConfigNode
        do { root = try ConfigParser.parse(bytes, file: file) } catch { throw ConfigProblems([error]) }
        let reader = ConfigReader()
        let scene = decode(ConfigValue(node: root, name: "the scene", reader: reader))
        try reader.check()
        guard let scene else { throw ConfigProblems([ConfigProblem("the scene cannot be read", at: root.mark)]) }
        return scene
    }

    public static func parse(_ text: String, file: String) throws(ConfigProblems) -> Scene { try parse(Array(text.utf8), file: file) }

    /// A scene written inside another configuration file: either inline (a mapping of scene keys) or the
    /// path of a scene file (text), relative to the directory of the file that names it. Problems go to
    /// the value's reader (those of an included file carry that file's name); nil when there were any.
    /// `defaults` are entries applied where the scene sets no key of that name (a manifest's defaults).
    public static func decode(reference value: ConfigValue, defaults: [ConfigEntry] = []) -> Scene? {
        guard case .scalar(let path, _) = value.node.value else { return decode(value, defaults: defaults) }
        guard !path.isEmpty else { value.problem("\(value.name) names no scene file"); return nil }
        let base = FileSystem.parentDirectory(value.mark.file)
        let resolved = path.hasPrefix("/") || base.isEmpty ? path : FileSystem.join(base, path)
        let bytes: [UInt8]
        switch FileSystem.read(RawPath(resolved)) {
        case .success(let b): bytes = b
        case .failure(let e): value.problem("\(value.name): cannot read the scene '\(resolved)': \(e.reason)"); return nil
        }
        let root: ConfigNode
        do { root = try ConfigParser.parse(bytes, file: resolved) } catch { value.reader.problem(error.message, at: error.mark); return nil }
        return decode(ConfigValue(node: root, name: "the scene", reader: value.reader), defaults: defaults)
    }

    /// Decodes a scene from a mapping node; problems go to the value's reader; nil when there were any.
    ///
    /// 1. The keys every scene has (brand, screen, device, …), with `defaults` under them.
    /// 2. The brand and the screen, which decide the content keys.
    /// 3. The content keys, into the screen's content value, which then validates itself.
    /// 4. What needs the registry: the sample state, the colour scheme, the accessibility settings the
    ///    screen honours (each refusal on the line of its key, in the renderable's own words).
    public static func decode(_ value: ConfigValue, defaults: [ConfigEntry] = []) -> Scene? {
        let reader = value.reader
        let before = reader.problems.count
        let decoding = SceneDecoding(reader: reader)
        guard case .mapping(let own) = value.node.value else {
            value.problem("a scene must be a mapping of keys (brand: kik, screen: conversation, …), not \(value.node.kindDescription)")
            return nil
        }
        let entries = own + defaults.filter { d in !own.contains { $0.key == d.key } }
        // 1. Scene keys.
        var settings = SceneSettings.spec.initial
        var rest: [ConfigEntry] = []
        SceneSettings.spec.read(entries, into: &settings, path: "", owner: "the scene", decoding: decoding) { rest.append($0) }
        // 2. Brand and screen. Without them the content keys cannot be judged, except those no screen has.
        let brands = SceneBrand.all
        let anyContentKey = Set(brands.flatMap { $0.screens.flatMap(\.keys) })
        func unknownAnywhere() {
            for entry in rest where !anyContentKey.contains(entry.key) {
                ObjectSpec<SceneSettings>.unknownKey(entry, in: "the scene", valid: SceneSettings.spec.keys + anyContentKey.sorted(), reader: reader)
            }
        }
        guard let brandID = settings.brand else {
            // Missing, or `brand:` with nothing after it (a wrong type has its own problem already).
            let at = decoding.mark(for: "brand") ?? value.mark
            if !reader.problems.contains(where: { $0.mark == at }) {
                reader.problem("the scene needs 'brand' (one of \(brands.map(\.id).joined(separator: ", ")))", at: at)
            }
            unknownAnywhere()
            return nil
        }
        guard let brand = brands.first(where: { $0.id == brandID }) else {
            unknownAnywhere()
            reader.problem("'brand': " + ConfigChoice.unknownValue(brandID, among: brands.map(\.id)), at: decoding.mark(for: "brand") ?? value.mark)
            return nil
        }
        let screenName = settings.screen ?? brand.screens[0].name
        guard let screen = brand.screen(screenName) else {
            unknownAnywhere()
            var message = "'screen': " + ConfigChoice.unknownValue(screenName, among: brand.screens.map(\.name)).replacing("unknown value", with: "unknown \(brand.id) screen")
            let elsewhere = brands.filter { $0.id != brand.id && $0.screen(screenName) != nil }.map(\.id)
            if !elsewhere.isEmpty { message += " (\(screenName) is a screen of \(elsewhere.joined(separator: ", ")))" }
            reader.problem(message, at: decoding.mark(for: "screen") ?? value.mark)
            return nil
        }
        // 3. Content.
        let validKeys = SceneSettings.spec.keys + screen.keys
        let contentEntries = rest.filter { screen.keys.contains($0.key) }
        let content = screen.decode(rest, decoding, value.mark) { entry in
            ObjectSpec<SceneSettings>.unknownKey(entry, in: "the \(brand.id) \(screen.name) scene", valid: validKeys, reader: reader,
                                                 hint: otherScreenHint(entry.key, brand: brand, screen: screen))
        }
        // 4. Registry checks.
        guard let renderable = brand.registryRenderable(screen) else { return nil }
        if let state = settings.state {
            let at = decoding.mark(for: "state") ?? value.mark
            if renderable.states.isEmpty {
                reader.problem("'state': \(brand.id) \(screen.name) has no sample states (\(renderable.name) draws one sample); give its content instead", at: at)
            } else if !renderable.states.contains(state) {
                reader.problem("'state': " + ConfigChoice.unknownValue(state, among: renderable.states).replacing("unknown value", with: "unknown state"), at: at)
            } else if !contentEntries.isEmpty {
                reader.problem("'state' shows the sample of \(renderable.name) in state \(state), so it cannot be combined with content keys"
                               + " (\(contentEntries.map(\.key).joined(separator: ", "))); remove one or the other", at: at)
            }
        }
        let scheme = settings.colorScheme ?? renderable.modes.first ?? .light
        if let asked = settings.colorScheme, !renderable.modes.contains(asked) {
            reader.problem("'colorScheme': \(brand.id) \(screen.name) is \(renderable.modes.map(\.rawValue).joined(separator: " and ")) only, not \(asked.rawValue)",
                           at: decoding.mark(for: "colorScheme") ?? value.mark)
        }
        var device = settings.device
        if let orientation = settings.orientation {
            // A device named with its orientation (`ipad-pro-13-landscape`) must agree with the key.
            if let text = entries.first(where: { $0.key == "device" }).flatMap({ e -> String? in if case .scalar(let t, _) = e.value.value { t } else { nil } }) {
                let spelled = text.lowercased().replacing(" ", with: "-").replacing("_", with: "-")
                if let named = Device.Orientation.allCases.first(where: { spelled.hasSuffix("-" + $0.rawValue) }), named != orientation {
                    reader.problem("'orientation' is \(orientation.rawValue), but 'device' \(ConfigProblem.quote(text)) says \(named.rawValue)",
                                   at: decoding.mark(for: "orientation") ?? value.mark)
                }
            }
            device = device.oriented(orientation)
        }
        guard reader.problems.count == before, settings.state != nil || content != nil else { return nil }
        let scene = Scene(brand: brand.id, screen: screen.name, state: settings.state, content: settings.state == nil ? content : nil,
                          device: device, colorScheme: settings.colorScheme, scale: settings.scale.map(Double.init),
                          accessibility: settings.accessibility, locale: settings.locale, layoutDirection: settings.layoutDirection,
                          statusBar: settings.statusBar, source: value.mark)
        do throws(AccessibilityError) {
            try scene.makeRenderable().checkAccessibility(settings.accessibility, state: settings.state, mode: scheme)
        } catch {
            let setting = error.refusedSettings.first
            let at = setting.flatMap { decoding.keyMark(for: "accessibility." + SceneSettings.key(of: $0)) }
                ?? decoding.keyMark(for: "accessibility") ?? value.mark
            reader.problem(error.description, at: at)
            return nil
        }
        return scene
    }

    /// `it is a key of kik's chats screen: add 'screen: chats'` when `key` belongs to another screen of the brand.
    static func otherScreenHint(_ key: String, brand: SceneBrand, screen: ScreenSpec) -> String? {
        brand.screens.first { $0.name != screen.name && $0.keys.contains(key) }
            .map { "it is a key of \(brand.id)'s \($0.name) screen: add 'screen: \($0.name)'" }
    }
}

extension AccessibilityError {
    /// The settings the error refuses, in the order the command line lists them.
    var refusedSettings: [AccessibilitySetting] {
        switch self {
        case .notHonoured(_, _, _, let settings, _, _): settings
        case .conflictsWithState(_, _, let setting, _, _): [setting]
        }
    }
}

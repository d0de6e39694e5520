import ConfigFile
import Imaging
import MockshotKit
import Layout
import Render

/// Reads an App Store config file (YAML or JSON; `schema/appstore.schema.json` describes it) into a
/// `ScreenshotSet`.
///
/// Two kinds of problem, as users fixing a set need them:
/// - Mistakes in the file itself (syntax, unknown keys with a "did you mean", wrong types, bad colours or
///   numbers) refuse the whole file, every one reported at once with its line and column.
/// - Problems with what the file points at or names (a missing scene or image file, an image that cannot
///   be decoded, an unknown device, locale or font) stop only the screenshots, devices or locales they
///   concern: those are reported once each when rendering, and the rest of the set is rendered.
public enum AppStoreConfig {
    /// Reads the config at `path`; scene values are turned into screens by `scenes`.
    public static func load(_ path: String, scenes: any SceneResolver) throws(ConfigProblems) -> ScreenshotSet {
        let display = RawPath(path).display
        guard let bytes = FileSystem.contents(path) else {
            let reason = FileSystem.isDirectory(path) ? "is a directory" : FileSystem.exists(path) ? "cannot be read" : "does not exist"
            throw ConfigProblems([ConfigProblem("config file \(reason)", at: SourceMark(file: display, line: 1, column: 1))])
        }
        let node: ConfigNode
        do { node = try ConfigParser.parse(bytes, file: display) } catch { throw ConfigProblems([error]) }
        return try decode(node, directory: FileSystem.parentDirectory(path), scenes: scenes)
    }

    /// Reads a parsed config whose relative paths are relative to `directory`.
    public static func decode(_ node: ConfigNode, directory: String, scenes: any SceneResolver) throws(ConfigProblems) -> ScreenshotSet {
        let reader = ConfigReader()
        let decoder = Decoder(reader: reader, directory: directory, scenes: scenes)
        let set = decoder.set(reader.root(node))
        try reader.check()
        guard let set else { throw ConfigProblems([ConfigProblem("the config describes no screenshot set", at: node.mark)]) }
        return set
    }
}

/// The decoding itself; problems in the file go to `reader`, problems with what it points at are kept
/// with the screenshots, devices or locales they stop.
final class Decoder {
    let reader: ConfigReader
    let directory: String
    let scenes: any SceneResolver
    /// Problems that stop every screenshot (the shared style's font or background image).
    var everyScreenshot: [ConfigProblem] = []
    /// Decoded images by absolute path: one decode per file, however many styles name it.
    var images: [String: Result<BackgroundImage, BackgroundImageError>] = [:]

    init(reader: ConfigReader, directory: String, scenes: any SceneResolver) {
        self.reader = reader; self.directory = directory; self.scenes = scenes
    }

    func path(_ relative: String) -> String {
        relative.hasPrefix("/") ? relative : FileSystem.join(directory, relative)
    }

    // MARK: The set

    func set(_ value: ConfigValue) -> ScreenshotSet? {
        guard let root = value.object(keys: AppStoreConfigKeys.root) else { return nil }
        var problems: [SetProblem] = []
        // 1. Locales, each checked against App Store Connect's list.
        var localeCodes: [(code: String, mark: SourceMark)] = []
        if let list = root.list("locales", { v in v.decode(String.self).map { ($0, v.mark) } }) {
            for (code, mark) in list {
                do {
                    let canonical = try AppStoreLocale.canonical(code)
                    if localeCodes.contains(where: { $0.code == canonical }) {
                        reader.problem("locale '\(canonical)' is listed twice", at: mark)
                    } else {
                        localeCodes.append((canonical, mark))
                    }
                } catch {
                    problems.append(SetProblem(ConfigProblem(error.description, at: mark), scope: .locale(label: code)))
                }
            }
            if list.isEmpty { reader.problem("'locales' lists no locale", at: root.value("locales")!.mark) }
        } else {
            localeCodes = [("en-US", root.mark)]
        }
        var base = localeCodes.first?.code ?? "en-US"
        if let v = root.value("base-locale"), let code = v.decode(String.self) {
            do {
                let canonical = try AppStoreLocale.canonical(code)
                if localeCodes.contains(where: { $0.code == canonical }) { base = canonical }
                else { v.problem("base locale '\(canonical)' is not one of 'locales' (\(localeCodes.map(\.code).joined(separator: ", ")))") }
            } catch { v.problem(error.description) }
        }
        // 2. Strings tables.
        var tables: [String: StringsTable] = [:]
        if let strings = root.value("strings"), case .mapping(let entries) = strings.node.value,
           let stringsObject = strings.object(keys: entries.map(\.key)) {
            for e in entries {
                let v = stringsObject.value(e.key)!
                guard let code = try? AppStoreLocale.canonical(e.key) else {
                    let known = localeCodes.map(\.code)
                    reader.problem("strings for '\(e.key)', which is not one of 'locales' (\(known.joined(separator: ", ")))", at: e.keyMark)
                    continue
                }
                guard localeCodes.contains(where: { $0.code == code }) || problems.contains(where: { $0.scope == .locale(label: e.key) }) else {
                    reader.problem("strings for '\(code)', which is not one of 'locales' (\(localeCodes.map(\.code).joined(separator: ", ")))",
                                   at: e.keyMark)
                    continue
                }
                switch e.value.value {
                case .scalar(let file, _):
                    switch StringsFile.load(path(file), mark: e.value.mark) {
                    case .success(let table): tables[code] = table
                    case .failure(let failure): for p in failure.problems { reader.problem(p.message, at: p.mark) }
                    }
                default:
                    if let table = StringsFile.mapping(v, reader: reader) { tables[code] = table }
                }
            }
        } else if let strings = root.value("strings"), !strings.isNull {
            strings.problem("'strings' must be a mapping of locale to a strings file or table, not \(strings.node.kindDescription)")
        }
        // 3. Devices.
        var devices: [OutputDevice] = []
        if let list = root.list("devices", { $0 }) {
            for v in list {
                switch device(v) {
                case .some(.success(let d)):
                    if devices.contains(d) { v.problem("\(d) is listed twice") } else { devices.append(d) }
                case .some(.failure(let p)): problems.append(SetProblem(p, scope: .device(label: deviceLabel(v))))
                case .none: break
                }
            }
            if list.isEmpty { reader.problem("'devices' lists no device", at: root.value("devices")!.mark) }
        } else {
            reader.problem("the config needs 'devices' (e.g. [6.9\", 13\"]: the App Store sizes to render)", at: root.mark)
        }
        // 4. Format.
        var format = ImageFormat.standardPNG
        let kind = root.decode("format", default: ConfigFormat.png)
        if let q = root.value("jpeg-quality") {
            if kind != .jpeg { q.problem("'jpeg-quality' applies only with 'format: jpeg'") }
            else if let quality = q.decode(Int.self), !(1...100).contains(quality) { q.problem("'jpeg-quality' must be 1...100, not \(quality)") }
        }
        if kind == .jpeg {
            format = .jpeg(quality: min(max(root.decode("jpeg-quality", default: 90), 1), 100), subsampleChroma: false)
        }
        // 5. The shared style, then each screenshot.
        var style = ScreenshotStyle()
        if let s = root.value("style") { everyScreenshot = self.style(s, into: &style, shared: true) }
        var screenshots: [Screenshot] = []
        if let list = root.list("screenshots", { $0 }) {
            for (i, v) in list.enumerated() {
                if let shot = screenshot(v, index: i, style: style, locales: localeCodes.map(\.code)) { screenshots.append(shot) }
            }
            if list.isEmpty { reader.problem("'screenshots' lists no screenshot", at: root.value("screenshots")!.mark) }
        } else {
            reader.problem("the config needs 'screenshots' (each with a scene and a caption)", at: root.mark)
        }
        // 6. Panoramas.
        var panoramas: [Panorama] = []
        if let list = root.list("panorama", { $0 }) {
            for v in list {
                guard let (p, imageProblems) = panorama(v, count: screenshots.count, taken: panoramas) else { continue }
                panoramas.append(p)
                // An image that cannot be used stops the screenshots it spans.
                for i in p.range { screenshots[i].problems += imageProblems }
            }
        }
        var set = ScreenshotSet(screenshots: screenshots, devices: devices,
                                localizations: localeCodes.map { Localization($0.code, strings: tables[$0.code]) },
                                baseLocale: base, format: format, panoramas: panoramas)
        set.problems = problems
        return set
    }

    /// A device entry's text, for naming its images in failures.
    func deviceLabel(_ v: ConfigValue) -> String {
        if case .scalar(let s, _) = v.node.value { return s }
        if case .mapping(let entries) = v.node.value, let d = entries.first(where: { $0.key == "device" }), case .scalar(let s, _) = d.value.value {
            return s
        }
        return "device"
    }

    /// `6.9"`, `1320x2868`, `iphone-16-pro-max-landscape`, or `{device: 6.9", orientation: landscape}`.
    /// nil: a mistake in the file (recorded); a failure: a name App Store Connect does not take.
    func device(_ v: ConfigValue) -> Result<OutputDevice, ConfigProblem>? {
        var spec: String?
        var orientation: ConfigOrientation?
        var mark = v.mark
        if case .mapping = v.node.value {
            guard let o = v.object(keys: AppStoreConfigKeys.device) else { return nil }
            spec = o.require("device", as: String.self)
            if let d = o.value("device") { mark = d.mark }
            orientation = o.decode("orientation", as: ConfigOrientation.self)
        } else {
            spec = v.decode(String.self)
        }
        guard let spec else { return nil }
        do {
            var d = try OutputDevice.named(spec)
            if let orientation { d = OutputDevice(d.size, orientation: orientation == .landscape ? .landscape : .portrait) }
            return .success(d)
        } catch {
            return .failure(ConfigProblem(error.description, at: mark))
        }
    }

    // MARK: Screenshots

    func screenshot(_ v: ConfigValue, index: Int, style shared: ScreenshotStyle, locales: [String]) -> Screenshot? {
        guard let o = v.object(keys: AppStoreConfigKeys.screenshot) else { return nil }
        var shot = Screenshot(name: o.decode("name", as: String.self), screen: nil)
        shot.mark = v.mark
        shot.style = shared
        var problems = everyScreenshot
        if let s = o.value("style") { problems += self.style(s, into: &shot.style, shared: false) }
        // Screens.
        func scene(_ key: String) -> ScreenSource? {
            guard let s = o.value(key), !s.isNull else { return nil }
            switch scenes.screen(for: s.node, directory: directory) {
            case .success(let source): return source
            case .failure(let failure): problems += failure.problems; return nil
            }
        }
        shot.screen = scene("scene")
        shot.secondScreen = scene("second-scene")
        if !o.has("scene") {
            reader.problem("\(v.name) needs a 'scene' (a scene file or an inline scene)", at: v.mark)
        }
        for (key, table) in [("localized-scenes", 0), ("localized-second-scenes", 1)] {
            guard let m = o.value(key), case .mapping(let entries) = m.node.value else {
                if let m = o.value(key), !m.isNull { m.problem("'\(key)' must be a mapping of locale to scene, not \(m.node.kindDescription)") }
                continue
            }
            for e in entries {
                guard let code = try? AppStoreLocale.canonical(e.key), locales.contains(code) else {
                    reader.problem("'\(key)' names '\(e.key)', which is not one of 'locales' (\(locales.joined(separator: ", ")))", at: e.keyMark)
                    continue
                }
                switch scenes.screen(for: e.value, directory: directory) {
                case .success(let source):
                    if table == 0 { shot.localizedScreens[code] = source } else { shot.localizedSecondScreens[code] = source }
                case .failure(let failure): problems += failure.problems
                }
            }
        }
        // Caption.
        if let title = o.decode("title", as: String.self) {
            shot.caption = Caption(title: title, subtitle: o.decode("subtitle", as: String.self))
            if let t = o.value("title") { shot.mark = t.mark }
        } else if let sub = o.value("subtitle") {
            sub.problem("a 'subtitle' needs a 'title'")
        }
        // Layout and what it needs.
        let layout = shot.style.layout
        if layout == .screen, let t = o.value("title") {
            t.problem("the 'screen' layout shows the app's screen alone, without a caption; remove 'title' or choose another layout")
        }
        if layout.hasCaption, shot.caption == nil {
            reader.problem("\(v.name) needs a 'title' for its '\(layout.rawValue)' layout (or use the 'screen' layout)", at: v.mark)
        }
        if layout == .twoDevices, !o.has("second-scene") {
            reader.problem("\(v.name) needs a 'second-scene' for the 'two-devices' layout", at: v.mark)
        } else if layout != .twoDevices, let s = o.value("second-scene") {
            s.problem("'second-scene' is shown only by the 'two-devices' layout (this screenshot's is '\(layout.rawValue)')")
        }
        shot.problems = problems
        return shot
    }

    // MARK: Panorama

    func panorama(_ v: ConfigValue, count: Int, taken: [Panorama]) -> (Panorama, [ConfigProblem])? {
        guard let o = v.object(keys: AppStoreConfigKeys.panorama) else { return nil }
        let from = o.decode("from", default: 1), to = o.decode("to", default: count)
        guard (1...max(1, count)).contains(from), (1...max(1, count)).contains(to), from < to else {
            v.problem("a panorama spans screenshots 'from' … 'to' (1...\(count)), at least two; got \(from) … \(to)")
            return nil
        }
        let range = (from - 1)..<to
        if taken.contains(where: { $0.range.overlaps(range) }) {
            v.problem("panoramas overlap: screenshots \(from) … \(to) already belong to another")
            return nil
        }
        guard let b = o.value("background") else {
            reader.problem("a panorama needs a 'background' (a gradient or an image, laid across its screenshots)", at: v.mark)
            return nil
        }
        var problems: [ConfigProblem] = []
        guard let background = background(b, problems: &problems) else { return nil }
        return (Panorama(background: background, range: range), problems)
    }
}

import ConfigFile
import Layout
import Render

extension Decoder {
    /// Reads a `style:` mapping over `style` (only the keys present change it). Returns the problems with
    /// what it names (an unknown font, an image that cannot be used), which stop the screenshots using it.
    func style(_ v: ConfigValue, into style: inout ScreenshotStyle, shared: Bool) -> [ConfigProblem] {
        guard let o = v.object(keys: AppStoreConfigKeys.style) else { return [] }
        var problems: [ConfigProblem] = []
        if let layout = o.decode("layout", as: ScreenshotLayout.self) { style.layout = layout }
        if let b = o.value("background"), let background = background(b, problems: &problems) { style.background = background }
        if let c = o.value("caption") { caption(c, into: &style.caption, problems: &problems) }
        if let f = o.value("frame") { frame(f, into: &style.frame) }
        if let t = o.value("tilt"), let tilt = t.decode(Double.self) {
            if abs(tilt) > 30 { t.problem("'tilt' is a small rotation, −30…30 degrees; got \(number(tilt))") } else { style.tilt = tilt }
        }
        if let x = o.value("device-x"), let dx = x.decode(Double.self) {
            if dx < -1 || dx > 2 { x.problem("'device-x' is a fraction of the width, −1…2 (0.5 centres); got \(number(dx))") } else { style.deviceX = dx }
        }
        return problems
    }

    func caption(_ v: ConfigValue, into style: inout CaptionStyle, problems: inout [ConfigProblem]) {
        guard let o = v.object(keys: AppStoreConfigKeys.caption) else { return }
        if let f = o.value("font"), let name = f.decode(String.self) {
            // A name the renderer does not know would silently become Inter: refuse it instead.
            if FontNameMap.resolve(name: name).warning != nil {
                let families = ["Inter", "Sora", "JetBrains Mono", "SF Pro", "SF Pro Display", "SF Pro Text", "SF Mono", "Söhne", "Segoe UI"]
                let hint = EditDistanceHint.suggest(name, among: families)
                problems.append(ConfigProblem("unknown font \(ConfigProblem.quote(name))\(hint); fonts: \(families.joined(separator: ", "))",
                                              at: f.mark))
            } else {
                style.font = name
            }
        }
        func size(_ key: String, _ apply: (Double) -> Void) {
            guard let s = o.value(key), let v = s.decode(Double.self) else { return }
            if v <= 0 || v > 400 { s.problem("'\(key)' must be a size in points, more than 0 and at most 400; got \(number(v))") } else { apply(v) }
        }
        size("size") { style.size = $0 }
        size("min-size") { style.minimumSize = $0 }
        size("subtitle-size") { style.subtitleSize = $0 }
        if style.minimumSize > style.size, let m = o.value("min-size") ?? o.value("size") {
            m.problem("'min-size' (\(style.minimumSize)) is larger than 'size' (\(style.size))")
        }
        if let w = o.decode("weight", as: ConfigWeight.self) { style.weight = w.weight }
        if let w = o.decode("highlight-weight", as: ConfigWeight.self) { style.highlightWeight = w.weight }
        if let w = o.decode("subtitle-weight", as: ConfigWeight.self) { style.subtitleWeight = w.weight }
        if let c = o.decode("color", as: ConfigColor.self) { style.color = c.rgba }
        if let c = o.decode("highlight-color", as: ConfigColor.self) { style.highlightColor = c.rgba }
        if let c = o.decode("subtitle-color", as: ConfigColor.self) { style.subtitleColor = c.rgba }
        func lines(_ key: String, _ apply: (Int) -> Void) {
            guard let l = o.value(key), let n = l.decode(Int.self) else { return }
            if n < 1 || n > 10 { l.problem("'\(key)' must be 1…10; got \(n)") } else { apply(n) }
        }
        lines("max-lines") { style.maxLines = $0 }
        lines("subtitle-max-lines") { style.subtitleMaxLines = $0 }
        if let a = o.decode("alignment", as: ConfigAlignment.self) { style.alignment = a.alignment }
        if let p = o.decode("position", as: CaptionPosition.self) { style.position = p }
        if let l = o.value("line-spacing"), let v = l.decode(Double.self) { style.lineSpacing = v }
        if let l = o.value("spacing"), let v = l.decode(Double.self) {
            if v < 0 { l.problem("'spacing' must not be negative") } else { style.spacing = v }
        }
        if let t = o.value("tracking") {
            if case .scalar("auto", _) = t.node.value { style.tracking = nil } else if let v = t.decode(Double.self) { style.tracking = v }
        }
        if let s = o.value("ipad-scale"), let v = s.decode(Double.self) {
            if v < 0.5 || v > 3 { s.problem("'ipad-scale' must be 0.5…3; got \(number(v))") } else { style.iPadScale = v }
        }
    }

    /// `none`, a finish name or colour, or `{finish:, shadow:}`.
    func frame(_ v: ConfigValue, into frame: inout FrameStyle) {
        func finish(_ text: String, at value: ConfigValue) -> DeviceFinish? {
            if let named = DeviceFinish.named.first(where: { $0.name == text.lowercased() }) { return named.finish }
            if case .success(let c) = ConfigColor.fromConfig(text) { return DeviceFinish(color: c.rgba.opaque) }
            let names = DeviceFinish.named.map(\.name)
            value.problem("unknown frame finish \(ConfigProblem.quote(text))\(EditDistanceHint.suggest(text, among: names + ["none"])); "
                          + "use none, \(names.joined(separator: ", ")) or a colour like #5E5CE6")
            return nil
        }
        if case .scalar(let text, _) = v.node.value {
            if text == "none" { frame.visible = false; return }
            if let f = finish(text, at: v) { frame.visible = true; frame.finish = f }
            return
        }
        guard let o = v.object(keys: AppStoreConfigKeys.frame) else { return }
        if let f = o.value("finish"), let text = f.decode(String.self) {
            if text == "none" { frame.visible = false } else if let fin = finish(text, at: f) { frame.visible = true; frame.finish = fin }
        }
        if let s = o.decode("shadow", as: Bool.self) { frame.shadow = s }
    }

    // MARK: Backgrounds

    /// `#hex`, or a mapping with one of `color`, `linear-gradient`, `radial-gradient`, `image`.
    func background(_ v: ConfigValue, problems: inout [ConfigProblem]) -> Background? {
        if case .scalar = v.node.value {
            return v.decode(ConfigColor.self).map { .color($0.rgba.opaque) }
        }
        guard let o = v.object(keys: AppStoreConfigKeys.background) else { return nil }
        guard o.keys.count == 1 else {
            v.problem("a background is one of \(AppStoreConfigKeys.background.joined(separator: ", ")); this one has "
                      + (o.keys.isEmpty ? "none" : o.keys.joined(separator: " and ")))
            return nil
        }
        if let c = o.decode("color", as: ConfigColor.self) { return .color(c.rgba.opaque) }
        if let g = o.object("linear-gradient", keys: AppStoreConfigKeys.linearGradient) {
            guard let stops = stops(g) else { return nil }
            return .linearGradient(stops, angle: g.decode("angle", default: 180.0))
        }
        if let g = o.object("radial-gradient", keys: AppStoreConfigKeys.radialGradient) {
            guard let stops = stops(g) else { return nil }
            var center = UnitPoint(x: 0.5, y: 0.5)
            if let c = g.value("center") {
                let xy = c.list { $0.decode(Double.self) } ?? []
                if xy.count == 2 { center = UnitPoint(x: xy[0], y: xy[1]) } else { c.problem("'center' is [x, y], fractions of the width and height") }
            }
            let radius = g.decode("radius", default: 1.0)
            if radius <= 0 { g.value("radius")?.problem("'radius' must be more than 0") }
            return .radialGradient(stops, center: center, radius: max(radius, 0.01))
        }
        if let i = o.value("image") {
            var file: String?
            var fit = Background.ImageFit.fill
            var color = RGBA.black
            var mark = i.mark
            if case .scalar = i.node.value { file = i.decode(String.self) } else if let io = i.object(keys: AppStoreConfigKeys.image) {
                file = io.require("path", as: String.self)
                if let p = io.value("path") { mark = p.mark }
                if let f = io.decode("fit", as: Background.ImageFit.self) { fit = f }
                if let c = io.decode("color", as: ConfigColor.self) { color = c.rgba.opaque }
            }
            guard let file else { return nil }
            let full = path(file)
            if images[full] == nil {
                do { images[full] = .success(try BackgroundImage(contentsOf: full)) } catch { images[full] = .failure(error) }
            }
            switch images[full]! {
            case .success(let image): return .image(image, fit: fit, color: color)
            case .failure(let error):
                problems.append(ConfigProblem(error.description, at: mark))
                return .color(color)
            }
        }
        return nil
    }

    /// `colors: [...]` spread evenly, or `stops: [{color:, at:}]` (at 0…1, in order).
    func stops(_ g: ConfigObject) -> [ResolvedStop]? {
        let colors = g.list("colors") { $0.decode(ConfigColor.self) }
        let stops = g.list("stops") { s -> ResolvedStop? in
            guard let o = s.object(keys: AppStoreConfigKeys.stop), let c = o.require("color", as: ConfigColor.self),
                  let at = o.require("at", as: Double.self) else { return nil }
            if !(0...1).contains(at) { s.problem("a stop's 'at' is 0…1; got \(number(at))") }
            return ResolvedStop(color: c.rgba.opaque, location: min(max(at, 0), 1))
        }
        switch (colors, stops) {
        case (let c?, nil):
            guard c.count >= 2 else { g.value("colors")?.problem("a gradient needs at least two colours"); return nil }
            return c.enumerated().map { ResolvedStop(color: $0.element.rgba.opaque, location: Double($0.offset) / Double(c.count - 1)) }
        case (nil, let s?):
            guard s.count >= 2 else { g.value("stops")?.problem("a gradient needs at least two stops"); return nil }
            if zip(s, s.dropFirst()).contains(where: { $0.location > $1.location }) { g.value("stops")?.problem("stops must be in order of 'at'") }
            return s
        case (.some, .some):
            g.value("stops")?.problem("a gradient takes 'colors' or 'stops', not both")
            return nil
        case (nil, nil):
            reader.problem("\(g.name) needs 'colors' (two or more) or 'stops'", at: g.mark)
            return nil
        }
    }
}

/// `3`, `-0.5`: whole numbers without a decimal point, for messages.
func number(_ v: Double) -> String { v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(v) }

/// " (did you mean 'X'?)" or "".
enum EditDistanceHint {
    static func suggest(_ text: String, among names: [String]) -> String {
        let lowered = names.map { $0.lowercased() }
        guard let close = Icons.EditDistance.closest(to: text.lowercased(), among: lowered, count: 1).first,
              let i = lowered.firstIndex(of: close) else { return "" }
        return " (did you mean '\(names[i])'?)"
    }
}

import Icons

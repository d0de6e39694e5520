import ConfigFile

/// Captions in each language: the base caption's title and subtitle are keys (the base-language text,
/// or a chosen key) looked up in the locale's strings table, then in the base language's, then shown as
/// written, as iOS resolves a `LocalizedStringKey`.
struct CaptionLocalizer: Sendable {
    let set: ScreenshotSet

    /// The caption of screenshot `index` in `localization`, with where its title comes from (for messages)
    /// and the keys the locale's table lacks.
    func caption(_ index: Int, in localization: Localization) -> (caption: Caption, mark: SourceMark?, missing: [String])? {
        let shot = set.screenshots[index]
        guard let base = shot.caption else { return nil }
        var missing: [String] = []
        var mark = shot.mark
        func text(_ key: String, isTitle: Bool) -> String {
            if let entry = localization.strings?.entries[key] {
                if isTitle, let m = entry.mark { mark = m }
                return entry.text
            }
            let isBase = localization.locale == set.baseLocale
            // The base language needs no table; a locale that has one (or any other locale) should list every key.
            if !isBase || localization.strings != nil { missing.append(key) }
            if !isBase, let entry = set.baseStrings?.entries[key] {
                if isTitle, let m = entry.mark { mark = m }
                return entry.text
            }
            return key
        }
        let title = text(base.title, isTitle: true)
        let subtitle = base.subtitle.map { text($0, isTitle: false) }
        return (Caption(title: title, subtitle: subtitle), mark, missing)
    }

    /// One warning per locale that lacks translations, naming the missing keys, in the set's order.
    func warnings() -> [String] {
        set.localizations.compactMap { loc in
            var keys: [String] = []
            for i in set.screenshots.indices where set.screenshots[i].style.layout.hasCaption {
                for key in caption(i, in: loc)?.missing ?? [] where !keys.contains(key) { keys.append(key) }
            }
            guard !keys.isEmpty else { return nil }
            let quoted = keys.map { ConfigProblem.quote($0) }.joined(separator: ", ")
            let location = loc.strings?.mark.map { "\($0): " } ?? ""
            if loc.locale == set.baseLocale {
                return "\(location)warning: the \(loc.locale) strings table has no entry for \(quoted); the keys are shown as written"
            }
            let table = loc.strings == nil ? "has no strings table, so no translation for" : "has no translation for"
            return "\(location)warning: locale '\(loc.locale)' \(table) \(quoted); shown in \(set.baseLocale)"
        }
    }
}

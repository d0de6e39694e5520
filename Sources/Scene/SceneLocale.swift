import Layout

/// Reading `locale:` and `--locale`: a BCP 47 tag whose language is a real one. A tag that is not a tag,
/// or whose language no standard knows (`jp`, `cn`), is refused with the code it was likely meant to be.
public enum SceneLocale {
    /// The tag, or why it is not one (one line, without location).
    public static func parse(_ text: String) -> Result<LocaleTag, SceneLocaleError> {
        let lowered = text.lowercased()
        if let (code, _) = LanguageCodes.names.first(where: { $0.value.lowercased() == lowered })
            ?? LanguageCodes.threeLetter.first(where: { $0.value.lowercased() == lowered }) {
            return .failure(SceneLocaleError("'\(text)' is a language's name, not a locale (did you mean '\(code)'?)"))
        }
        guard let tag = LocaleTag(identifier: text) else {
            return .failure(SceneLocaleError("'\(text)' is not a language tag (e.g. ar, he-IL, ja-JP, zh-Hant-TW)"))
        }
        let language = tag.languageCode
        guard LanguageCodes.names[language] == nil && LanguageCodes.threeLetter[language] == nil
                && LanguageCodes.withdrawn[language] == nil else { return .success(tag) }
        var message = "unknown language '\(language)'" + (text.lowercased() == language ? "" : " in '\(text)'")
        if let meant = LanguageCodes.confusions[language] {
            let name = LanguageCodes.names[meant] ?? LanguageCodes.threeLetter[meant] ?? meant
            message += " (did you mean '\(meant)', \(name)? '\(language)' is a country code)"
        } else {
            message += " (an ISO 639 code, e.g. ar, de, en, es, fr, he, hi, ja, ko, pt, ru, zh)"
        }
        return .failure(SceneLocaleError(message))
    }
}

/// Why a locale was refused.
public struct SceneLocaleError: Error, Sendable, CustomStringConvertible {
    public let description: String
    init(_ description: String) { self.description = description }
}

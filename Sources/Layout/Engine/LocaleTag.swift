/// The locale a view is rendered for: a BCP 47 language tag such as `ar`, `he-IL`, `zh-Hant-TW` or
/// `ja_JP` (underscores are accepted and normalised to hyphens).
///
/// Why our own type rather than Foundation's `Locale`: no module the command-line tool links may import
/// Foundation (it would come along statically, 60 MB), and rendering needs only three facts from a locale:
/// its language (for shaping, line breaking and the choice among CJK faces), its script and region (Han
/// characters are drawn differently in Japan, mainland China, Taiwan and Hong Kong), and its writing
/// direction. It is `ExpressibleByStringLiteral`, so `.environment(\.locale, "ar")` reads like SwiftUI.
///
/// The locale does not change the layout direction by itself (nor does SwiftUI's): set both with
/// `EnvironmentValues.setLocale(_:layoutDirection:)`, which derives the direction from the locale.
public struct LocaleTag: Hashable, Sendable, Codable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// ISO 639 language code, lowercase (`ar`, `zh`, `yue`).
    public let languageCode: String
    /// ISO 15924 script code, title case (`Hant`, `Arab`, `Latn`), when the tag names one.
    public let scriptCode: String?
    /// ISO 3166 region code, uppercase (`EG`, `TW`), or a UN M.49 number (`419`), when the tag names one.
    public let regionCode: String?

    /// The normalised tag: `language[-Script][-REGION]` (`zh-Hant-TW`).
    public var identifier: String { [languageCode, scriptCode, regionCode].compactMap { $0 }.joined(separator: "-") }
    public var description: String { identifier }

    /// US English, the locale of a render nobody localised (and SwiftUI previews' default).
    public static let englishUS = LocaleTag(languageCode: "en", scriptCode: nil, regionCode: "US")

    /// Parses `identifier`; nil when it is not a language tag (the language must be 2 or 3 letters; a
    /// 4-letter subtag is a script, a 2-letter or 3-digit one a region; other subtags, such as variants
    /// or `-u-` extensions, are ignored).
    public init?(identifier: String) {
        let parts = identifier.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
        guard !parts.contains(where: \.isEmpty), let language = parts.first, (2...3).contains(language.count),
              language.allSatisfy(\.isASCIILetter) else { return nil }
        var script: String?, region: String?
        for part in parts.dropFirst() {
            if part.count == 1 { break }   // `-u-…`, `-x-…`: extensions and private use end the part we read
            if script == nil && region == nil && part.count == 4 && part.allSatisfy(\.isASCIILetter) {
                script = part.prefix(1).uppercased() + part.dropFirst().lowercased()
            } else if region == nil && ((part.count == 2 && part.allSatisfy(\.isASCIILetter)) || (part.count == 3 && part.allSatisfy(\.isASCIIDigit))) {
                region = part.uppercased()
            }
        }
        self.init(languageCode: language.lowercased(), scriptCode: script, regionCode: region)
    }

    /// A tag from a literal; a literal that is not a language tag is a programming error.
    public init(stringLiteral value: String) {
        guard let tag = LocaleTag(identifier: value) else { preconditionFailure("'\(value)' is not a language tag (e.g. \"ar\", \"he-IL\", \"zh-Hant-TW\")") }
        self = tag
    }

    public init(languageCode: String, scriptCode: String? = nil, regionCode: String? = nil) {
        self.languageCode = languageCode; self.scriptCode = scriptCode; self.regionCode = regionCode
    }

    /// The direction the locale's script is written in, and so the layout direction of an app localised
    /// for it: right to left for the Arabic, Hebrew, Syriac, Thaana, N'Ko and Adlam scripts, whether named
    /// by the tag (`pa-Arab`, `az-Arab`) or implied by its language (Arabic, Hebrew, Persian, Urdu,
    /// Pashto, Sindhi, Sorani Kurdish, Uyghur, Yiddish, Dhivehi, …). A Latin or Cyrillic script named
    /// by the tag wins over the language (`ku-Latn` is left to right).
    public var characterDirection: LayoutDirection {
        if let scriptCode { return Self.rightToLeftScripts.contains(scriptCode) ? .rightToLeft : .leftToRight }
        return Self.rightToLeftLanguages.contains(languageCode) ? .rightToLeft : .leftToRight
    }

    /// Scripts written right to left (ISO 15924).
    static let rightToLeftScripts: Set<String> = ["Arab", "Hebr", "Syrc", "Thaa", "Nkoo", "Adlm", "Rohg", "Mand", "Samr", "Yezi"]
    /// Languages whose default script is written right to left (ISO 639; `iw` and `ji` are old codes).
    static let rightToLeftLanguages: Set<String> = [
        "ar", "arc", "bal", "ckb", "dv", "fa", "glk", "he", "iw", "ji", "ks", "lrc", "mzn", "nqo", "pnb", "ps",
        "sd", "syr", "ug", "ur", "yi",
    ]
}

fileprivate extension Character {
    var isASCIILetter: Bool { isASCII && isLetter }
    var isASCIIDigit: Bool { isASCII && isNumber }
}

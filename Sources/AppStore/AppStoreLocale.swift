import Icons
import Layout

/// The languages App Store Connect takes product page localisations in, by the codes it and `fastlane
/// deliver` use for screenshot folders (App Store Connect Help › Reference › "App Store localizations";
/// the 50 codes of fastlane's `Deliver::Languages::ALL_LANGUAGES`).
public enum AppStoreLocale {
    public static let codes: [String] = [
        "ar-SA", "bn", "ca", "cs", "da", "de-DE", "el", "en-AU", "en-CA", "en-GB", "en-US", "es-ES", "es-MX", "fi", "fr-CA",
        "fr-FR", "gu", "he", "hi", "hr", "hu", "id", "it", "ja", "kn", "ko", "ml", "mr", "ms", "nl-NL", "no", "or", "pa", "pl",
        "pt-BR", "pt-PT", "ro", "ru", "sk", "sl", "sv", "ta", "te", "th", "tr", "uk", "ur", "vi", "zh-Hans", "zh-Hant",
    ]

    /// The code as App Store Connect spells it (`EN-us` → `en-US`, `en_US` → `en-US`), or an error with the
    /// closest codes.
    public static func canonical(_ code: String) throws(AppStoreLocaleError) -> String {
        let key = code.replacingAll("_", with: "-").lowercased()
        if let match = codes.first(where: { $0.lowercased() == key }) { return match }
        // A bare language with one App Store variant (`de` → `de-DE`, `ar` → `ar-SA`) is that variant.
        let variants = codes.filter { $0.lowercased().hasPrefix(key + "-") }
        if variants.count == 1 { return variants[0] }
        let suggestions = variants.isEmpty ? EditDistance.closest(to: code, among: codes, count: 3) : variants
        throw AppStoreLocaleError(code: code, suggestions: suggestions)
    }

    /// Whether text in `locale` runs right to left (Arabic, Hebrew, Urdu).
    public static func isRightToLeft(_ locale: String) -> Bool {
        LocaleTag(identifier: locale)?.characterDirection == .rightToLeft
    }

    /// The language part of a code: `en-US` → `en`, `zh-Hans` → `zh`.
    static func language(_ locale: String) -> String { String(locale.prefix { $0 != "-" }).lowercased() }
}

/// An unknown App Store locale; `description` is one clause.
public struct AppStoreLocaleError: Error, Sendable, Equatable, CustomStringConvertible {
    public let code: String
    public let suggestions: [String]
    public var description: String {
        let hint = suggestions.isEmpty ? "" : " (did you mean \(suggestions.map { "'\($0)'" }.joined(separator: ", "))?)"
        return "unknown App Store locale '\(code)'\(hint); App Store Connect takes \(AppStoreLocale.codes.joined(separator: ", "))"
    }
}

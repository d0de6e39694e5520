import CCairo
import Layout

/// Gives every run of text in one script a language, so shaping and font choice never depend on the
/// machine.
///
/// Why: Pango shapes each script run with a language (HarfBuzz's `locl` picks, say, Japanese or Chinese
/// forms of a Han character, Persian or Arabic digits), and breaks lines by it (Thai needs a dictionary).
/// Text marked up in one language keeps it for runs of scripts that language uses; for other scripts
/// Pango picks a "sample language", preferring languages listed in the `PANGO_LANGUAGE` and `LANGUAGE`
/// environment variables: the same Han character would take different forms on machines with
/// different settings. So each script run gets its language here, explicitly:
///
/// 1. the locale's language, when the locale writes that script (`ja` for kana and Han in a Japanese
///    render, `ar` for Arabic in an Arabic one);
/// 2. otherwise the script's own main language (`hi` for Devanagari, `he` for Hebrew), and for Han the
///    language of the CJK face the locale picks (`FallbackFonts.cjkRegion`: Japanese by default);
/// 3. `und` (undetermined: no language-specific forms) for scripts not in the table.
enum ScriptLanguages {
    /// Inserts a language attribute over each script run of `text` (UTF-8, `count` bytes).
    static func insert(into list: OpaquePointer, text: UnsafePointer<CChar>, count: Int, locale: LocaleTag) {
        guard count > 0 else { return }
        let own = pango_language_from_string(locale.identifier)
        func add(_ language: OpaquePointer?, _ start: Int, _ end: Int) {
            guard let attribute = pango_attr_language_new(language) else { return }
            attribute.pointee.start_index = UInt32(start)
            attribute.pointee.end_index = UInt32(end)
            pango_attr_list_insert(list, attribute)
        }
        // ASCII (most text): one Latin run.
        if !UnsafeBufferPointer(start: text, count: count).contains(where: { $0 < 0 }) {
            add(language(for: PANGO_SCRIPT_LATIN, own: own, locale: locale), 0, count)
            return
        }
        guard let iterator = pango_script_iter_new(text, Int32(count)) else { return }
        defer { pango_script_iter_free(iterator) }
        repeat {
            var start: UnsafePointer<CChar>?, end: UnsafePointer<CChar>?
            var script = PANGO_SCRIPT_COMMON
            pango_script_iter_get_range(iterator, &start, &end, &script)
            guard let start, let end else { break }
            add(language(for: script, own: own, locale: locale), start - text, end - text)
        } while pango_script_iter_next(iterator) != 0
    }

    /// Steps 1–3 for one script.
    static func language(for script: PangoScript, own: OpaquePointer?, locale: LocaleTag) -> OpaquePointer? {
        if pango_language_includes_script(own, script) != 0 { return own }
        return pango_language_from_string(defaultLanguage(for: script, locale: locale))
    }

    /// The main language of a script (step 2), or `und`.
    static func defaultLanguage(for script: PangoScript, locale: LocaleTag) -> String {
        if script == PANGO_SCRIPT_HAN {
            switch FallbackFonts.cjkRegion(for: locale) {
            case .japan: return "ja"
            case .korea: return "ko"
            case .simplifiedChinese: return "zh-cn"
            case .traditionalChinese: return "zh-tw"
            case .hongKong: return "zh-hk"
            }
        }
        return mainLanguages[script.rawValue] ?? "und"
    }

    private static let mainLanguages: [PangoScript.RawValue: String] = {
        let pairs: [(PangoScript, String)] = [
            (PANGO_SCRIPT_LATIN, "en"), (PANGO_SCRIPT_GREEK, "el"), (PANGO_SCRIPT_CYRILLIC, "ru"), (PANGO_SCRIPT_ARMENIAN, "hy"),
            (PANGO_SCRIPT_HEBREW, "he"), (PANGO_SCRIPT_ARABIC, "ar"), (PANGO_SCRIPT_SYRIAC, "syr"), (PANGO_SCRIPT_THAANA, "dv"),
            (PANGO_SCRIPT_DEVANAGARI, "hi"), (PANGO_SCRIPT_BENGALI, "bn"), (PANGO_SCRIPT_GURMUKHI, "pa"), (PANGO_SCRIPT_GUJARATI, "gu"),
            (PANGO_SCRIPT_ORIYA, "or"), (PANGO_SCRIPT_TAMIL, "ta"), (PANGO_SCRIPT_TELUGU, "te"), (PANGO_SCRIPT_KANNADA, "kn"),
            (PANGO_SCRIPT_MALAYALAM, "ml"), (PANGO_SCRIPT_SINHALA, "si"), (PANGO_SCRIPT_THAI, "th"), (PANGO_SCRIPT_LAO, "lo"),
            (PANGO_SCRIPT_TIBETAN, "bo"), (PANGO_SCRIPT_MYANMAR, "my"), (PANGO_SCRIPT_GEORGIAN, "ka"), (PANGO_SCRIPT_HANGUL, "ko"),
            (PANGO_SCRIPT_ETHIOPIC, "am"), (PANGO_SCRIPT_CHEROKEE, "chr"), (PANGO_SCRIPT_CANADIAN_ABORIGINAL, "iu"),
            (PANGO_SCRIPT_KHMER, "km"), (PANGO_SCRIPT_MONGOLIAN, "mn"), (PANGO_SCRIPT_HIRAGANA, "ja"), (PANGO_SCRIPT_KATAKANA, "ja"),
            (PANGO_SCRIPT_BOPOMOFO, "zh-tw"), (PANGO_SCRIPT_TIFINAGH, "zgh"),
        ]
        return Dictionary(uniqueKeysWithValues: pairs.map { ($0.0.rawValue, $0.1) })
    }()
}

import Layout

/// A face from a Debian font package, for the characters the bundled fonts (Inter, Sora, JetBrains Mono)
/// lack: colour emoji, Chinese, Japanese and Korean, Arabic, Hebrew, the Indic scripts, Thai and more.
public struct FallbackFace: Hashable, Sendable {
    /// Absolute path of the file, where its Debian package installs it.
    public let file: String
    /// The Debian package that installs `file` (named in the error when it is missing).
    public let package: String

    public init(_ file: String, _ package: String) { self.file = file; self.package = package }
}

/// The fallback faces and the order they are tried in.
///
/// Why installed from Debian rather than bundled: the CJK faces alone are 39 MB and the emoji font 11 MB,
/// and subsets would break the promise that any text renders (a user's message can hold any of ~30,000
/// Han characters). The three packages are what `scripts/install-deps.sh` installs; the files are loaded
/// by absolute path into mockshot's private fontconfig configuration (`FontLibrary`), never found through
/// the machine's font configuration, and a missing one is an error naming the package.
///
/// Why this order: every text asks for its own family first (Inter, Sora or JetBrains Mono), then this
/// list, in order, as a Pango family list. A character takes the first family in the list that has it,
/// so the order is explicit and the same on every machine:
///
/// 0. The other bundled families (Inter, then JetBrains Mono): block elements, box drawing and technical
///    symbols keep the bundled look they always had.
/// 1. Noto Sans: Latin, Greek and Cyrillic letters Inter lacks (IPA, rarer accents), in a matching sans.
/// 2. One face per script, all Noto Sans (the UI sans of each script, the closest match to Inter's
///    neutral grotesque): Arabic (Noto Nastaliq Urdu first for Urdu, as iOS draws Urdu), Hebrew, Syriac,
///    Thaana, Armenian, Georgian, Ethiopic, the Indic scripts, Sinhala, Thai, Lao, Khmer, Myanmar, Tibetan,
///    Tifinagh, Cherokee, Canadian Syllabics (Mongolian comes after the CJK face, see `symbolFamilies`).
/// 3. Noto Sans CJK in the region the locale asks for (for monospaced text too: its Han and kana are
///    full-width in either face, and the collections' Mono faces are not loaded, see `FallbackFontRules`): Japanese
///    by default, Korean for `ko`, Simplified Chinese for `zh` and `zh-Hans`, Traditional for `zh-Hant`,
///    `zh-TW` and `zh-MO`, Hong Kong for `zh-HK` and `yue` (see `cjkRegion(for:)`).
/// 4. Noto Color Emoji, so emoji without a variation selector that no text face has are still colour, as
///    on iOS. (Emoji sequences always use it: Pango asks for the family `emoji`, which the configuration
///    aliases to Noto Color Emoji.)
/// 5. Noto Sans Symbols, Symbols 2 and Math for arrows, dingbats, technical and mathematical signs.
///
/// Weights: Debian ships these scripts in Regular and Bold only (CJK, Arabic, …), so fontconfig's
/// nearest-weight match maps a run's weight onto them: up to Medium 500 uses Regular, SemiBold 600 and
/// heavier use Bold (a bold Inter run with a Japanese word uses Noto Sans CJK JP Bold).
public enum FallbackFonts {
    static let noto = "/usr/share/fonts/truetype/noto/"
    static let notoCJK = "/usr/share/fonts/opentype/noto/"

    /// Every file loaded, in the order fontconfig is given them.
    public static let faces: [FallbackFace] = {
        let core = "fonts-noto-core"
        var faces: [FallbackFace] = ["Regular", "Bold", "Italic", "BoldItalic"].map { FallbackFace(noto + "NotoSans-\($0).ttf", core) }
        let regularAndBold = [
            "NotoSansArabic", "NotoNastaliqUrdu", "NotoSansHebrew", "NotoSansThaana", "NotoSansArmenian", "NotoSansGeorgian",
            "NotoSansEthiopic", "NotoSansDevanagari", "NotoSansBengali", "NotoSansGurmukhi", "NotoSansGujarati", "NotoSansOriya",
            "NotoSansTamil", "NotoSansTelugu", "NotoSansKannada", "NotoSansMalayalam", "NotoSansSinhala", "NotoSansThai",
            "NotoSansLao", "NotoSansKhmer", "NotoSansMyanmar", "NotoSerifTibetan", "NotoSansCherokee",
            "NotoSansCanadianAboriginal", "NotoSansSymbols",
        ]
        for name in regularAndBold {
            faces.append(FallbackFace(noto + name + "-Regular.ttf", core))
            faces.append(FallbackFace(noto + name + "-Bold.ttf", core))
        }
        for name in ["NotoSansSyriac", "NotoSansMongolian", "NotoSansTifinagh", "NotoSansSymbols2", "NotoSansMath"] {
            faces.append(FallbackFace(noto + name + "-Regular.ttf", core))
        }
        faces.append(FallbackFace(notoCJK + "NotoSansCJK-Regular.ttc", "fonts-noto-cjk"))
        faces.append(FallbackFace(notoCJK + "NotoSansCJK-Bold.ttc", "fonts-noto-cjk"))
        faces.append(FallbackFace(noto + "NotoColorEmoji.ttf", "fonts-noto-color-emoji"))
        return faces
    }()

    /// The Debian packages the faces come from.
    public static var packages: [String] { Array(Set(faces.map(\.package))).sorted() }

    /// The family Pango asks for emoji runs (`emoji`), aliased to this one.
    static let emojiFamily = "Noto Color Emoji"

    /// Script families in the order they are tried (steps 1–2 above), before the CJK family.
    static let scriptFamilies = [
        "Noto Sans", "Noto Sans Arabic", "Noto Sans Hebrew", "Noto Sans Syriac", "Noto Sans Thaana", "Noto Sans Armenian",
        "Noto Sans Georgian", "Noto Sans Ethiopic", "Noto Sans Devanagari", "Noto Sans Bengali", "Noto Sans Gurmukhi",
        "Noto Sans Gujarati", "Noto Sans Oriya", "Noto Sans Tamil", "Noto Sans Telugu", "Noto Sans Kannada",
        "Noto Sans Malayalam", "Noto Sans Sinhala", "Noto Sans Thai", "Noto Sans Lao", "Noto Sans Khmer", "Noto Sans Myanmar",
        "Noto Serif Tibetan", "Noto Sans Tifinagh", "Noto Sans Cherokee", "Noto Sans Canadian Aboriginal",
    ]
    /// Families tried after the CJK one (steps 4–5 above). Mongolian is among them because its face also
    /// has the ideographic comma and full stop (、。), which must come from the CJK face.
    static let symbolFamilies = ["Noto Sans Mongolian", emojiFamily, "Noto Sans Symbols", "Noto Sans Symbols 2", "Noto Sans Math"]

    /// Han characters look different in each region; the Noto CJK collection has a face per region.
    public enum CJKRegion: String, Sendable, CaseIterable {
        case japan = "JP", korea = "KR", simplifiedChinese = "SC", traditionalChinese = "TC", hongKong = "HK"
    }

    /// The CJK region for a locale: Korean for `ko`; for Chinese, Hong Kong for `zh-HK` and Cantonese,
    /// Traditional for the `Hant` script and Taiwan or Macau, Simplified otherwise; Japanese for Japanese
    /// and every other language (a Japanese face is the common default for Han in a non-CJK locale).
    public static func cjkRegion(for locale: LocaleTag) -> CJKRegion {
        switch locale.languageCode {
        case "ko": return .korea
        case "zh", "yue":
            if locale.regionCode == "HK" || (locale.languageCode == "yue" && locale.scriptCode != "Hans") { return .hongKong }
            if locale.scriptCode == "Hant" || locale.regionCode == "TW" || locale.regionCode == "MO" { return .traditionalChinese }
            return .simplifiedChinese
        default: return .japan
        }
    }

    /// The Pango family list for text in `primary` (a bundled family) and `locale`, comma-separated.
    static func familyList(primary: String, locale: LocaleTag) -> String {
        var families = [primary]
        // The other bundled families first: what Inter lacks, JetBrains Mono often has (block elements
        // such as the ▍ streaming cursor, box drawing, technical symbols), in a face that matches.
        families += [FontNameMap.inter, FontNameMap.jetBrainsMono].filter { $0 != primary }
        let scripts = families.count
        families += scriptFamilies
        if locale.languageCode == "ur" { families.insert("Noto Nastaliq Urdu", at: scripts + 1) }   // before Noto Sans Arabic
        let region = cjkRegion(for: locale).rawValue
        families.append("Noto Sans CJK \(region)")
        families += symbolFamilies
        return families.joined(separator: ",")
    }
}

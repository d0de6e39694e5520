/// The ISO 639-1 language codes with their English names, for checking a scene's `locale:` and the
/// `--locale` option: a tag whose language is not a language (`jp`, `cn`, `english`) is a mistake, and
/// the name or the country code people confuse it with suggests the right one.
enum LanguageCodes {
    /// ISO 639-1 (two letters), by code.
    static let names: [String: String] = [
        "aa": "Afar", "ab": "Abkhazian", "ae": "Avestan", "af": "Afrikaans", "ak": "Akan", "am": "Amharic", "an": "Aragonese",
        "ar": "Arabic", "as": "Assamese", "av": "Avaric", "ay": "Aymara", "az": "Azerbaijani", "ba": "Bashkir", "be": "Belarusian",
        "bg": "Bulgarian", "bi": "Bislama", "bm": "Bambara", "bn": "Bengali", "bo": "Tibetan", "br": "Breton", "bs": "Bosnian",
        "ca": "Catalan", "ce": "Chechen", "ch": "Chamorro", "co": "Corsican", "cr": "Cree", "cs": "Czech", "cu": "Church Slavic",
        "cv": "Chuvash", "cy": "Welsh", "da": "Danish", "de": "German", "dv": "Dhivehi", "dz": "Dzongkha", "ee": "Ewe",
        "el": "Greek", "en": "English", "eo": "Esperanto", "es": "Spanish", "et": "Estonian", "eu": "Basque", "fa": "Persian",
        "ff": "Fulah", "fi": "Finnish", "fj": "Fijian", "fo": "Faroese", "fr": "French", "fy": "Western Frisian", "ga": "Irish",
        "gd": "Scottish Gaelic", "gl": "Galician", "gn": "Guarani", "gu": "Gujarati", "gv": "Manx", "ha": "Hausa", "he": "Hebrew",
        "hi": "Hindi", "ho": "Hiri Motu", "hr": "Croatian", "ht": "Haitian Creole", "hu": "Hungarian", "hy": "Armenian",
        "hz": "Herero", "ia": "Interlingua", "id": "Indonesian", "ie": "Interlingue", "ig": "Igbo", "ii": "Sichuan Yi",
        "ik": "Inupiaq", "io": "Ido", "is": "Icelandic", "it": "Italian", "iu": "Inuktitut", "ja": "Japanese", "jv": "Javanese",
        "ka": "Georgian", "kg": "Kongo", "ki": "Kikuyu", "kj": "Kuanyama", "kk": "Kazakh", "kl": "Kalaallisut", "km": "Khmer",
        "kn": "Kannada", "ko": "Korean", "kr": "Kanuri", "ks": "Kashmiri", "ku": "Kurdish", "kv": "Komi", "kw": "Cornish",
        "ky": "Kyrgyz", "la": "Latin", "lb": "Luxembourgish", "lg": "Ganda", "li": "Limburgish", "ln": "Lingala", "lo": "Lao",
        "lt": "Lithuanian", "lu": "Luba-Katanga", "lv": "Latvian", "mg": "Malagasy", "mh": "Marshallese", "mi": "Maori",
        "mk": "Macedonian", "ml": "Malayalam", "mn": "Mongolian", "mr": "Marathi", "ms": "Malay", "mt": "Maltese", "my": "Burmese",
        "na": "Nauru", "nb": "Norwegian Bokmål", "nd": "North Ndebele", "ne": "Nepali", "ng": "Ndonga", "nl": "Dutch",
        "nn": "Norwegian Nynorsk", "no": "Norwegian", "nr": "South Ndebele", "nv": "Navajo", "ny": "Chichewa", "oc": "Occitan",
        "oj": "Ojibwa", "om": "Oromo", "or": "Odia", "os": "Ossetian", "pa": "Punjabi", "pi": "Pali", "pl": "Polish", "ps": "Pashto",
        "pt": "Portuguese", "qu": "Quechua", "rm": "Romansh", "rn": "Rundi", "ro": "Romanian", "ru": "Russian", "rw": "Kinyarwanda",
        "sa": "Sanskrit", "sc": "Sardinian", "sd": "Sindhi", "se": "Northern Sami", "sg": "Sango", "si": "Sinhala", "sk": "Slovak",
        "sl": "Slovenian", "sm": "Samoan", "sn": "Shona", "so": "Somali", "sq": "Albanian", "sr": "Serbian", "ss": "Swati",
        "st": "Southern Sotho", "su": "Sundanese", "sv": "Swedish", "sw": "Swahili", "ta": "Tamil", "te": "Telugu", "tg": "Tajik",
        "th": "Thai", "ti": "Tigrinya", "tk": "Turkmen", "tl": "Tagalog", "tn": "Tswana", "to": "Tongan", "tr": "Turkish",
        "ts": "Tsonga", "tt": "Tatar", "tw": "Twi", "ty": "Tahitian", "ug": "Uyghur", "uk": "Ukrainian", "ur": "Urdu", "uz": "Uzbek",
        "ve": "Venda", "vi": "Vietnamese", "vo": "Volapük", "wa": "Walloon", "wo": "Wolof", "xh": "Xhosa", "yi": "Yiddish",
        "yo": "Yoruba", "za": "Zhuang", "zh": "Chinese", "zu": "Zulu",
    ]

    /// Codes ISO 639-1 withdrew, still found in old systems (Java's Locale, some Android builds): valid,
    /// but kept apart from `names` so that a language's name always suggests its current code.
    static let withdrawn: [String: String] = ["iw": "Hebrew", "in": "Indonesian", "ji": "Yiddish"]

    /// Three-letter (ISO 639-2/3) codes that iOS has localisations or keyboards for and that have no
    /// two-letter code: Cantonese, Filipino, Hawaiian, …
    static let threeLetter: [String: String] = [
        "yue": "Cantonese", "fil": "Filipino", "haw": "Hawaiian", "ckb": "Central Kurdish", "chr": "Cherokee", "ast": "Asturian",
        "gsw": "Swiss German", "nds": "Low German", "sah": "Yakut", "kok": "Konkani", "mni": "Manipuri", "sat": "Santali",
        "brx": "Bodo", "doi": "Dogri", "mai": "Maithili", "arc": "Aramaic", "syr": "Syriac", "nqo": "N'Ko", "pnb": "Western Punjabi",
        "lrc": "Northern Luri", "mzn": "Mazanderani", "glk": "Gilaki", "bal": "Baluchi", "cmn": "Mandarin", "wuu": "Wu Chinese",
        "hak": "Hakka", "nan": "Min Nan", "tok": "Toki Pona", "vec": "Venetian", "scn": "Sicilian", "lij": "Ligurian",
    ]

    /// Country codes and spellings people write where a language code belongs.
    static let confusions: [String: String] = [
        "jp": "ja", "cn": "zh", "kr": "ko", "gr": "el", "dk": "da", "ua": "uk", "cz": "cs", "il": "he", "us": "en",
        "gb": "en", "mx": "es", "at": "de", "ir": "fa", "vn": "vi", "tw": "zh", "hk": "zh", "eg": "ar", "pk": "ur",
        "ph": "fil", "rs": "sr", "al": "sq", "by": "be", "kz": "kk", "ge": "ka",
    ]
}

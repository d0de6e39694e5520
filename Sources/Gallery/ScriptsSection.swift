import Layout

/// Text in every script the fallback faces cover, each in the locale it is written for, then weights,
/// mixed bidirectional text and emoji sequences, and bubbles whose height does not change with the script.
struct ScriptsSection: View {
    @Environment(\.colorScheme) private var scheme

    /// (script, sample, locale the sample is written in)
    static let samples: [(String, String, LocaleTag)] = [
        ("Latin", "The quick brown fox jumps · Ça, ß, ø, ł, ğ, ő", "en"),
        ("Cyrillic", "Съешь же ещё этих мягких французских булок", "ru"),
        ("Greek", "Ξεσκεπάζω την ψυχοφθόρα βδελυγμία", "el"),
        ("Japanese", "いろはにほへと ちりぬるを、日本語のテキスト", "ja"),
        ("Chinese", "我能吞下玻璃而不伤身体。繁體中文：臺灣", "zh-Hans"),
        ("Korean", "다람쥐 헌 쳇바퀴에 타고파", "ko"),
        ("Arabic", "مرحبا بالعالم! السعر ٢٥٠ ريال، أو 250 SAR", "ar"),
        ("Hebrew", "שלום עולם — דג סקרן שט בים", "he"),
        ("Devanagari", "नमस्ते दुनिया, हिन्दी का पाठ", "hi"),
        ("Thai", "สวัสดีชาวโลก ภาษาไทย", "th"),
        ("Emoji", "👋🏽 👨‍👩‍👧‍👦 🏳️‍🌈 🇯🇵 🇪🇬 1️⃣ ❤️ 🎉 🧑🏿‍💻", "en"),
    ]

    var body: some View {
        let t = GalleryTheme(scheme: scheme)
        GallerySection("Every script") {
            VStack(alignment: .leading, spacing: 8) {
                ForEach(0..<Self.samples.count) { i in
                    let (script, sample, locale) = Self.samples[i]
                    HStack(alignment: .firstTextBaseline, spacing: 12) {
                        Text(script).font(.custom("Inter-Medium", fixedSize: 12)).foregroundStyle(t.secondary)
                            .frame(width: 76, alignment: .leading)
                        Text(sample).font(.custom("Inter-Regular", fixedSize: 17)).foregroundStyle(t.ink)
                            .environment(\.locale, locale)
                    }
                }
                HStack(alignment: .firstTextBaseline, spacing: 12) {
                    Text("Weights").font(.custom("Inter-Medium", fixedSize: 12)).foregroundStyle(t.secondary)
                        .frame(width: 76, alignment: .leading)
                    HStack(alignment: .firstTextBaseline, spacing: 14) {
                        Text("Regular 日本語 عربي").font(.custom("Inter-Regular", fixedSize: 17))
                        Text("SemiBold 日本語 عربي").font(.custom("Inter-SemiBold", fixedSize: 17))
                        Text("Bold 日本語 عربي").font(.custom("Inter-Bold", fixedSize: 17))
                    }
                    .foregroundStyle(t.ink)
                }
                HStack(alignment: .top, spacing: 12) {
                    Text("Line height").font(.custom("Inter-Medium", fixedSize: 12)).foregroundStyle(t.secondary)
                        .frame(width: 76, alignment: .leading)
                    HStack(alignment: .top, spacing: 8) {
                        ForEach(["Hello", "こんにちは", "مرحبا", "नमस्ते", "สวัสดี", "👍🎉"], id: \.self) { word in
                            Text(word).font(.custom("Inter-Regular", fixedSize: 17)).foregroundStyle(.white)
                                .padding(.horizontal, 12).padding(.vertical, 7)
                                .background(Capsule().fill(GalleryTheme.accent))
                        }
                    }
                }
            }
        }
    }
}

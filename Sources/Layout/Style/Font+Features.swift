extension Font {
    /// The font with an OpenType feature switched on (`"zero"`, `"ss01"`, `"cv05 2"`): every run set in
    /// this font gets it, wherever the font is used (plain text, Markdown, text fields, buttons). This is
    /// how an app that registers its font with a feature enabled (Grok's Inter with the slashed zero) is
    /// modelled; `View.fontFeature(_:)` and `Text.fontFeature(_:)` instead reach only the text they wrap.
    /// Not a SwiftUI API: on iOS the same is done with a `UIFontDescriptor`'s feature settings.
    public func fontFeature(_ tag: String) -> Font {
        var f = self
        f.features.append(tag)
        return f
    }
}

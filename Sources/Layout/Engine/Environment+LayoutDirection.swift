private struct LayoutDirectionKey: EnvironmentKey { static let defaultValue = LayoutDirection.leftToRight }
private struct LocaleKey: EnvironmentKey { static let defaultValue = LocaleTag.englishUS }

extension EnvironmentValues {
    /// The direction horizontal layout flows in (SwiftUI's `\.layoutDirection`). Right to left mirrors
    /// stacks, alignments, padding, offsets, uneven corners and directional symbols, and makes
    /// right-to-left the base direction of text.
    public var layoutDirection: LayoutDirection {
        get { self[LayoutDirectionKey.self] }
        set { self[LayoutDirectionKey.self] = newValue }
    }

    /// The locale text is shaped, broken and drawn for (SwiftUI's `\.locale`): it picks the Chinese,
    /// Japanese or Korean forms of Han characters and the language rules of each script. US English
    /// unless set.
    public var locale: LocaleTag {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }

    /// Renders for `locale` as a device set to it would: the locale, and the layout direction its script
    /// implies (right to left for Arabic, Hebrew, Persian, Urdu, …) unless `layoutDirection` forces one.
    public mutating func setLocale(_ locale: LocaleTag, layoutDirection: LayoutDirection? = nil) {
        self.locale = locale
        self.layoutDirection = layoutDirection ?? locale.characterDirection
    }
}

import CCairo
import Layout
import Render

/// Lays captions out with the renderer's fonts (Pango, the bundled faces and their fallbacks) and decides
/// the size they fit at. One per worker thread: it owns a font map and a measurer, which are not
/// thread-safe, and reuses them for every caption the worker draws.
final class CaptionTypesetter {
    /// One laid-out caption.
    struct Setting {
        let titleSize: Double
        let size: Size
        let commands: [DrawCommand]
        let titleLines: Int
        let subtitleLines: Int
        /// Some line was broken inside a word (a word wider than the box).
        let breaksWords: Bool
    }

    private let fontMap: FontMap
    private let measurer: PangoTextMeasurer

    init() throws {
        fontMap = try FontLibrary.shared().makeFontMap()
        measurer = PangoTextMeasurer(fontMap: fontMap)
    }

    deinit { measurer.releaseLayouts() }

    /// Warnings met so far, each once: font names, characters no face has.
    var warnings: [String] { measurer.warnings }

    /// Frees the shaped layouts (after a screenshot is drawn); measurements already made stay valid.
    func releaseLayouts() { measurer.releaseLayouts() }

    /// `caption` at `titleSize` in a box `width` wide, in `locale` (an App Store code: its script's direction
    /// decides which edge leading is, and its language the forms of Han characters).
    func set(_ caption: Caption, style: CaptionStyle, titleSize: Double, width: Double, locale: String,
             scale: Double) throws -> Setting {
        let view = CaptionView(caption: caption, style: style, titleSize: titleSize, width: width, alignment: style.alignment)
        var env = EnvironmentValues()
        if let tag = LocaleTag(identifier: locale) { env.setLocale(tag) }
        let result = try LayoutEngine.layout(view, proposal: ProposedViewSize(width: width, height: nil), environment: env,
                                             measurer: measurer, scale: scale)
        let texts = result.all("Text")
        let lines = texts.map { $0.textMeasurement?.lineCount ?? 0 }
        let breaks = texts.contains { node in
            (node.textMeasurement?.handle as? PangoLayoutHandle)?.pointer.map(Self.breaksInsideWord) ?? false
        }
        return Setting(titleSize: titleSize, size: result.canvasSize, commands: result.commands, titleLines: lines.first ?? 0,
                       subtitleLines: lines.count > 1 ? lines[1] : 0, breaksWords: breaks)
    }

    /// Whether a wrapped line of `layout` starts where Unicode line breaking (UAX #14, as Pango applies it
    /// per language) allows no break: Pango broke a word that was wider than the line.
    static func breaksInsideWord(_ layout: OpaquePointer) -> Bool {
        guard pango_layout_is_wrapped(layout) != 0, let text = pango_layout_get_text(layout) else { return false }
        var count: Int32 = 0
        guard let attrs = pango_layout_get_log_attrs_readonly(layout, &count) else { return false }
        let lines = pango_layout_get_line_count(layout)
        guard lines > 1 else { return false }
        for i in 1..<lines {
            guard let line = pango_layout_get_line_readonly(layout, i) else { continue }
            let offset = Int(g_utf8_pointer_to_offset(text, text + Int(line.pointee.start_index)))
            guard offset < Int(count) else { continue }
            if attrs[offset].is_line_break == 0 { return true }
        }
        return false
    }
}

import Layout
import Render

/// The caption as views: the title's runs (the keyword in the highlight colour and weight) and the
/// subtitle below it, wrapped at `width`, at `titleSize` (the subtitle scaled in proportion).
///
/// `alignment` is the style's: leading is the right edge in a right-to-left locale, whose direction the
/// environment the caption is laid out in carries (`CaptionTypesetter`).
struct CaptionView: View {
    let caption: Caption
    let style: CaptionStyle
    let titleSize: Double
    let width: Double
    let alignment: TextAlignment

    var factor: Double { titleSize / style.size }
    var subtitleSize: Double { style.subtitleSize * factor }

    var body: some View {
        VStack(alignment: horizontal, spacing: style.spacing * factor) {
            line(caption.title, size: titleSize, weight: style.weight, color: style.color)
            if let subtitle = caption.subtitle, !subtitle.isEmpty {
                line(subtitle, size: subtitleSize, weight: style.subtitleWeight,
                     color: style.subtitleColor ?? style.color.multiplyingAlpha(0.8))
            }
        }
        .multilineTextAlignment(alignment)
        .lineSpacing(style.lineSpacing * factor)
        .frame(width: width, alignment: Alignment(horizontal: horizontal, vertical: .top))
    }

    var horizontal: HorizontalAlignment {
        switch alignment {
        case .leading: .leading
        case .center: .center
        case .trailing: .trailing
        }
    }

    /// One text of runs; the keyword keeps the size and takes the highlight's colour and weight.
    func line(_ text: String, size: Double, weight: Font.Weight, color: RGBA) -> Text {
        let tracking = Self.usesDisplayTracking(style.font) ? style.tracking(at: size) : (style.tracking ?? 0) * factor
        let runs = Caption.runs(text)
        var result: Text?
        for run in runs.isEmpty ? [Caption.Run("")] : runs {
            let c = run.highlighted ? (style.highlightColor ?? color) : color
            let w = run.highlighted ? (style.highlightWeight ?? weight) : weight
            let piece = Text(verbatim: run.text).font(.custom(style.font, fixedSize: size)).fontWeight(w)
                .foregroundColor(Color(c)).tracking(tracking)
            result = result.map { $0 + piece } ?? piece
        }
        return result!
    }

    /// Inter (and the names it stands in for) gets its tight display tracking; other families their own.
    static func usesDisplayTracking(_ font: String) -> Bool {
        FontNameMap.resolve(name: font).face.family == FontNameMap.inter
    }
}

import Layout

/// Finds the size a caption is drawn at: the largest title size, in half-point steps from the style's
/// size down to its minimum, at which the title and subtitle fit their line limits and the caption box
/// without breaking a word. Fitting is monotonic in the size (smaller text never needs more lines), so a
/// binary search over the steps finds it in a handful of layouts.
enum CaptionFitter {
    static let step = 0.5

    /// Why a caption does not fit even at its minimum size; `description` is a clause for a one-line message.
    struct Overflow: Error, CustomStringConvertible {
        let description: String
    }

    /// The largest fitting title size, or the reason nothing from `style.size` down to `style.minimumSize` fits.
    static func largestSize(_ caption: Caption, style: CaptionStyle, box: Size, locale: String, scale: Double,
                            typesetter: CaptionTypesetter) throws -> Result<Double, Overflow> {
        let top = style.size, bottom = min(style.minimumSize, style.size)
        let steps = max(0, Int(((top - bottom) / step).rounded(.down)))
        func size(_ k: Int) -> Double { k >= steps ? bottom : top - Double(k) * step }
        func fits(_ k: Int) throws -> Bool {
            try Self.fits(typesetter.set(caption, style: style, titleSize: size(k), width: box.width, locale: locale, scale: scale),
                          style: style, box: box)
        }
        if try fits(0) { return .success(top) }
        let last = try typesetter.set(caption, style: style, titleSize: bottom, width: box.width, locale: locale, scale: scale)
        guard Self.fits(last, style: style, box: box) else { return .failure(Overflow(description: reason(last, style: style, box: box))) }
        // fits(lo) is false, fits(hi) is true: narrow down to adjacent steps.
        var lo = 0, hi = steps
        while hi - lo > 1 {
            let mid = (lo + hi) / 2
            if try fits(mid) { hi = mid } else { lo = mid }
        }
        return .success(size(hi))
    }

    static func fits(_ s: CaptionTypesetter.Setting, style: CaptionStyle, box: Size) -> Bool {
        s.titleLines <= style.maxLines && s.subtitleLines <= style.subtitleMaxLines && s.size.height <= box.height + 0.01 && !s.breaksWords
    }

    /// What is wrong at the minimum size, most telling first.
    static func reason(_ s: CaptionTypesetter.Setting, style: CaptionStyle, box: Size) -> String {
        let at = "at the minimum size of \(points(s.titleSize)) pt"
        if s.breaksWords { return "a word is wider than the \(points(box.width)) pt caption box \(at)" }
        if s.titleLines > style.maxLines { return "the title needs \(s.titleLines) lines \(at); at most \(style.maxLines) are allowed" }
        if s.subtitleLines > style.subtitleMaxLines {
            return "the subtitle needs \(s.subtitleLines) lines \(at); at most \(style.subtitleMaxLines) are allowed"
        }
        return "the caption is \(points(s.size.height)) pt tall \(at); its box is \(points(box.height)) pt"
    }

    static func points(_ v: Double) -> String {
        let r = (v * 10).rounded() / 10
        return r == r.rounded() ? String(Int(r)) : String(r)
    }
}

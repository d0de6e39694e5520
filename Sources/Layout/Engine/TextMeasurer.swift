/// Measures text for layout. Injected, so layout is a pure function of its inputs: the renderer
/// passes a Pango measurer, tests pass `FixedWidthTextMeasurer` and need no fonts.
public protocol TextMeasurer: AnyObject {
    /// The size of `text` wrapped at `width` (nil: no wrapping), honouring its line limit.
    func measure(_ text: ResolvedText, width: Double?) -> TextMeasurement
    /// The narrowest `text` can be without breaking a word: its widest unbreakable piece (a browser's
    /// min-content width). Default: the widest space-separated word; see `TextMeasurer+MinimumWidth`.
    func minimumWidth(_ text: ResolvedText) -> Double
}

public struct TextMeasurement {
    public var size: Size
    /// Distance from the top of the text to the first line's baseline.
    public var firstBaseline: Double
    public var lineCount: Int
    /// Whatever the measurer needs to draw the same layout again (e.g. a shaped Pango layout).
    public var handle: AnyObject?
    public init(size: Size, firstBaseline: Double, lineCount: Int, handle: AnyObject? = nil) {
        self.size = size; self.firstBaseline = firstBaseline; self.lineCount = lineCount; self.handle = handle
    }
}

/// A font-free measurer for tests: every character is `charWidth × size` wide, every line
/// `lineHeight × size` tall (plus line spacing); wraps at spaces, breaks over-long words.
public final class FixedWidthTextMeasurer: TextMeasurer {
    public let charWidth: Double
    public let lineHeight: Double
    public init(charWidth: Double = 0.5, lineHeight: Double = 1.25) { self.charWidth = charWidth; self.lineHeight = lineHeight }

    public func measure(_ text: ResolvedText, width: Double?) -> TextMeasurement {
        let size = text.runs.first?.font.size ?? 17
        let cw = size * charWidth, lh = size * lineHeight
        let string = text.runs.count == 1 ? text.runs[0].string : text.string
        if string.isEmpty { return TextMeasurement(size: .zero, firstBaseline: 0, lineCount: 0) }
        // 1. Greedy word wrap: lines as character counts. Words are separated by spaces, paragraphs by
        //    newlines, lengths counted in characters, in one pass over the characters.
        var lines: [Int] = []
        var current = 0, word = 0
        func endWord() {
            var w = word
            word = 0
            let needed = current == 0 ? w : current + 1 + w
            if let width, Double(needed) * cw > width + 1e-9, current > 0 {
                lines.append(current); current = 0
            }
            // Break words longer than the line.
            if let width, width >= cw {
                let perLine = max(1, Int((width + 1e-9) / cw))
                while current == 0 && w > perLine { lines.append(perLine); w -= perLine }
            }
            current = current == 0 ? w : current + 1 + w
        }
        for character in string {
            if character == "\n" {
                endWord()
                lines.append(current); current = 0
            } else if character == " " {
                endWord()
            } else {
                word += 1
            }
        }
        endWord()
        lines.append(current)
        // 2. Line limit.
        if let limit = text.lineLimit {
            if lines.count > limit.upperBound { lines = Array(lines.prefix(limit.upperBound)) }
            while lines.count < limit.lowerBound { lines.append(0) }
        }
        let maxChars = lines.max() ?? 0
        var w = Double(maxChars) * cw
        if let width { w = min(w, width) }
        let n = Double(lines.count)
        let h = n * lh + max(0, n - 1) * text.lineSpacing
        return TextMeasurement(size: Size(width: w, height: h), firstBaseline: lh * 0.8, lineCount: lines.count)
    }
}

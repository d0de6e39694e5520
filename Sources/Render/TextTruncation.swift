import Layout

/// Cuts text that has more lines than its limit, for the case Pango's ellipsization misses: Pango limits
/// lines *per paragraph*, so three one-line paragraphs under `lineLimit(2)` would all show.
enum TextTruncation {
    static let ellipsis = "\u{2026}"
    /// U+2028 LINE SEPARATOR: a forced line break that does not start a new paragraph.
    static let lineSeparator: Character = "\u{2028}"

    /// The runs cut at UTF-8 offset `cut` (the start of the first line over the limit), trailing paragraph
    /// breaks removed and an ellipsis appended to the last run.
    ///
    /// `asOneParagraph`: newlines in what is kept become line separators, so the kept text is a single
    /// paragraph and Pango's own per-paragraph limit ellipsizes the last line if the added "…" no longer
    /// fits on it.
    static func truncated(_ text: ResolvedText, atByte cut: Int, asOneParagraph: Bool) -> ResolvedText {
        // 1. Keep the bytes before `cut`, run by run (a line start is always a character boundary).
        var runs: [ResolvedTextRun] = []
        var offset = 0
        for run in text.runs where offset < cut {
            let utf8 = Array(run.string.utf8)
            var kept = run
            kept.string = String(decoding: utf8.prefix(cut - offset), as: UTF8.self)
            offset += utf8.count
            runs.append(kept)
        }
        // 2. Drop the paragraph break(s) the cut line ended with, and runs left empty.
        while let last = runs.last {
            var string = last.string
            while let c = string.last, c.isNewline { string.removeLast() }
            if string.isEmpty && runs.count > 1 { runs.removeLast(); continue }
            runs[runs.count - 1].string = string
            break
        }
        // 3. One paragraph, then the ellipsis.
        if asOneParagraph {
            for i in runs.indices {
                runs[i].string = String(runs[i].string.map { $0.isNewline ? lineSeparator : $0 })
            }
        }
        if !runs.isEmpty { runs[runs.count - 1].string += ellipsis }
        var result = text
        result.runs = runs
        return result
    }
}

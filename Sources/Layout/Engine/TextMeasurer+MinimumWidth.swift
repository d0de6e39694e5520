extension TextMeasurer {
    /// The widest space- or newline-separated word, each measured unwrapped in the style of the run it
    /// starts in. Measurers that know the script's real break opportunities (Pango) answer better.
    public func minimumWidth(_ text: ResolvedText) -> Double {
        var widest = 0.0
        for run in text.runs {
            for word in run.string.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" }) {
                var single = text
                single.runs = [ResolvedTextRun(string: String(word), font: run.font, tracking: run.tracking, features: run.features)]
                single.lineLimit = nil
                widest = max(widest, measure(single, width: nil).size.width)
            }
        }
        return widest
    }
}

import Testing
@testable import Layout

/// What the engine keeps to avoid work: a node's last few size answers, a text node's last measurement,
/// and environment values read back without casts. Each is only a cache: what layout answers is the same.
@Suite struct LayoutCacheTests {
    // MARK: - SizeCache

    /// (proposals inserted in order, proposal asked, expected answer). Answers are the width proposed
    /// plus 1000 (nil: 999), so every answer names the proposal it was kept for.
    static let sizeCacheCases: [(inserted: [ProposedViewSize], asked: ProposedViewSize, expected: Double?)] = [
        ([], .unspecified, nil),
        ([.unspecified], .unspecified, 999),
        // nil and 0 are different questions.
        ([ProposedViewSize(width: 0, height: nil)], .unspecified, nil),
        ([ProposedViewSize(width: nil, height: 0)], ProposedViewSize(width: nil, height: nil), nil),
        ([ProposedViewSize(width: 0, height: 0)], .zero, 1000),
        ([ProposedViewSize(width: .infinity, height: nil)], ProposedViewSize(width: .infinity, height: nil), 1000 + .infinity),
        // NaN equals nothing, so it is never found (as with `==`).
        ([ProposedViewSize(width: .nan, height: nil)], ProposedViewSize(width: .nan, height: nil), nil),
        // Six are kept; the seventh answer drops the first, the eighth the second.
        ((1...6).map { ProposedViewSize(width: Double($0), height: nil) }, ProposedViewSize(width: 1, height: nil), 1001),
        ((1...7).map { ProposedViewSize(width: Double($0), height: nil) }, ProposedViewSize(width: 1, height: nil), nil),
        ((1...7).map { ProposedViewSize(width: Double($0), height: nil) }, ProposedViewSize(width: 2, height: nil), 1002),
        ((1...7).map { ProposedViewSize(width: Double($0), height: nil) }, ProposedViewSize(width: 7, height: nil), 1007),
        ((1...8).map { ProposedViewSize(width: Double($0), height: nil) }, ProposedViewSize(width: 2, height: nil), nil),
        ((1...8).map { ProposedViewSize(width: Double($0), height: nil) }, ProposedViewSize(width: 3, height: nil), 1003),
        ((1...13).map { ProposedViewSize(width: Double($0), height: nil) }, ProposedViewSize(width: 7, height: nil), nil),
        ((1...13).map { ProposedViewSize(width: Double($0), height: nil) }, ProposedViewSize(width: 8, height: nil), 1008),
    ]

    @Test(arguments: 0..<sizeCacheCases.count)
    func sizeCacheKeepsTheLastSixAnswers(_ index: Int) {
        let c = Self.sizeCacheCases[index]
        var cache = SizeCache()
        for p in c.inserted { cache.insert(Size(width: (p.width ?? -1) + 1000, height: 0), for: p) }
        #expect(cache[c.asked]?.width == c.expected)
    }

    // MARK: - A text node's last measurement

    /// Counts the questions asked, answering as `FixedWidthTextMeasurer`.
    final class CountingMeasurer: TextMeasurer {
        let base = FixedWidthTextMeasurer()
        var asked: [Double?] = []
        func measure(_ text: ResolvedText, width: Double?) -> TextMeasurement {
            asked.append(width)
            return base.measure(text, width: width)
        }
    }

    /// (view, proposal width, expected frame of the text, widths the measurer was asked for, in order).
    /// Each width is asked once: sizing again with another height, placement and baseline alignment
    /// find the measurement the node kept.
    @Test func aTextNodeIsNotAskedTwiceForTheWidthItWasJustSizedAt() throws {
        let cases: [(view: AnyView, width: Double, frame: Rect, asked: [Double?])] = [
            (AnyView(Text("hello world").font(.system(size: 20))), 300, Rect(x: 95, y: 0, width: 110, height: 25), [300]),
            // Wrapped to "hello" / "world" in a 60 pt frame.
            (AnyView(Text("hello world").font(.system(size: 20)).frame(width: 60)), 300,
             Rect(x: 125, y: 0, width: 50, height: 50), [60]),
            // In a row: sized ideally (nil), at 0 and at its share (90), then placed at its share.
            (AnyView(HStack(spacing: 0) { Text("ab cd").font(.system(size: 20)); Color.red.frame(width: 10, height: 10) }),
             100, Rect(x: 20, y: 0, width: 50, height: 25), [nil, 0, 90]),
            // On baselines: the text's first baseline (20) meets the square's bottom edge (10).
            (AnyView(HStack(alignment: .firstTextBaseline, spacing: 0) {
                Text("ab cd").font(.system(size: 20)); Color.red.frame(width: 10, height: 10)
             }), 100, Rect(x: 20, y: 0, width: 50, height: 25), [nil, 0, 90]),
        ]
        for c in cases {
            let measurer = CountingMeasurer()
            let r = try LayoutEngine.layout(c.view, proposal: ProposedViewSize(width: c.width, height: nil), measurer: measurer, scale: 1)
            #expect(r.first("Text")?.frame == c.frame)
            #expect(measurer.asked == c.asked)
        }
    }

    // MARK: - Environment boxes

    private struct Answer: EnvironmentKey { static let defaultValue: Int? = 42 }
    private struct Label: EnvironmentKey { static let defaultValue = "default" }

    @Test func environmentValuesReadBackAsTheyWereSet() {
        var env = EnvironmentValues()
        #expect(env[Answer.self] == 42)
        #expect(env[Label.self] == "default")
        env[Answer.self] = nil          // an explicit nil is a value, not "unset"
        env[Label.self] = "set"
        #expect(env[Answer.self] == nil)
        #expect(env[Label.self] == "set")
        var copy = env
        copy[Answer.self] = 7
        #expect(copy[Answer.self] == 7)
        #expect(env[Answer.self] == nil)
        #expect(Set(env.assignedKeys) == [ObjectIdentifier(Answer.self), ObjectIdentifier(Label.self)])
    }
}

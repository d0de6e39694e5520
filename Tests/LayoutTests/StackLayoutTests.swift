import Testing
@testable import Layout

/// Geometry of stacks, frames, padding and spacers with a font-free measurer: 0.5·size per character,
/// 1.25·size per line (so 17 pt body text is 8.5 pt per character, 21.25 pt per line).
@Suite struct StackLayoutTests {
    let measurer = FixedWidthTextMeasurer()

    func layout<V: View>(_ v: V, width: Double? = 390, height: Double? = nil) throws -> LayoutResult {
        try LayoutEngine.layout(v, proposal: ProposedViewSize(width: width, height: height), measurer: measurer, scale: 1)
    }

    @Test func hstackSpacerPushesTextToEdges() throws {
        let r = try layout(HStack { Text("ab"); Spacer(); Text("cd") })
        let texts = r.all("Text")
        #expect(texts[0].frame == Rect(x: 0, y: 0, width: 17, height: 21))
        #expect(texts[1].frame.maxX == 390)
        // A spacer sits flush against its neighbours: its minimum length is the whole gap.
        #expect(r.first("Spacer")!.frame.width == 390 - 34)
    }

    @Test func flexibleChildrenSplitRemainingSpaceEvenly() throws {
        let r = try layout(HStack(spacing: 0) { Color.red; Color.blue; Text("abcd") }, height: 50)
        let colors = r.all("Color")
        // Text (least flexible) takes 34; the two colours share 356.
        #expect(colors[0].frame.width == 178)
        #expect(colors[1].frame.width == 178)
    }

    @Test func layoutPriorityWinsSpace() throws {
        let long = String(repeating: "x", count: 40) // 340 pt wide
        let r = try layout(HStack(spacing: 0) { Text(long).lineLimit(1); Text(long).lineLimit(1).layoutPriority(1) }, width: 400)
        let t = r.all("Text")
        #expect(t[1].frame.width == 340)
        #expect(t[0].frame.width == 60)
    }

    @Test func paddingAndBackgroundTakeContentSize() throws {
        let r = try layout(Text("hi").padding(.horizontal, 14).padding(.vertical, 10).background(Color.red))
        let color = r.first("Rectangle")!
        #expect(color.frame.size == Size(width: 17 + 28, height: 21 + 20))
    }

    @Test func maxWidthInfinityTakesOffer() throws {
        let r = try layout(Text("hi").frame(maxWidth: .infinity, alignment: .trailing))
        #expect(r.first("flexFrame")!.frame.width == 390)
        #expect(r.first("Text")!.frame.maxX == 390)
    }

    @Test func textWrapsAtWordBoundaries() throws {
        // "aaaa bbbb cccc" at 17pt = 14 chars = 119pt; at width 90 it wraps to 2 lines ("aaaa bbbb" = 76.5).
        let r = try layout(Text("aaaa bbbb cccc"), width: 90)
        let t = r.first("Text")!
        #expect(t.textMeasurement?.lineCount == 2)
        #expect(t.unroundedFrame.width == 76.5)
    }

    @Test func fixedFrameCentersChild() throws {
        let r = try layout(Text("a").frame(width: 32, height: 32))
        let t = r.first("Text")!
        #expect(t.unroundedFrame.minX == 179 + 11.75)
    }
}

@Suite struct ForegroundStyleTests {
    @Test func secondaryIsALevelOfTheEnclosingForeground() throws {
        let r = try LayoutEngine.layout(Text("a").foregroundStyle(.secondary).foregroundStyle(Color.red),
                                        proposal: ProposedViewSize(width: 100, height: nil), measurer: FixedWidthTextMeasurer(), scale: 1)
        guard case .text(let t) = r.first("Text")!.content else { Issue.record("not text"); return }
        #expect(t.paint == .color(RGBA(hex: 0xFF3B30, alpha: 0.6)))
    }

    @Test func secondaryWithDefaultForegroundIsSecondaryLabel() throws {
        let r = try LayoutEngine.layout(Text("a").foregroundStyle(Color.secondary),
                                        proposal: ProposedViewSize(width: 100, height: nil), measurer: FixedWidthTextMeasurer(), scale: 1)
        guard case .text(let t) = r.first("Text")!.content else { Issue.record("not text"); return }
        #expect(t.paint == .color(RGBA(hex: 0x3C3C43, alpha: 0.6)))
    }
}

@Suite struct DisplayListTests {
    /// A layer must cover everything its content draws, including content moved by an offset.
    @Test func layerBoundsFollowOffsets() throws {
        let r = try LayoutEngine.layout(Color.red.frame(width: 10, height: 10).offset(x: 40).opacity(0.5),
                                        proposal: ProposedViewSize(width: 100, height: 100), measurer: FixedWidthTextMeasurer(), scale: 1)
        let layers = r.commands.compactMap { c -> Rect? in if case .beginLayer(let l) = c { return l.bounds } else { return nil } }
        let drawn = Rect(x: 85, y: 45, width: 10, height: 10)
        #expect(layers.count == 1)
        #expect(layers.first.map { $0.union(drawn) == $0 } == true, "layer \(layers) must cover \(drawn)")
    }

    @Test func runBackgroundIsResolved() throws {
        let r = try LayoutEngine.layout(Text("a") + Text("code").background(Color(hex: 0xF0F0F0)),
                                        proposal: ProposedViewSize(width: 100, height: nil), measurer: FixedWidthTextMeasurer(), scale: 1)
        guard case .text(let t) = r.first("Text")!.content else { Issue.record("not text"); return }
        #expect(t.runs.map(\.background) == [nil, RGBA(hex: 0xF0F0F0)])
    }
}

@Suite struct DiagnosticsTests {
    /// An unknown symbol name is an error naming it, with suggestions, not a blank image.
    @Test func unknownSymbolIsAnErrorWithSuggestions() {
        #expect {
            _ = try LayoutEngine.layout(Image(systemName: "arow.up"), proposal: ProposedViewSize(width: 50, height: nil),
                                        measurer: FixedWidthTextMeasurer(), scale: 1)
        } throws: { error in
            let message = "\(error)"
            return message.contains("unknown SF Symbol 'arow.up'") && message.contains("arrow.up")
        }
    }

    @Test func unknownAssetListsTheRegisteredOnes() {
        #expect(throws: LayoutError.self) {
            _ = try LayoutEngine.layout(Image("no-such-glyph"), proposal: ProposedViewSize(width: 50, height: nil),
                                        measurer: FixedWidthTextMeasurer(), scale: 1)
        }
    }
}

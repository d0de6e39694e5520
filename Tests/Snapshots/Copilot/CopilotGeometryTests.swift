import Testing
import Layout
@testable import CopilotKit

/// The guide's numbers, measured on the laid-out tree (fixed-width text measurer, scale 1).
@Suite struct CopilotGeometryTests {
    @Test func promptBarIs52HighWithRadius24AndPinsItsBaseHeight() throws {
        for size in [DynamicTypeSize.large, .xxxLarge] {
            let r = try layout(CopilotPromptBar(text: .constant("")), env: Env.make(dynamicType: size))
            let border = try #require(r.all("RoundedRectangle").first { $0.strokeInfo != nil })
            #expect(border.shapeInfo["cornerRadius"] == "24")
            #expect(border.frame == Rect(x: 16, y: 0, width: 358, height: 52), "\(size)")
            #expect(border.strokeInfo?.width == 1)
            #expect(border.strokeInfo?.hex == "#E0E0E099")
        }
    }

    @Test func promptBarFocusDrawsA1point5AccentBorderAndStreamingShowsStop() throws {
        let focused = try layout(CopilotPromptBar(text: .constant(""), focused: true), env: Env.dark)
        let border = try #require(focused.all("RoundedRectangle").first { $0.strokeInfo != nil })
        #expect(border.strokeInfo?.width == 1.5)
        #expect(border.strokeInfo?.hex == "#4DA3E0")
        let streaming = try layout(CopilotPromptBar(text: .constant(""), isStreaming: true))
        #expect(streaming.allNodes.compactMap(\.symbolName) == ["plus", "mic", "stop.fill"])
        let send = try layout(CopilotPromptBar(text: .constant("Hi")))
        let circle = try #require(send.first("Circle"))
        #expect(circle.frame.size == Size(width: 36, height: 36))
        #expect(circle.fillHex == "#0078D4")
        let idle = try layout(CopilotPromptBar(text: .constant("")))
        #expect(idle.first("Circle")?.fillHex == "#00000000", "the idle send button has a clear fill")
    }

    @Test func promptBarGrowsToFiveLinesThenStops() throws {
        let long = String(repeating: "word ", count: 200)
        let r = try layout(CopilotPromptBar(text: .constant(long)))
        let text = try #require(r.all("Text").first { $0.text?.hasPrefix("word") == true })
        let border = try #require(r.all("RoundedRectangle").first { $0.strokeInfo != nil })
        #expect(text.textMeasurement?.lineCount == 5)
        // Five 20 pt lines (16 pt × 1.25) plus 8 pt padding above and below.
        #expect(border.frame.height == 5 * 20 + 16)
        let two = try layout(CopilotPromptBar(text: .constant(String(repeating: "word ", count: 10))))
        let twoText = try #require(two.all("Text").first { $0.text?.hasPrefix("word") == true })
        let lines = try #require(twoText.textMeasurement?.lineCount)
        #expect((2...4).contains(lines))
        let twoBorder = try #require(two.all("RoundedRectangle").first { $0.strokeInfo != nil })
        #expect(twoBorder.frame.height == Double(lines) * 20 + 16, "the bar grows with its text past the 52 pt minimum")
    }

    @Test func userTurnRadiiAndPadding() throws {
        for neutral in [false, true] {
            let r = try layout(CopilotUserTurn(text: "Plan a trip", neutral: neutral))
            let bubble = try #require(r.first("UnevenRoundedRectangle"))
            // Dump order: topLeading, topTrailing, bottomTrailing, bottomLeading.
            #expect(bubble.shapeInfo["cornerRadii"] == "16,16,4,16")
            #expect(bubble.fillHex == (neutral ? "#F3F3F3" : "#0078D4"))
            let text = try #require(r.first("Text"))
            #expect(text.frame.minX - bubble.frame.minX == 16)
            #expect(bubble.frame.maxX - text.frame.maxX == 16)
            #expect(text.frame.minY - bubble.frame.minY == 12)
            #expect(bubble.frame.maxY - text.frame.maxY == 12)
            #expect(bubble.frame.maxX == 390 - 16, "right-aligned with 16 pt screen margin")
        }
    }

    @Test func userTurnKeeps48PointsOfLeadingRoom() throws {
        let r = try layout(CopilotUserTurn(text: String(repeating: "long words ", count: 30)))
        let bubble = try #require(r.first("UnevenRoundedRectangle"))
        // 16 pt margin + the 48 pt spacer, flush against the bubble (as in SwiftUI), leave the text a
        // 390 − 32 − 48 − 32 = 278 pt column; it wraps at words, so its widest line is within one word
        // ("words ", 6 characters of 8 pt) of that.
        let text = try #require(r.first("Text"))
        #expect(bubble.frame.minX >= 16 + 48)
        #expect(text.frame.width <= 278 && text.frame.width > 278 - 48)
        #expect(bubble.frame.width == text.frame.width + 32)
    }

    @Test func answerCardPaddingRadiusAndActionTargets() throws {
        let r = try layout(CopilotAnswerCard(markdown: "Hello **there**.", isStreaming: false))
        let card = try #require(r.all("RoundedRectangle").first { $0.strokeInfo != nil })
        #expect(card.shapeInfo["cornerRadius"] == "16")
        #expect(card.frame.minX == 16 && card.frame.width == 358)
        let flourish = try #require(r.all("Image").first { $0.symbolName == "sparkles" })
        let flourishFrame = try #require(r.allNodes.first { $0.kind == "frame" && $0.children.first === flourish })
        #expect(flourishFrame.frame.minX - card.frame.minX == 16)
        #expect(flourishFrame.frame.minY - card.frame.minY == 16)
        #expect(flourishFrame.frame.size == Size(width: 22, height: 22))
        let actions = ["doc.on.doc", "hand.thumbsup", "hand.thumbsdown", "arrow.clockwise", "square.and.arrow.up", "ellipsis"]
        let targets = r.allNodes.filter { n in n.kind == "frame" && n.children.first.flatMap(\.symbolName).map(actions.contains) == true }
        #expect(targets.count == 6)
        for t in targets { #expect(t.frame.size == Size(width: 44, height: 44)) }
        let lastTarget = try #require(targets.last)
        #expect(card.frame.maxY - lastTarget.frame.maxY == 16, "16 pt padding under the action row")
        #expect(lastTarget.frame.maxX <= card.frame.maxX - 16, "the action row fits inside the card")
        #expect(targets[0].frame.minX - card.frame.minX == 16 + 32, "icons start under the text column")
    }

    /// Inline code in an answer is Cascadia Code on a `cpSurface` run background (`cpDarkSurface` in dark).
    @Test func inlineCodeRunsSitOnTheSurfaceColour() throws {
        for (env, hex) in [(Env.light, "#F3F3F3"), (Env.dark, "#2D2D2D")] {
            let r = try layout(CopilotAnswerCard(markdown: "A pass is `€6.80` a day.", isStreaming: true), env: env)
            let text = try #require(r.all("Text").first { $0.text?.contains("€6.80") == true })
            guard case .text(let t) = text.content else { Issue.record("not text"); return }
            let code = try #require(t.runs.first { $0.string == "€6.80" })
            #expect(code.background?.hexString == hex)
            #expect(code.font.name == "CascadiaCode-Regular" && code.font.size == 14)
            #expect(t.runs.filter { $0.string != "€6.80" }.allSatisfy { $0.background == nil })
        }
    }

    @Test func streamingAnswerCardHasNoActionRow() throws {
        let r = try layout(CopilotAnswerCard(markdown: "Hello", isStreaming: true))
        #expect(r.allNodes.compactMap(\.symbolName) == ["sparkles"])
    }

    @Test func toneSelectorPaddingIs3AndSelectionIsABluePill() throws {
        for selection in 0..<3 {
            let r = try layout(CopilotToneSelector(selection: .constant(selection)), width: 300)
            let capsules = r.all("Capsule")
            let track = try #require(capsules.first { $0.isMaterialFill })
            let pills = capsules.filter { $0.fillHex != nil }
            #expect(pills.count == 3)
            #expect(pills[0].frame.minX - track.frame.minX == 3)
            #expect(pills[0].frame.minY - track.frame.minY == 3)
            #expect(track.frame.maxX - pills[2].frame.maxX == 3)
            #expect(pills.map(\.fillHex) == (0..<3).map { $0 == selection ? "#0078D4" : "#00000000" })
            let labels = r.all("Text")
            #expect(labels.map(\.text) == ["Creative", "Balanced", "Precise"])
            let pillHeight: Double = (9 + 13 * 1.25 + 9).rounded() // pixel-rounded at scale 1
            #expect(pills[selection].frame.height == pillHeight)
        }
    }

    @Test func toneLabelsArePinnedUnderDynamicType() throws {
        let r = try layout(CopilotToneSelector(selection: .constant(1)), width: 300, env: Env.make(dynamicType: .accessibility3))
        for label in r.all("Text") {
            if case .text(let t) = label.content { #expect(t.runs.first?.font.size == 13) }
        }
    }

    @Test func suggestionChipPadding16By10AndPressedScale() throws {
        for featured in [false, true] {
            let r = try layout(CopilotSuggestionChip(label: "Cheap places to stay", featured: featured), width: 300)
            let capsule = try #require(r.all("Capsule").first { $0.strokeInfo != nil })
            let text = try #require(r.first("Text"))
            let leading = featured ? try #require(r.allNodes.first { $0.kind == "frame" && $0.children.first?.symbolName == "sparkles" }) : text
            #expect(leading.frame.minX - capsule.frame.minX == 16)
            #expect(capsule.frame.maxX - text.frame.maxX == 16)
            #expect(text.frame.minY - capsule.frame.minY == 10)
            #expect(capsule.frame.maxY - text.frame.maxY == 10)
            if featured { #expect(text.frame.minX - leading.frame.maxX == 6) }
        }
        let pressed = try layout(CopilotSuggestionChip(label: "Go").environment(\.isPressed, true), width: 300)
        let scales = pressed.allNodes.compactMap { n -> Double? in
            if case .effect(.scale(let x, _, _)) = n.content { return x } else { return nil }
        }
        #expect(scales == [0.98])
        let resting = try layout(CopilotSuggestionChip(label: "Go"), width: 300)
        #expect(resting.allNodes.contains { if case .effect(.scale(1, 1, _)) = $0.content { true } else { false } })
    }

    @Test func sidebarIs80PercentOfTheScreenOverA40PercentScrim() throws {
        let root = CopilotRoot(sidebarOpen: true) { Color.clear }
        let r = try layout(root, width: 390, height: 763)
        let scrim = try #require(r.all("Color").first { $0.fillHex == "#00000066" })
        #expect(scrim.frame == Rect(x: 0, y: 0, width: 390, height: 763))
        let sidebarFrame = try #require(r.allNodes.first { n in
            if let f = n.layout as? FrameLayout { return f.width == 312 } else { return false }
        })
        #expect(sidebarFrame.frame == Rect(x: 0, y: 0, width: 312, height: 763))
        let closed = try layout(CopilotRoot(sidebarOpen: false) { Color.clear }, width: 390, height: 763)
        #expect(closed.all("Color").allSatisfy { $0.fillHex != "#00000066" })
    }

    @Test func recentRowsAre48WithA3PointAccentBarOnTheActiveOne() throws {
        let active = try layout(CopilotRecentRow(title: "Lisbon", isActive: true), width: 280, env: Env.dark)
        let bar = try #require(active.all("Capsule").first { $0.fillHex == "#4DA3E0" })
        #expect(bar.frame.width == 3)
        let acrylic = try #require(active.all("RoundedRectangle").first { $0.strokeInfo != nil })
        #expect(acrylic.frame.height == 48)
        #expect(bar.frame.minX == acrylic.frame.minX)
        #expect(bar.frame.midY == acrylic.frame.midY)
        let inactive = try layout(CopilotRecentRow(title: "Lisbon"), width: 280)
        #expect(inactive.root.frame.height == 48)
        #expect(inactive.all("Capsule").isEmpty && inactive.all("RoundedRectangle").isEmpty)
    }

    @Test func sidebarDayLabelsArePinnedAndRowsKeepTheirHeight() throws {
        let r = try layout(CopilotSidebar(), width: 312, env: Env.make(dynamicType: .accessibility2))
        let labels = r.all("Text").filter { $0.text == "TODAY" || $0.text == "YESTERDAY" }
        #expect(labels.count == 2)
        for l in labels { if case .text(let t) = l.content { #expect(t.runs.first?.font.size == 11) } }
        let rows = r.allNodes.filter { ($0.layout as? FrameLayout)?.height == 48 }
        #expect(rows.count == 6)
        for row in rows { #expect(row.frame.height == 48) }
    }

    @Test func acrylicUsesMaterialTintAndHairlineOrSolidSurface() throws {
        let view = Text("x").padding(16).copilotAcrylic()
        let r = try layout(view, width: 200)
        let fills = r.all("Rectangle")
        #expect(fills.contains { $0.isMaterialFill })
        #expect(fills.contains { $0.fillHex == "#F3F3F380" })
        let hairline = try #require(r.first("RoundedRectangle"))
        #expect(hairline.strokeInfo?.hex == "#E0E0E099" && hairline.strokeInfo?.width == 1)
        let solid = try layout(view, width: 200, env: Env.make(.dark, reduceTransparency: true))
        #expect(!solid.allNodes.contains { $0.isMaterialFill })
        #expect(solid.all("Rectangle").contains { $0.fillHex == "#2D2D2D" })
    }

    @Test func acrylicBlurInFramesRampOpacityAndBlur() throws {
        let early = try layout(Text("x").copilotAcrylic(appearTime: 0.03), width: 200)
        var opacity: Double?, blur: Double?
        for n in early.allNodes {
            if case .effect(.opacity(let o)) = n.content { opacity = o }
            if case .effect(.blur(let b, _)) = n.content { blur = b }
        }
        let o = try #require(opacity), b = try #require(blur)
        #expect(o > 0 && o < 1)
        #expect(abs(b - 8 * (1 - o)) < 1e-9)
        var reduced = Env.light; reduced.accessibilityReduceMotion = true
        let skipped = try layout(Text("x").copilotAcrylic(appearTime: 0.03), width: 200, env: reduced)
        #expect(skipped.allNodes.contains { if case .effect(.opacity(1)) = $0.content { true } else { false } })
    }

    @Test func streamingShimmerSpansPhaseToPhasePlus03WithPlusLighter() throws {
        let r = try layout(CopilotStreamingText(text: "Hello", phase: 0.2), width: 300)
        let band = try #require(r.all("Rectangle").first)
        guard case .shape(let s) = band.content, case .fill(.linearGradient(let stops, let start, let end), _) = s.operation else {
            Issue.record("no gradient band"); return
        }
        #expect(start == UnitPoint(x: 0.2, y: 0.5))
        #expect(abs(end.x - 0.5) < 1e-12 && end.y == 0.5)
        #expect(stops.map(\.color.hexString) == ["#00000000", "#FFB90047", "#FF6F6133", "#00000000"])
        #expect(r.allNodes.contains { if case .effect(.blendMode(.plusLighter)) = $0.content { true } else { false } })
    }

    @Test func thinkingDotsAre7PointFlourishCircles6Apart() throws {
        let r = try layout(CopilotThinking(time: 0.5), width: 100)
        let dots = r.all("Circle")
        #expect(dots.count == 3)
        for d in dots { #expect(d.frame.size == Size(width: 7, height: 7)) }
        #expect(dots[1].frame.minX - dots[0].frame.maxX == 6)
    }

    @Test func topBarSitsOnMaterialWith16By8Padding() throws {
        let r = try layout(CopilotTopBar())
        let material = try #require(r.all("Rectangle").first { $0.isMaterialFill })
        let toggle = try #require(r.all("Image").first { $0.symbolName == "line.3.horizontal" })
        let account = try #require(r.all("Image").first { $0.symbolName == "person.crop.circle" })
        #expect(toggle.frame.minX == 16)
        #expect(material.frame.maxX - account.frame.maxX == 16)
        #expect(account.frame.minY - material.frame.minY == 8)
        #expect(r.all("Text").map(\.text) == ["Copilot"])
    }
}

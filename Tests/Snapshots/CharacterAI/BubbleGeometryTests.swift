import Foundation
import Layout
import Testing
@testable import CharacterAIKit

/// The guide's bubble numbers: tuck 4 vs round 18, avatar 26 with 2 pt top inset and 9 pt gutter,
/// text padding 14 × 11, 1 pt hairline on AI bubbles only, rows capped at 0.86 × screen width.
@Suite struct BubbleGeometryTests {
    /// Apple's continuous corner leaves the edge this many radii from the corner.
    static let extent = 1.528665

    @Test func tuckRadiiPerSpeaker() {
        let ai = TuckBubbleShape(speaker: .ai).cornerRadii
        #expect(ai == RectangleCornerRadii(topLeading: 4, bottomLeading: 18, bottomTrailing: 18, topTrailing: 18))
        let user = TuckBubbleShape(speaker: .user).cornerRadii
        #expect(user == RectangleCornerRadii(topLeading: 18, bottomLeading: 18, bottomTrailing: 18, topTrailing: 4))
    }

    /// The layout dump reports each bubble's radii (top-leading, top-trailing, bottom-trailing,
    /// bottom-leading): the AI bubble and its hairline tuck top-leading to 4, the user bubble top-trailing,
    /// every other corner is 18.
    @Test func dumpReportsTuckAndRoundRadii() throws {
        for (speaker, radii) in [(MessageBubble.Speaker.ai, "4,18,18,18"), (.user, "18,4,18,18")] {
            let result = try layout(MessageBubble(speaker: speaker, text: "*waves* Hello there."))
            let json = try #require(result.dumpJSON().data(using: .utf8))
            let root = try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
            func shapes(_ node: [String: Any]) -> [[String: Any]] {
                let style = node["style"] as? [String: Any]
                let mine = style?["shape"] as? String == "TuckBubbleShape" ? [style ?? [:]] : []
                return mine + ((node["children"] as? [[String: Any]]) ?? []).flatMap(shapes)
            }
            let dumped = shapes(try #require(root["root"] as? [String: Any]))
            #expect(dumped.count == (speaker == .ai ? 2 : 1))           // fill (+ hairline for AI)
            for style in dumped {
                #expect(style["cornerRadii"] as? String == radii)
                #expect(style["style"] as? String == "continuous")
            }
            let parts = radii.split(separator: ",").compactMap { Double($0) }
            #expect(parts.min() == 4 && parts.max() == 18 && parts.filter { $0 == 4 }.count == 1)
        }
    }

    /// The outline itself: the top edge runs from the end of the top-leading corner to the start of the
    /// top-trailing one, so its endpoints reveal both radii.
    @Test(arguments: [(TuckBubbleShape.Speaker.ai, 4.0, 18.0), (.user, 18.0, 4.0)])
    func tuckPathTopEdge(speaker: TuckBubbleShape.Speaker, leading: Double, trailing: Double) throws {
        let rect = Rect(x: 0, y: 0, width: 220, height: 64)
        let path = TuckBubbleShape(speaker: speaker).path(in: rect)
        guard case .move(let start) = try #require(path.elements.first) else { Issue.record("no move"); return }
        #expect(close(start.x, leading * Self.extent, 1e-4))
        #expect(start.y == 0)
        guard case .line(let edgeEnd) = path.elements[1] else { Issue.record("top edge is not a line"); return }
        #expect(close(edgeEnd.x, 220 - trailing * Self.extent, 1e-4))
        #expect(edgeEnd.y == 0)
        // The same outline as the engine's continuous rounded rect with those radii.
        #expect(path == Path(roundedRect: rect, cornerRadii: TuckBubbleShape(speaker: speaker).cornerRadii, style: .continuous))
        #expect(path != Path(roundedRect: rect, cornerRadius: 18, style: .continuous))
    }

    @Test func aiBubbleGeometry() throws {
        let result = try layout(MessageBubble(speaker: .ai, text: "*waves* Hello there."))
        let avatar = try #require(result.all("Circle").first)
        #expect(avatar.frame.size == Size(width: 26, height: 26))
        guard case let .radialGradient(stops, center, r0, r1) = avatar.fill else { Issue.record("avatar not radial"); return }
        #expect(stops.map(\.color.hexString) == ["#6FA0FF", "#3A7BFD", "#274FB0"])
        #expect(center == UnitPoint(x: 0.36, y: 0.30) && r0 == 2 && r1 == 60)

        let shapes = result.all("TuckBubbleShape")
        #expect(shapes.count == 2)
        let bubble = try #require(shapes.first { $0.fill != nil })
        let hairline = try #require(shapes.first { $0.strokeBorder != nil })
        #expect(bubble.fill?.hex == "#1C1C1F")
        #expect(hairline.strokeBorder?.paint.hex == "#2A2A2E")
        #expect(hairline.strokeBorder?.lineWidth == 1)
        #expect(hairline.unroundedFrame == bubble.unroundedFrame)

        let text = try #require(result.first("Text"))
        let b = bubble.unroundedFrame, t = text.unroundedFrame
        #expect(close(t.minX - b.minX, 14) && close(b.maxX - t.maxX, 14))
        #expect(close(t.minY - b.minY, 11) && close(b.maxY - t.maxY, 11))
        #expect(text.text?.lineSpacing == 4)

        // Avatar: 2 pt below the bubble's top, 9 pt gutter; the row is 0.86 × 390 wide and centred.
        let a = avatar.unroundedFrame
        #expect(close(a.minY - b.minY, 2))
        #expect(close(b.minX - a.maxX, 9))
        #expect(close(result.root.unroundedFrame.width, 0.86 * 390))
        #expect(close(a.minX, (390 - 0.86 * 390) / 2 + 14))
    }

    @Test func userBubbleGeometry() throws {
        let result = try layout(MessageBubble(speaker: .user, text: "Hi *smiles*"))
        #expect(result.all("Circle").isEmpty)
        let shapes = result.all("TuckBubbleShape")
        #expect(shapes.count == 1)                       // no hairline on user bubbles
        let bubble = try #require(shapes.first)
        #expect(bubble.fill?.hex == "#26262A")
        let text = try #require(result.first("Text"))
        let b = bubble.unroundedFrame, t = text.unroundedFrame
        #expect(close(t.minX - b.minX, 14) && close(t.minY - b.minY, 11))
        // Trailing side of the capped row.
        let row = result.root.unroundedFrame
        #expect(close(row.maxX - b.maxX, 14))
        #expect(close(row.maxX, 390 - (390 - 0.86 * 390) / 2))
    }

    /// A long reply wraps inside the cap: row 335.4 pt; the bubble never passes the row minus margins,
    /// avatar and gutter, and grows taller instead of truncating.
    @Test func longMessagesHoldTheMaxWidth() throws {
        let cap = 0.86 * 390
        let ai = try layout(MessageBubble(speaker: .ai, text: BubbleSamples.aiLong))
        let aiBubble = try #require(ai.all("TuckBubbleShape").first { $0.fill != nil })
        #expect(close(ai.root.unroundedFrame.width, cap))
        #expect(aiBubble.unroundedFrame.width <= cap - 28 - 26 - 9 + 1e-9)
        #expect(aiBubble.unroundedFrame.width > 0.9 * (cap - 28 - 26 - 9))     // wrapped, so nearly full
        let lines = try #require(ai.first("Text")?.textMeasurement?.lineCount)
        #expect(lines > 5)

        let user = try layout(MessageBubble(speaker: .user, text: BubbleSamples.userLong))
        let userBubble = try #require(user.first("TuckBubbleShape"))
        #expect(userBubble.unroundedFrame.width <= cap - 28 + 1e-9)
        #expect(userBubble.unroundedFrame.width > 0.9 * (cap - 28))
    }

    /// UIScreen.main.bounds drives the cap, not the proposal.
    @Test func capFollowsTheScreen() throws {
        let result = try layout(MessageBubble(speaker: .user, text: "Hi"), width: 500) {
            $0.screenSize = Size(width: 430, height: 932)
        }
        #expect(close(result.root.unroundedFrame.width, 0.86 * 430))
    }

    @Test func typingIndicatorGeometry() throws {
        let result = try layout(TypingIndicator(phase: 0))
        let circles = result.all("Circle")
        #expect(circles.count == 4)
        #expect(circles[0].frame.size == Size(width: 26, height: 26))
        #expect(close(circles[0].unroundedFrame.minX, 14))            // full-width row, 14 pt margin
        let dots = Array(circles.dropFirst())
        for d in dots { #expect(d.frame.size == Size(width: 6, height: 6)); #expect(d.fill?.hex == "#66666E") }
        #expect(close(dots[1].unroundedFrame.minX - dots[0].unroundedFrame.maxX, 5))
        let bubble = try #require(result.all("TuckBubbleShape").first { $0.fill != nil })
        #expect(bubble.unroundedFrame.size == Size(width: 16 + 6 * 3 + 5 * 2 + 16, height: 14 + 6 + 14))
        #expect(close(dots[0].unroundedFrame.minX - bubble.unroundedFrame.minX, 16))
        #expect(result.all("TuckBubbleShape").contains { $0.strokeBorder?.lineWidth == 1 })
    }

    /// Opacity 0.4 + 0.6·|sin(phase + i·0.52)|, values worked out by hand.
    @Test(arguments: [
        (0.0, [0.4, 0.698128, 0.917443]),
        (Double.pi / 2, [1.0, 0.920692, 0.703732]),
        (Double.pi, [0.4, 0.698128, 0.917443]),
        (3 * Double.pi / 2, [1.0, 0.920692, 0.703732]),
    ])
    func typingDotOpacities(phase: Double, expected: [Double]) throws {
        let result = try layout(TypingIndicator(phase: phase))
        let opacities = result.allNodes.compactMap(\.opacityValue)
        #expect(opacities.count == 3)
        for (o, e) in zip(opacities, expected) { #expect(close(o, e, 1e-5), "\(o) vs \(e)") }
    }

    /// Every named frame of the wave is a different picture: |sin| repeats every π, so frames π apart (the
    /// old 0 / π and π/2 / 3π/2 states) drew the same dots.
    @Test func namedTypingFramesAreDistinct() throws {
        let states = TypingIndicatorState.allCases.filter { $0 != .reduceMotion }
        let frames = try states.map { try layout(TypingIndicator(phase: $0.phase)).allNodes.compactMap(\.opacityValue) }
        for i in frames.indices {
            #expect(frames[i].count == 3)
            for j in frames.indices where j > i {
                #expect(zip(frames[i], frames[j]).contains { abs($0 - $1) > 0.05 }, "\(states[i]) draws like \(states[j])")
            }
        }
    }

    @Test func reduceMotionStopsTheWave() throws {
        let result = try layout(TypingIndicator(phase: .pi / 2)) { $0.accessibilityReduceMotion = true }
        #expect(result.allNodes.compactMap(\.opacityValue) == [1, 1, 1])
    }

    @Test func streamingCaretKeepsItsWidthWhenOff() throws {
        let on = try layout(MessageBubble(speaker: .ai, text: "Hold on", streaming: true, caretOn: true))
        let off = try layout(MessageBubble(speaker: .ai, text: "Hold on", streaming: true, caretOn: false))
        let onText = try #require(on.first("Text")?.text), offText = try #require(off.first("Text")?.text)
        #expect(onText.string == "Hold on\u{258D}")
        #expect(onText.runs.last?.color?.hexString == "#9A9AA2")
        #expect(offText.runs.last?.color?.a == 0)
        #expect(on.first("Text")?.frame == off.first("Text")?.frame)
    }

    /// Retry, copy, rate up, rate down at 16 pt from the AI bubble's leading edge; a rating fills in accent.
    @Test(arguments: [(MessageActions.Rating.none, -1), (.up, 2), (.down, 3)])
    func messageActions(rating: MessageActions.Rating, activeIndex: Int) throws {
        let row = try layout(VStack(spacing: 8) {
            MessageBubble(speaker: .ai, text: "Hi.")
            MessageActions(rating: rating)
        })
        let images = row.all("Image")
        let symbols = images.compactMap(\.symbol)
        let names = symbols.compactMap { s -> String? in if case .symbol(let n) = s.source { n } else { nil } }
        var expected = ["arrow.clockwise", "doc.on.doc", "hand.thumbsup", "hand.thumbsdown"]
        if activeIndex >= 0 { expected[activeIndex] += ".fill" }
        #expect(names == expected)
        #expect(symbols.allSatisfy { $0.pointSize == 16 })
        for (i, s) in symbols.enumerated() { #expect(s.paint.hex == (i == activeIndex ? "#3A7BFD" : "#66666E")) }
        let bubble = try #require(row.all("TuckBubbleShape").first { $0.fill != nil })
        #expect(close(images[0].unroundedFrame.minX, bubble.unroundedFrame.minX))
        #expect(close(images[1].unroundedFrame.minX - images[0].unroundedFrame.maxX, 18))
        #expect(close(images[0].unroundedFrame.minY - bubble.unroundedFrame.maxY, 8))
    }
}

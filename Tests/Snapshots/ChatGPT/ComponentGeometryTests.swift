import Foundation
import Layout
import Testing
@testable import ChatGPTKit

/// The guide's numbers (§3), measured on the laid-out tree.
@Suite("Component geometry")
struct ComponentGeometryTests {
    // MARK: User bubble

    @Test func userBubblePadsTextFourteenByTenWithCorners18_18_4_18() throws {
        let r = try layout(UserMessageBubble(text: "Hello"))
        let bubble = try #require(r.first("UnevenRoundedRectangle"))
        let text = try #require(r.texts("Hello").first)
        // topLeading, topTrailing, bottomTrailing, bottomLeading.
        #expect(bubble.shape?.dumpInfo["cornerRadii"] == "18,18,4,18")
        #expect(bubble.frame.minX == text.frame.minX - 14)
        #expect(bubble.frame.maxX == text.frame.maxX + 14)
        #expect(bubble.frame.minY == text.frame.minY - 10)
        #expect(bubble.frame.maxY == text.frame.maxY + 10)
        // Right-aligned, 16 pt from the edge; 16 pt body text.
        #expect(bubble.frame.maxX == 390 - 16)
        #expect(text.text?.runs.first?.font.size == 16)
        #expect(bubble.paintHex == "#F7F7F8")
        #expect(text.text?.paint.solidColor?.hexString == "#0D0D0D")
    }

    @Test func userBubbleDarkUsesTheDarkTokens() throws {
        let r = try layout(UserMessageBubble(text: "Hello"), scheme: .dark)
        #expect(r.first("UnevenRoundedRectangle")?.paintHex == "#2F2F2F")
        #expect(r.texts("Hello").first?.text?.paint.solidColor?.hexString == "#ECECEC")
    }

    /// "Spacer(minLength: 60) // push to right, max-width ~80%": the text wraps at the row (390 − 2·16)
    /// less the spacer's 60 (a spacer sits flush against its neighbours, as in SwiftUI), so a long bubble
    /// is at most 298 pt wide, 83% of the row. With one-letter words (8 pt each at 16 pt in the
    /// fixed-width measurer) a line fills the 270 pt text column to within one word.
    @Test func userBubbleWrapsAtTheRowWidthLessTheSixtyPointSpacer() throws {
        let long = Array(repeating: "a", count: 80).joined(separator: " ")
        let r = try layout(UserMessageBubble(text: long))
        let bubble = try #require(r.first("UnevenRoundedRectangle"))
        let text = try #require(r.all("Text").first)
        #expect(bubble.frame.maxX == 374)
        #expect(text.frame.width <= 390 - 32 - 60 - 28)
        #expect(text.frame.width > 390 - 32 - 60 - 28 - 16)
        #expect(bubble.frame.minX >= 16 + 60)
        #expect(bubble.frame.minX < 16 + 60 + 16)
        #expect(text.frame.height > 16 * 1.25 * 3)
    }

    /// Short text hugs its content on the trailing side.
    @Test func userBubbleHugsShortText() throws {
        let r = try layout(UserMessageBubble(text: "Hi there"))
        let bubble = try #require(r.first("UnevenRoundedRectangle"))
        #expect(bubble.frame.width == 8 * 8 + 28)
        #expect(bubble.frame.maxX == 374)
    }

    /// The tile shows what the guide's `URL(string: url)?.lastPathComponent ?? "file"` shows.
    @Test func attachmentNameIsTheURLsLastPathComponent() {
        for url in ["https://files.example.com/uploads/Quarterly-report.pdf", "https://example.com", "https://example.com/",
                    "https://x.com/a/b/", "https://x.com/My%20Report.pdf?x=1#f", "Quarterly report.pdf", "/tmp/a.pdf",
                    "file:///tmp/a%2Fb.pdf", "", "a/b/c.txt", "https://x.com/%E2%82%AC.pdf", "https://x.com/%zz.pdf",
                    "mailto:someone@x.com", "https://x.com/a;b.pdf"] {
            #expect(AttachmentTile.fileName(in: url) == URL(string: url).map(\.lastPathComponent) ?? "file", "\(url)")
        }
    }

    /// Only spaces and tabs leave the composer empty, as the guide's `trimmingCharacters(in: .whitespaces)` decides.
    @Test func composerEmptinessMatchesTrimmingWhitespaces() {
        for text in ["", " ", "\t \u{3000}\u{A0}\u{2009}", "\n", " \r\n ", "a", " a ", "\u{200B}", "\u{FEFF}"] {
            #expect(Composer(text: .constant(text)).isEmpty == text.trimmingCharacters(in: .whitespaces).isEmpty, "\(text.debugDescription)")
        }
    }

    @Test func attachmentSitsAboveTheBubbleWithA40PointIconBox() throws {
        let r = try layout(UserMessageBubble(text: "Hi", attachmentUrl: "https://x.example/a/report.pdf"))
        let name = try #require(r.texts("report.pdf").first)
        let iconBox = try #require(r.all("RoundedRectangle").first { $0.shape?.dumpInfo["cornerRadius"] == "4" })
        #expect(iconBox.frame.size == Size(width: 40, height: 40))
        #expect(iconBox.paintHex == "#F0F0F0")
        #expect(r.symbols("doc.fill").count == 1)
        // Tile: 8 pt padding around icon + name, on an 8 pt rounded code-block fill.
        let tile = try #require(r.all("RoundedRectangle").first { $0.shape?.dumpInfo["cornerRadius"] == "8" })
        #expect(tile.paintHex == "#F7F7F8")
        #expect(tile.frame.minX == iconBox.frame.minX - 8)
        #expect(tile.frame.minY == iconBox.frame.minY - 8)
        #expect(tile.frame.maxX == name.frame.maxX + 8)
        #expect(name.frame.minX == iconBox.frame.maxX + 8)
        #expect(name.text?.runs.first?.font.size == 13)
        // Stacked 8 pt above the bubble, both right-aligned.
        let bubble = try #require(r.first("UnevenRoundedRectangle"))
        #expect(bubble.frame.minY == tile.frame.maxY + 8)
        #expect(bubble.frame.maxX == tile.frame.maxX)
    }

    // MARK: Send button

    @Test(arguments: [(true, false, "arrow.up", "#0D0D0D"), (false, false, "arrow.up", "#CCCCCC"), (true, true, "stop.fill", "#0D0D0D")])
    func sendButtonIsA32PointCircle(enabled: Bool, generating: Bool, symbol: String, fill: String) throws {
        let r = try layout(SendButton(isEnabled: enabled, isGenerating: generating))
        let circle = try #require(r.first("Circle"))
        #expect(circle.frame.size == Size(width: 32, height: 32))
        #expect(circle.paintHex == fill)
        let icon = try #require(r.symbols(symbol).first)
        #expect(icon.symbol?.pointSize == 16)
        #expect(icon.symbol?.weight == .bold)
        #expect(icon.symbol?.paint.solidColor?.hexString == "#FFFFFF")
    }

    @Test func sendButtonDarkInvertsCircleAndIcon() throws {
        let r = try layout(SendButton(isEnabled: true, isGenerating: false), scheme: .dark)
        #expect(r.first("Circle")?.paintHex == "#FFFFFF")
        #expect(r.symbols("arrow.up").first?.symbol?.paint.solidColor?.hexString == "#0D0D0D")
    }

    @Test func pressedSendButtonScalesTo94PercentUnlessMotionIsReduced() throws {
        func scale(_ configure: @escaping (inout EnvironmentValues) -> Void) throws -> Double? {
            let r = try layout(SendButton(isEnabled: true, isGenerating: false), configure)
            if case let .scale(x, y, _)? = r.first("scaleEffect")?.effect, x == y { return x }
            return nil
        }
        #expect(try scale { _ in } == 1.0)
        #expect(try scale { $0.isPressed = true } == 0.94)
        #expect(try scale { $0.isPressed = true; $0.accessibilityReduceMotion = true } == 1.0)
    }

    // MARK: Composer

    @Test func composerIsA24PointRoundedFieldWithAOnePointOutline() throws {
        let r = try layout(Composer(text: .constant("")))
        let radius24 = r.all("RoundedRectangle").filter { $0.shape?.dumpInfo["cornerRadius"] == "24" }
        #expect(radius24.count == 2)
        let fill = try #require(radius24.first { !$0.isStrokeBorder })
        let outline = try #require(radius24.first { $0.isStrokeBorder })
        #expect(fill.paintHex == "#FFFFFF")
        #expect(outline.paintHex == "#E5E5E5")
        #expect(outline.strokeWidth == 1)
        #expect(outline.frame == fill.frame)
        // 16 pt side margins, 8 pt below.
        #expect(fill.frame.minX == 16)
        #expect(fill.frame.maxX == 374)
        #expect(r.root.frame.maxY - fill.frame.maxY == 8)
    }

    @Test func emptyComposerShowsGlobeAndMicTextShowsSend() throws {
        let empty = try layout(Composer(text: .constant("")))
        #expect(empty.symbols("globe").count == 1)
        #expect(empty.symbols("mic.fill").count == 1)
        #expect(empty.symbols("arrow.up").isEmpty)
        let mic = try #require(empty.all("Circle").first { $0.isStrokeBorder })
        #expect(mic.frame.size == Size(width: 32, height: 32))
        #expect(empty.texts("Message ChatGPT…").count == 1)

        // Whitespace counts as empty.
        #expect(try layout(Composer(text: .constant("  "))).symbols("globe").count == 1)
        let typed = try layout(Composer(text: .constant("Hi")))
        #expect(typed.symbols("globe").isEmpty)
        #expect(typed.symbols("mic.fill").isEmpty)
        #expect(typed.symbols("arrow.up").count == 1)

        let generating = try layout(Composer(text: .constant(""), isGenerating: true))
        #expect(generating.symbols("stop.fill").count == 1)
        #expect(generating.symbols("globe").isEmpty)
    }

    @Test func composerButtonsAre40PointTargets() throws {
        let r = try layout(Composer(text: .constant("")))
        for name in ["plus", "globe"] {
            let icon = try #require(r.symbols(name).first)
            let target = try #require(r.all("frame").first { $0.children.first === icon })
            #expect(target.frame.size == Size(width: 40, height: 40), "\(name)")
        }
        #expect(r.symbols("plus").first?.symbol?.pointSize == 20)
        #expect(r.symbols("globe").first?.symbol?.pointSize == 18)
    }

    // MARK: Code block

    @Test func codeBlockHasRadius8AndA1PointBorder() throws {
        let r = try layout(CodeBlockView(language: "swift", code: "let x = 1"))
        let border = try #require(r.all("RoundedRectangle").first { $0.isStrokeBorder })
        #expect(border.shape?.dumpInfo["cornerRadius"] == "8")
        #expect(border.strokeWidth == 1)
        #expect(border.paintHex == "#E5E5E5")
        let clip = try #require(r.first("clipShape"))
        if case let .clip(_, name, _)? = clip.effect { #expect(name.hasPrefix("RoundedRectangle")) } else { Issue.record("no clip") }
        #expect(clip.frame == border.frame)
        // 16 pt outer margins; header 12/8 padding; code 12 padding; 1 pt divider under the header.
        #expect(border.frame.minX == 16)
        #expect(border.frame.maxX == 374)
        let label = try #require(r.texts("swift").first)
        #expect(label.frame.minX == 16 + 12)
        #expect(label.text?.runs.first?.font.size == 12)
        #expect(label.text?.runs.first?.font.design == .monospaced)
        let code = try #require(r.texts("let x = 1").first)
        #expect(code.frame.minX == 16 + 12)
        #expect(code.text?.runs.first?.font.name == "Menlo-Regular")
        let divider = try #require(r.all("Rectangle").first { $0.frame.height == 1 })
        #expect(divider.paintHex == "#E5E5E5")
        #expect(code.frame.minY == divider.frame.maxY + 12)
        #expect(r.texts("Copy").count == 1)
        #expect(r.symbols("doc.on.doc").count == 1)
    }

    @Test func copiedStateSwapsIconAndLabel() throws {
        let r = try layout(CodeBlockView(language: "swift", code: "x", showCopied: true))
        #expect(r.texts("Copied!").count == 1)
        #expect(r.texts("Copy").isEmpty)
        #expect(r.symbols("checkmark").count == 1)
    }

    @Test func codeBlockDarkUsesDarkFills() throws {
        let r = try layout(CodeBlockView(language: "swift", code: "x"), scheme: .dark)
        #expect(r.all("RoundedRectangle").first { $0.isStrokeBorder }?.paintHex == "#424242")
        #expect(r.all("Rectangle").contains { $0.paintHex == "#1E1E1E" })
        #expect(r.texts("x").first?.text?.paint.solidColor?.hexString == "#ECECEC")
    }

    // MARK: Assistant message

    @Test func assistantMessageLayout() throws {
        let r = try layout(leading(AssistantMessage(content: "Hello **there**")))
        let avatar = try #require(r.symbols("sparkles").first)
        #expect(avatar.symbol?.pointSize == 18)
        let avatarFrame = try #require(r.all("frame").first { $0.children.first === avatar })
        #expect(avatarFrame.frame == Rect(x: 16, y: 8, width: 24, height: 24))
        let text = try #require(r.all("Text").first { $0.text?.string == "Hello there" })
        #expect(text.frame.minX == 16 + 24 + 8)
        #expect(text.text?.lineSpacing == 8)
        // Feedback row: four 32 pt buttons, 8 apart, indented 32 under the avatar column.
        let icons = ["arrow.triangle.2.circlepath", "doc.on.doc", "hand.thumbsup", "hand.thumbsdown"]
        var x = 16.0 + 32
        for name in icons {
            let icon = try #require(r.symbols(name).first, "\(name)")
            let target = try #require(r.all("frame").first { $0.children.first === icon })
            #expect(target.frame.size == Size(width: 32, height: 32))
            #expect(target.frame.minX == x, "\(name)")
            #expect(icon.symbol?.pointSize == 16)
            #expect(icon.symbol?.paint.solidColor?.hexString == "#676767")
            x += 40
        }
        let rowTop = try #require(r.all("frame").first { $0.children.first === r.symbols("doc.on.doc").first })
        #expect(rowTop.frame.minY == max(text.frame.maxY, avatarFrame.frame.maxY) + 12)
    }

    @Test(arguments: [(AssistantMessage.ThumbState.up, "hand.thumbsup.fill", "hand.thumbsdown"),
                      (.down, "hand.thumbsup", "hand.thumbsdown.fill"), (.neutral, "hand.thumbsup", "hand.thumbsdown")])
    func thumbStateFillsTheChosenThumb(state: AssistantMessage.ThumbState, up: String, down: String) throws {
        let r = try layout(AssistantMessage(content: "Hi", thumbState: state))
        #expect(r.symbols(up).count == 1)
        #expect(r.symbols(down).count == 1)
    }

    @Test func flaggedReplyShowsTheOrangeNoteAboveTheFeedbackRow() throws {
        let plain = try layout(leading(AssistantMessage(content: "No.")))
        #expect(plain.all("Text").allSatisfy { $0.text?.paint.solidColor?.hexString != "#D97706" })
        let r = try layout(leading(AssistantMessage(content: "No.", isFlagged: true)))
        let note = try #require(r.all("Text").first { $0.text?.paint.solidColor?.hexString == "#D97706" })
        #expect(note.text?.string == "This content may violate our usage policies.")
        #expect(r.symbols("exclamationmark.triangle").first?.symbol?.paint.solidColor?.hexString == "#D97706")
        let wash = try #require(r.all("RoundedRectangle").first { !$0.isStrokeBorder && $0.shape?.dumpInfo["cornerRadius"] == "8" })
        #expect(wash.paintHex == "#D977061A")
        #expect(wash.frame.minX == 16 + 32)
        let regenerate = try #require(r.symbols("arrow.triangle.2.circlepath").first)
        #expect(regenerate.frame.minY > wash.frame.maxY)
    }

    @Test func increaseContrastDarkensSecondaryIcons() throws {
        let r = try layout(AssistantMessage(content: "Hi")) { $0.colorSchemeContrast = .increased }
        #expect(r.symbols("doc.on.doc").first?.symbol?.paint.solidColor?.hexString == "#3E3E3E")
        let dark = try layout(AssistantMessage(content: "Hi"), scheme: .dark)
        #expect(dark.symbols("doc.on.doc").first?.symbol?.paint.solidColor?.hexString == "#B4B4B4")
        #expect(dark.all("Text").first?.text?.runs.first?.color?.hexString == "#ECECEC")
    }

    // MARK: Model chip, sidebar, typing indicator

    @Test func modelChipIsAnOutlinedCapsulePadded10By6WithAPinnedFont() throws {
        let r = try layout(ModelSelectorChip(modelName: "GPT-4o")) { $0.dynamicTypeSize = .accessibility3 }
        let capsule = try #require(r.all("Capsule").first { $0.isStrokeBorder })
        #expect(capsule.strokeWidth == 1)
        #expect(capsule.paintHex == "#E5E5E5")
        let name = try #require(r.texts("GPT-4o").first)
        #expect(name.text?.runs.first?.font.size == 14)
        let sparkle = try #require(r.symbols("sparkles").first)
        let chevron = try #require(r.symbols("chevron.down").first)
        // Unrounded frames: 14 pt text is 17.5 pt tall, which the 1× pixel grid would round.
        #expect(sparkle.unroundedFrame.minX == capsule.unroundedFrame.minX + 10)
        #expect(abs(chevron.unroundedFrame.maxX - (capsule.unroundedFrame.maxX - 10)) < 1e-9)
        #expect(abs(name.unroundedFrame.minX - (sparkle.unroundedFrame.maxX + 6)) < 1e-9)
        let content = max(sparkle.unroundedFrame.height, name.unroundedFrame.height, chevron.unroundedFrame.height)
        #expect(abs(capsule.unroundedFrame.height - (content + 12)) < 1e-9)
        #expect(chevron.symbol?.paint.solidColor?.hexString == "#676767")
    }

    @Test func sidebarIs260WideWith40PointRowsAndAnActiveFill() throws {
        let sections = [GPTSidebar.ConversationSection(title: "Today", chats: [.init(title: "A"), .init(title: "B")])]
        let r = try layout(GPTSidebar(sections: sections, activeChatTitle: "B").gptTheme(), width: nil)
        #expect(r.root.frame.width == 260)
        let section = try #require(r.texts("Today").first)
        #expect(section.text?.runs.first?.font.size == 12)
        #expect(section.frame.minX == 12)
        let a = try #require(r.texts("A").first), b = try #require(r.texts("B").first)
        #expect(b.frame.minY - a.frame.minY == 40)
        #expect(a.frame.minX == 12)
        let active = try #require(r.all("Rectangle").first { $0.paintHex == "#ECECEC" && $0.frame.height == 40 })
        #expect(active.frame.width == 260)
        #expect(active.frame.minY <= b.frame.minY && active.frame.maxY >= b.frame.maxY)
        #expect(!r.all("Rectangle").contains { $0.paintHex == "#ECECEC" && $0.frame.height == 40 && $0.frame.minY <= a.frame.minY && $0.frame.maxY > a.frame.minY })
        // New chat and search fields: 8 pt rounded fills, 12 pt inset.
        let fields = r.all("RoundedRectangle").filter { $0.shape?.dumpInfo["cornerRadius"] == "8" }
        #expect(fields.count == 2)
        #expect(fields.allSatisfy { $0.frame.minX == 12 && $0.frame.maxX == 248 && $0.paintHex == "#ECECEC" })
        #expect(r.texts("New chat").first?.text?.paint.solidColor?.hexString == "#0D0D0D")
    }

    @Test func typingIndicatorDotsAre8PointCircles6Apart() throws {
        let r = try layout(TypingIndicator(time: 0.4), width: nil)
        let dots = r.all("Circle")
        #expect(dots.count == 3)
        #expect(dots.allSatisfy { $0.frame.size == Size(width: 8, height: 8) && $0.paintHex == "#676767" })
        #expect(dots[1].frame.minX - dots[0].frame.maxX == 6)
        #expect(dots[2].frame.minX - dots[1].frame.maxX == 6)
        let opacities = r.all("opacity").compactMap { if case .opacity(let o)? = $0.effect { o } else { nil } }
        #expect(opacities.count == 3)
        for (o, want) in zip(opacities, TypingDots.opacities(at: 0.4)) { #expect(abs(o - want) < 1e-12) }
        #expect(r.texts("Generating...").isEmpty)
    }

    @Test func reducedMotionTypingIndicatorIsStaticWithALabel() throws {
        let r = try layout(TypingIndicator(time: 0.4), width: nil) { $0.accessibilityReduceMotion = true }
        let opacities = r.all("opacity").compactMap { if case .opacity(let o)? = $0.effect { o } else { nil } }
        #expect(opacities == [1, 1, 1])
        #expect(r.texts("Generating...").count == 1)
    }

    @Test func voiceSphereIs280WithARadialGradientGlowAndPulse() throws {
        let r = try layout(VoiceModeView(time: 2), width: 390, height: 763)
        let sphere = try #require(r.first("Circle"))
        #expect(sphere.frame.size == Size(width: 280, height: 280))
        guard case .fill(.radialGradient(let stops, let center, let r0, let r1), _)? = sphere.shape?.operation else {
            Issue.record("sphere is not a radial gradient"); return
        }
        #expect(stops.map(\.color.hexString) == ["#3B82F6", "#60A5FA", "#93C5FC"])
        #expect(center == .center && r0 == 50 && r1 == 180)
        guard case let .shadow(color, radius, _, _)? = r.first("shadow")?.effect else { Issue.record("no glow"); return }
        #expect(color.hexString == "#3B82F666")
        #expect(radius == 40)
        if case let .scale(x, _, _)? = r.first("scaleEffect")?.effect { #expect(abs(x - 1.05) < 1e-9) } else { Issue.record("no pulse") }
        let still = try layout(VoiceModeView(time: 2), width: 390, height: 763) { $0.accessibilityReduceMotion = true }
        if case let .scale(x, _, _)? = still.first("scaleEffect")?.effect { #expect(x == 1) }
        let close = try #require(r.symbols("xmark").first)
        #expect(r.all("frame").first { $0.children.first === close }?.frame.size == Size(width: 44, height: 44))
    }
}

/// A component as it sits in the chat's leading-aligned column.
func leading(_ view: some View) -> some View { view.frame(maxWidth: .infinity, alignment: .leading) }

import Layout
import Testing
@testable import CharacterAIKit

/// Composer, buttons, card, greeting, header and tab bar against the guide's numbers.
@Suite struct ControlGeometryTests {
    // MARK: Composer

    func composer(_ text: String, streaming: Bool = false, scheme: ColorScheme = .dark) throws -> LayoutResult {
        try layout(Composer(text: .constant(text), characterName: "Aria", streaming: streaming), scheme: scheme)
    }

    @Test func composerEmptyGeometry() throws {
        let result = try composer("")
        let field = try #require(result.all("RoundedRectangle").first { $0.fill != nil })
        #expect(field.frame.height == 44)                                      // minHeight 44
        guard case .shape(let shape) = field.content else { Issue.record("not a shape"); return }
        #expect(shape.dumpInfo["cornerRadius"] == "22")                        // a capsule at one line
        #expect(field.frame.width == 390 - 14 - 10 - 40 - 14)
        #expect(field.fill?.hex == "#1E1E21")
        #expect(result.all("RoundedRectangle").contains { $0.strokeBorder?.paint.hex == "#2A2A2E" && $0.strokeBorder?.lineWidth == 1 })
        #expect(result.root.frame.height == 10 + 44 + 16)
        let placeholder = try #require(result.first("Text")?.text)
        #expect(placeholder.string == "Message Aria…")
        #expect(placeholder.runs.first?.font.size == 14)
        let text = try #require(result.first("Text"))
        #expect(text.frame.minX - field.frame.minX == 16)
        // Divider hairline along the top edge.
        let divider = try #require(result.first("Divider"))
        #expect(divider.frame.minY == 0 && divider.frame.height == 0.5 && divider.frame.width == 390)
    }

    @Test(arguments: [("", false, "arrow.up", "#26262A", "#66666E"),
                      ("Hello", false, "arrow.up", "#3A7BFD", "#FFFFFF"),
                      ("", true, "stop.fill", "#3A7BFD", "#FFFFFF"),
                      ("Hello", true, "stop.fill", "#3A7BFD", "#FFFFFF")])
    func sendButtonStates(text: String, streaming: Bool, symbol: String, disc: String, ink: String) throws {
        let result = try composer(text, streaming: streaming)
        let button = try #require(result.first("Circle"))
        #expect(button.frame.size == Size(width: 40, height: 40))
        #expect(button.fill?.hex == disc)
        let icon = try #require(result.first("Image")?.symbol)
        guard case .symbol(let name) = icon.source else { Issue.record("not a symbol"); return }
        #expect(name == symbol)
        #expect(icon.pointSize == 18 && icon.weight == .bold)
        #expect(icon.paint.hex == ink)
    }

    /// `lineLimit(1...5)`: the field keeps its 44 pt minimum for one line, grows a line at a time past
    /// that (17.5 pt per 14 pt line with the fixed-width measurer, 40 characters to a 280 pt line, plus the
    /// kit's 10 pt above and below) and stops at five, the text 16 pt in from the field's leading edge.
    @Test func composerGrowsToFiveLines() throws {
        let three = try composer(String(repeating: "roleplay ", count: 12))   // 108 chars: 3 lines of 40
        let field3 = try #require(three.all("RoundedRectangle").first { $0.fill != nil })
        #expect(three.first("Text")?.textMeasurement?.lineCount == 3)
        #expect(field3.frame.height == 3 * 17.5 + 20)
        #expect(three.root.frame.height == 98.5)                        // 10 + (3 × 17.5 + 20) + 16
        let many = try composer(String(repeating: "roleplay ", count: 60))
        #expect(many.first("Text")?.textMeasurement?.lineCount == 5)
        let field5 = try #require(many.all("RoundedRectangle").first { $0.fill != nil })
        #expect(field5.frame.height == 5 * 17.5 + 20)
        let text5 = try #require(many.first("Text"))
        #expect(text5.frame.minX - field5.frame.minX == 16 && text5.frame.minY - field5.frame.minY == 10)
        // The send button stays a 40 pt disc, centred on the grown field.
        let button = try #require(many.first("Circle"))
        #expect(button.frame.size == Size(width: 40, height: 40))
        #expect(close(button.unroundedFrame.midY, field5.unroundedFrame.midY))
    }

    // MARK: Buttons

    @Test(arguments: [(true, "#3A7BFD", "#FFFFFF"), (false, "#1B2A4A", "#9FC0FF")])
    func buttonPaddingAndColours(primary: Bool, fill: String, ink: String) throws {
        let view = primary ? AnyView(CAIPrimaryButton("Start chatting")) : AnyView(CAISoftButton("Start chatting"))
        let result = try layout(view.fixedSize())
        let capsule = try #require(result.first("Capsule"))
        let text = try #require(result.first("Text"))
        #expect(capsule.frame.width - text.frame.width == 52)
        #expect(capsule.frame.height - text.frame.height == 26)
        #expect(text.frame.minX - capsule.frame.minX == 26 && text.frame.minY - capsule.frame.minY == 13)
        #expect(capsule.fill?.hex == fill)
        #expect(text.text?.paint.hex == ink)
        let font = try #require(text.text?.runs.first?.font)
        #expect(font.name == "Sora-SemiBold" && font.size == 15)
    }

    @Test(arguments: [false, true])
    func pressScale(pressed: Bool) throws {
        let result = try layout(CAIPrimaryButton("Go").fixedSize()) { $0.isPressed = pressed }
        let scales = result.allNodes.compactMap(\.scaleValue)
        #expect(scales.count == 1)
        let expected = pressed ? 0.98 : 1
        #expect(scales.first?.0 == expected && scales.first?.1 == expected)
        // Scaling is a render effect: the pressed button keeps its layout size.
        let unpressed = try layout(CAIPrimaryButton("Go").fixedSize())
        #expect(result.first("Capsule")?.frame == unpressed.first("Capsule")?.frame)
    }

    // MARK: Card, greeting, header

    @Test func characterCardGeometry() throws {
        let c = CharacterAICharacter.aria
        let result = try layout(CharacterCard(avatar: c.avatarGradient, name: c.name, desc: c.description, chats: c.chats), width: 176)
        let avatar = try #require(result.first("Circle"))
        #expect(avatar.frame.size == Size(width: 48, height: 48))
        let card = try #require(result.all("RoundedRectangle").first { $0.fill != nil })
        #expect(card.frame.width == 176)
        #expect(avatar.frame.minX - card.frame.minX == 16 && avatar.frame.minY - card.frame.minY == 16)
        #expect(card.fill?.hex == "#1E1E21")
        guard case .shape(let s) = card.content else { Issue.record("not a shape"); return }
        #expect(s.dumpInfo["cornerRadius"] == "16")
        #expect(result.all("RoundedRectangle").contains { $0.strokeBorder?.paint.hex == "#2A2A2E" })
        let texts = result.all("Text")
        #expect(texts.map { $0.text?.string } == [c.name, c.description, c.chats])
        #expect(texts[1].textMeasurement?.lineCount == 2)                       // lineLimit(2)
        #expect(texts[1].frame.minY - texts[0].frame.maxY == 8)
        let meta = try #require(result.first("Image")?.symbol)
        #expect(meta.pointSize == 11 && meta.paint.hex == "#66666E")
        #expect(card.frame.maxY - texts[2].frame.maxY == 16)
    }

    @Test func greetingHeaderGeometry() throws {
        let c = CharacterAICharacter.aria
        let result = try layout(GreetingHeader(avatar: c.avatarGradient, name: c.name, tagline: c.tagline))
        let avatar = try #require(result.first("Circle"))
        #expect(avatar.frame.size == Size(width: 64, height: 64))
        #expect(avatar.frame.midX == 195)
        let texts = result.all("Text")
        #expect(texts[0].frame.minY - avatar.frame.maxY == 8 && texts[1].frame.minY - texts[0].frame.maxY == 8)
        #expect(avatar.frame.minY == 8 && result.root.frame.maxY - texts[1].frame.maxY == 8)
        #expect(texts[0].text?.runs.first?.font.name == "Sora-SemiBold" && texts[0].text?.runs.first?.font.size == 20)
        #expect(texts[1].text?.paint.hex == "#66666E")
        #expect(result.allNodes.compactMap(\.opacityValue) == [1, 1, 1])
        #expect(result.allNodes.compactMap(\.scaleValue).map(\.0) == [1])
    }

    @Test func greetingEntranceFrames() throws {
        let c = CharacterAICharacter.aria
        let first = try layout(GreetingHeader(avatar: c.avatarGradient, name: c.name, tagline: c.tagline, entrance: 0))
        #expect(first.allNodes.compactMap(\.opacityValue) == [0, 0, 0])
        #expect(first.allNodes.compactMap(\.scaleValue).map(\.0) == [0.92])
        // 130 of 260 ms on SwiftUI's easeOut curve (0, 0, 0.58, 1): progress 0.684643 (bisection by hand).
        let p = GreetingHeader.entrance(atMilliseconds: 130)
        #expect(close(p, 0.684643, 1e-6))
        let mid = try layout(GreetingHeader(avatar: c.avatarGradient, name: c.name, tagline: c.tagline, entrance: p))
        #expect(close(try #require(mid.allNodes.compactMap(\.scaleValue).first).0, 0.92 + 0.08 * 0.684643, 1e-6))
        #expect(GreetingHeader.entrance(atMilliseconds: 0) == 0 && close(GreetingHeader.entrance(atMilliseconds: 260), 1))
        // Reduce Motion keeps the fade but drops the scale.
        let reduced = try layout(GreetingHeader(avatar: c.avatarGradient, name: c.name, tagline: c.tagline, entrance: 0)) {
            $0.accessibilityReduceMotion = true
        }
        #expect(reduced.allNodes.compactMap(\.scaleValue).map(\.0) == [1])
    }

    @Test func chatHeaderGeometry() throws {
        let c = CharacterAICharacter.aria
        let result = try layout(ChatHeader(avatar: c.avatarGradient, name: c.name, creator: c.creator))
        #expect(result.root.frame.height == 56)
        let images = result.all("Image").compactMap(\.symbol)
        let names = images.compactMap { s -> String? in if case .symbol(let n) = s.source { n } else { nil } }
        // Back is `chevron.backward`, drawn with `chevron.left`'s outline left to right and mirrored right to left
        // (the guide's `chevron.left` would not be).
        #expect(names == ["chevron.left", "square.and.pencil", "ellipsis"])
        let rtl = try layout(ChatHeader(avatar: c.avatarGradient, name: c.name, creator: c.creator)) { $0.layoutDirection = .rightToLeft }
        let flipped = rtl.all("flipsForRightToLeftLayoutDirection")
        #expect(flipped.count == 2)   // Back and New chat (square.and.pencil mirrors too)
        #expect(flipped.allSatisfy { $0.children.first?.kind == "Image" })
        #expect(images.allSatisfy { $0.pointSize == 18 })
        #expect(result.allNodes.contains { if case .rotation(90, _) = $0.effect { true } else { false } })
        let symbols = result.all("Image")
        let chevron = symbols[0], newChat = symbols[1], menu = symbols[2]
        #expect(chevron.frame.minX == 14)
        // New chat beside the overflow menu at the trailing edge, 16 pt apart, in the secondary colour.
        #expect(close(menu.unroundedFrame.minX - newChat.unroundedFrame.maxX, 16, 0.5))
        #expect(newChat.symbol?.paint.hex == "#9A9AA2")
        #expect(close(result.all("Image").map(\.unroundedFrame.maxX).max()!, 390 - 14, 0.5))
        #expect(result.first("Circle")?.frame.size == Size(width: 32, height: 32))
        #expect(result.all("Text").map { $0.text?.string } == ["Aria", "by @lumen"])
    }

    // MARK: Tab bar

    /// The guide's `TabView` with its `UITabBarAppearance`: an opaque caiCanvas bar with a caiDivider line,
    /// the selected tab in caiAccent, the others systemGray, `.fill` symbols, pinned Sora SemiBold 10 titles.
    @Test(arguments: CAITab.allCases)
    func tabBarSelection(selected: CAITab) throws {
        let result = try layout(CAITabView(selection: selected))
        #expect(result.first("TabView") != nil)
        #expect(result.root.frame.height == 49)
        let images = result.all("Image").compactMap(\.symbol)
        #expect(images.count == 4)
        for (tab, image) in zip(CAITab.allCases, images) {
            #expect(image.pointSize == 22)
            guard case .symbol(let name) = image.source else { continue }
            #expect(name == tab.filledSystemImage)
            #expect(image.paint.hex == (tab == selected ? "#3A7BFD" : "#8E8E93"))
        }
        let labels = result.all("Text").compactMap(\.text)
        #expect(labels.map(\.string) == ["Discover", "Chats", "Create", "Profile"])
        for (tab, label) in zip(CAITab.allCases, labels) {
            #expect(label.runs.first?.font.name == "Sora-SemiBold" && label.runs.first?.font.size == 10)
            #expect(label.paint.hex == (tab == selected ? "#3A7BFD" : "#8E8E93"))
        }
        // No pill: the only fills are the canvas and the hairline (and the empty tab's clear content).
        let fills = result.allNodes.compactMap(\.fill).compactMap(\.solidColor).filter { $0.a > 0 }.map(\.hexString)
        #expect(Set(fills) == ["#0F0F10", "#2A2A2E"])
        let hairline = try #require(result.allNodes.first { $0.fill?.hex == "#2A2A2E" && $0.frame.height > 0 })
        #expect(hairline.frame.minY == 0 && hairline.frame.height == 0.5 && hairline.frame.width == 390)
        let bar = try #require(result.allNodes.first { $0.fill?.hex == "#0F0F10" && $0.frame.height > 0 })
        #expect(bar.frame.size == Size(width: 390, height: 49))
        #expect(CAITab.allCases.map(\.systemImage) == ["sparkles", "bubble.left.and.bubble.right", "plus.circle", "person"])
    }

    /// The guide sets the same appearance for the standard and the scroll-edge bar: opaque over a list that
    /// runs on under the bar and over content that ends above it (where a default bar would be transparent).
    @Test func tabBarIsOpaqueAtRestAndScrolled() throws {
        for scrolled in [false, true] {
            let result = try layout(CAITabView(selection: .discover) { Color.clear.frame(height: 200) }, height: 400, scheme: .light) {
                $0.isScrolledUnderBars = scrolled
            }
            let bar = try #require(result.allNodes.first { $0.fill?.hex == "#FFFFFF" && $0.frame.height == 49 })
            #expect(bar.frame.maxY == 400)
            #expect(result.allNodes.contains { $0.fill?.hex == "#E4E4E8" && $0.frame.height == 0.5 && $0.frame.minY == 400 - 49 })
            #expect(!result.allNodes.contains { if case .material = $0.fill { true } else { false } })
        }
    }
}

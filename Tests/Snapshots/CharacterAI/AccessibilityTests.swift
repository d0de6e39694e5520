import Layout
import Testing
@testable import CharacterAIKit

/// Dynamic Type, Increase Contrast and the roleplay runs (guide §8).
@Suite struct AccessibilityTests {
    func env(_ size: DynamicTypeSize = .large, _ scheme: ColorScheme = .dark, contrast: ColorSchemeContrast = .standard) -> EnvironmentValues {
        var e = EnvironmentValues()
        e.dynamicTypeSize = size; e.colorScheme = scheme; e.colorSchemeContrast = contrast
        return e
    }

    /// Scaling tokens at accessibility size 2 (Apple's table: body 17 → 33, largeTitle 34 → 48,
    /// title2 22 → 39, title3 20 → 37); pinned tokens stay put.
    @Test func tokensScaleOrStayPinned() {
        let ax2 = env(.accessibility2)
        func size(_ f: Font) -> Double { f.resolve(in: ax2).size }
        #expect(close(size(.caiMessage), 15 * 33 / 17))
        #expect(close(size(.caiMessageItalic), 15 * 33 / 17))
        #expect(close(size(.caiMessageDense), 14 * 33 / 17))
        #expect(close(size(.caiBody), 16 * 33 / 17))
        #expect(close(size(.caiCardDesc), 13 * 33 / 17))
        #expect(close(size(.caiHeaderName), 17 * 33 / 17))
        #expect(close(size(.caiCardName), 15 * 33 / 17))
        #expect(close(size(.caiButton), 15 * 33 / 17))
        #expect(close(size(.caiDisplay), 32 * 48 / 34))
        #expect(close(size(.caiScreenTitle), 24 * 39 / 22))
        #expect(close(size(.caiGreetingName), 20 * 37 / 20))
        #expect(size(.caiTab) == 10)
        #expect(size(.caiMeta) == 11)
        // At the default size every token is its nominal size.
        let std = env()
        #expect([Font.caiDisplay, .caiScreenTitle, .caiGreetingName, .caiHeaderName, .caiCardName, .caiButton, .caiTab,
                  .caiMessage, .caiMessageItalic, .caiMessageDense, .caiCardDesc, .caiBody, .caiMeta].map { $0.resolve(in: std).size }
                == [32, 24, 20, 17, 15, 15, 10, 15, 15, 14, 13, 16, 11])
    }

    @Test func fontFaces() {
        let e = env()
        let faces = [Font.caiDisplay, .caiScreenTitle, .caiGreetingName, .caiHeaderName, .caiCardName, .caiButton, .caiTab,
                     .caiMessage, .caiMessageItalic, .caiMessageDense, .caiCardDesc, .caiBody, .caiMeta].map { $0.resolve(in: e).name }
        #expect(faces == ["Sora-Bold", "Sora-SemiBold", "Sora-SemiBold", "Sora-SemiBold", "Sora-SemiBold", "Sora-SemiBold",
                          "Sora-SemiBold", "Inter-Regular", "Inter-Italic", "Inter-Regular", "Inter-Regular", "Inter-Regular",
                          "Inter-Medium"])
    }

    @Test func messageGrowsButKeepsTheCap() throws {
        let std = try layout(MessageBubble(speaker: .ai, text: BubbleSamples.ai))
        let big = try layout(MessageBubble(speaker: .ai, text: BubbleSamples.ai)) { $0.dynamicTypeSize = .accessibility2 }
        let stdText = try #require(std.first("Text")), bigText = try #require(big.first("Text"))
        #expect(close(try #require(bigText.text?.runs.first?.font.size), 15 * 33 / 17))
        #expect(bigText.frame.height > 2 * stdText.frame.height)
        #expect(close(big.root.unroundedFrame.width, 0.86 * 390))
        #expect(try #require(bigText.textMeasurement?.lineCount) > (stdText.textMeasurement?.lineCount ?? 0))
    }

    @Test func cardMetaAndTabLabelsArePinned() throws {
        let c = CharacterAICharacter.aria
        let card = try layout(CharacterCard(avatar: c.avatarGradient, name: c.name, desc: c.description, chats: c.chats), width: 176) {
            $0.dynamicTypeSize = .accessibility2
        }
        let sizes = card.all("Text").compactMap { $0.text?.runs.first?.font.size }
        #expect(close(sizes[0], 15 * 33 / 17) && close(sizes[1], 13 * 33 / 17) && sizes[2] == 11)
        #expect(card.first("Image")?.symbol?.pointSize == 11)
        let tabs = try layout(CAITabView(selection: .chats)) { $0.dynamicTypeSize = .accessibility5 }
        #expect(tabs.all("Text").allSatisfy { $0.text?.runs.first?.font.size == 10 })
        #expect(tabs.root.frame.height == 49)
        let header = try layout(ChatHeader(avatar: c.avatarGradient, name: c.name, creator: c.creator)) { $0.dynamicTypeSize = .accessibility2 }
        #expect(header.all("Text").compactMap { $0.text?.runs.first?.font.size } == [33, 11])
        #expect(header.root.frame.height > 56)
    }

    /// `*actions*` become Inter-Italic runs in the secondary colour, speech stays Inter-Regular primary.
    @Test(arguments: [ColorScheme.dark, .light])
    func roleplayRuns(scheme: ColorScheme) {
        let runs = caiAttributed("*waves* Hello, *grins* friend.").resolve(in: env(.large, scheme)).runs
        #expect(runs.map(\.string) == ["waves", " Hello, ", "grins", " friend."])
        #expect(runs.map { $0.font.name } == ["Inter-Italic", "Inter-Regular", "Inter-Italic", "Inter-Regular"])
        let secondary = scheme == .dark ? "#9A9AA2" : "#66666E", primary = scheme == .dark ? "#ECECEE" : "#16161A"
        #expect(runs.map { $0.color?.hexString } == [secondary, primary, secondary, primary])
        #expect(runs.allSatisfy { $0.font.size == 15 })
    }

    @Test func unmatchedAsteriskTogglesLikeTheGuide() {
        let runs = caiAttributed("Hi *there").resolve(in: env()).runs
        #expect(runs.map(\.string) == ["Hi ", "there"])
        #expect(runs.map { $0.font.name } == ["Inter-Regular", "Inter-Italic"])
        #expect(caiAttributed("plain").resolve(in: env()).runs.count == 1)
    }

    /// Increase Contrast brightens secondary and tertiary text and strengthens hairlines; bubbles,
    /// canvas and accent do not move.
    @Test func increasedContrastChoices() throws {
        let dark = env(contrast: .increased), light = env(.large, .light, contrast: .increased)
        #expect(Color.caiTextPrimary.resolve(in: dark).hexString == "#FFFFFF")
        #expect(Color.caiTextSecondary.resolve(in: dark).hexString == "#C4C4CC")
        #expect(Color.caiTextTertiary.resolve(in: dark).hexString == "#9A9AA2")
        #expect(Color.caiDivider.resolve(in: dark).hexString == "#4A4A52")
        #expect(Color.caiTextPrimary.resolve(in: light).hexString == "#000000")
        #expect(Color.caiTextSecondary.resolve(in: light).hexString == "#3F3F46")
        #expect(Color.caiTextTertiary.resolve(in: light).hexString == "#66666E")
        #expect(Color.caiDivider.resolve(in: light).hexString == "#B8B8C0")
        for c in [Color.caiCanvas, .caiBubbleAI, .caiBubbleUser, .caiSurface2, .caiAccent] {
            #expect(c.resolve(in: dark) == c.resolve(in: env()))
        }
        let result = try layout(MessageBubble(speaker: .ai, text: "*nods* Yes.")) { $0.colorSchemeContrast = .increased }
        let runs = try #require(result.first("Text")?.text?.runs)
        #expect(runs.map { $0.color?.hexString } == ["#C4C4CC", "#FFFFFF"])
        #expect(result.all("TuckBubbleShape").compactMap(\.strokeBorder).first?.paint.hex == "#4A4A52")
    }
}

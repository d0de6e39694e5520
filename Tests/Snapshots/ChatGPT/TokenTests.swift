import Imaging
import Layout
import Render
import Testing
@testable import ChatGPTKit

/// Every colour token of the guide (§1) and the two hex values of its accessibility notes (§8), with
/// the hex each must produce.
let guideColorTokens: [(name: String, color: Color, hex: String)] = [
    ("gptCanvas", .gptCanvas, "#FFFFFF"), ("gptDarkCanvas", .gptDarkCanvas, "#212121"),
    ("gptSidebarLight", .gptSidebarLight, "#F9F9F9"), ("gptSidebarDark", .gptSidebarDark, "#181818"),
    ("gptSidebarActive", .gptSidebarActive, "#ECECEC"), ("gptSidebarActiveDark", .gptSidebarActiveDark, "#2F2F2F"),
    ("gptDivider", .gptDivider, "#E5E5E5"), ("gptDividerDark", .gptDividerDark, "#424242"),
    ("gptTextPrimary", .gptTextPrimary, "#0D0D0D"), ("gptTextSecondary", .gptTextSecondary, "#676767"),
    ("gptTextTertiary", .gptTextTertiary, "#8E8E8E"), ("gptDarkTextPrimary", .gptDarkTextPrimary, "#ECECEC"),
    ("gptDarkTextSecondary", .gptDarkTextSecondary, "#B4B4B4"),
    ("gptUserBubbleLight", .gptUserBubbleLight, "#F7F7F8"), ("gptUserBubbleDark", .gptUserBubbleDark, "#2F2F2F"),
    ("gptCodeBlockLight", .gptCodeBlockLight, "#F7F7F8"), ("gptCodeBlockDark", .gptCodeBlockDark, "#1E1E1E"),
    ("gptCodeInlineLight", .gptCodeInlineLight, "#F0F0F0"), ("gptCodeInlineDark", .gptCodeInlineDark, "#424242"),
    ("gptSendLight", .gptSendLight, "#0D0D0D"), ("gptSendDark", .gptSendDark, "#FFFFFF"),
    ("gptSendDisabled", .gptSendDisabled, "#CCCCCC"),
    ("gptLinkBlue", .gptLinkBlue, "#2A7FFF"), ("gptLegacyGreen", .gptLegacyGreen, "#10A37F"),
    ("gptErrorRed", .gptErrorRed, "#E53E3E"),
    ("gptVoiceBlue1", .gptVoiceBlue1, "#3B82F6"), ("gptVoiceBlue2", .gptVoiceBlue2, "#60A5FA"),
    // The guide's comment says #93C5FD, but its code, Color(red: 0.576, green: 0.773, blue: 0.988),
    // is 0.988 × 255 = 251.9 → FC. The code is the specification.
    ("gptVoiceBlue3", .gptVoiceBlue3, "#93C5FC"),
    ("gptTextSecondaryHighContrast", .gptTextSecondaryHighContrast, "#3E3E3E"),
    ("gptContentFlag", .gptContentFlag, "#D97706"),
]

@Suite("Tokens")
struct TokenTests {
    @Test(arguments: guideColorTokens.indices)
    func colourTokenResolvesToItsGuideHex(index: Int) {
        let token = guideColorTokens[index]
        for scheme in ColorScheme.allCases {
            var env = EnvironmentValues()
            env.colorScheme = scheme
            #expect(token.color.resolve(in: env).hexString == token.hex, "\(token.name) in \(scheme)")
        }
    }

    /// Real rendering: one swatch per token in a single image, each sampled at its centre. Guide
    /// literals that are not an exact n/255 (0.969 → 247.1) must paint the hex they round to (#F7).
    @Test func everyColourTokenRendersItsExactHex() throws {
        let side = 6.0
        let view = HStack(spacing: 0) {
            ForEach(guideColorTokens.indices, id: \.self) { i in
                Rectangle().fill(guideColorTokens[i].color).frame(width: side, height: side)
            }
        }
        let image = try Renderer.render(view, proposal: ProposedViewSize(width: nil, height: nil),
                                        options: RenderOptions(scale: 1, background: .white)).rgbaImage()
        #expect(image.width == Int(side) * guideColorTokens.count)
        for (i, token) in guideColorTokens.enumerated() {
            let rendered = image.hex(x: Int(side) * i + 3, y: 3)
            #expect(rendered == token.hex, "\(token.name) rendered \(rendered)")
        }
    }

    /// The scheme-following pairs and the Increase Contrast variant of secondary text.
    @Test(arguments: [
        ("canvas", GPTColor.canvas, "#FFFFFF", "#212121"), ("sidebar", GPTColor.sidebar, "#F9F9F9", "#181818"),
        ("sidebarActive", GPTColor.sidebarActive, "#ECECEC", "#2F2F2F"), ("divider", GPTColor.divider, "#E5E5E5", "#424242"),
        ("textPrimary", GPTColor.textPrimary, "#0D0D0D", "#ECECEC"), ("textSecondary", GPTColor.textSecondary, "#676767", "#B4B4B4"),
        ("textTertiary", GPTColor.textTertiary, "#8E8E8E", "#8E8E8E"), ("userBubble", GPTColor.userBubble, "#F7F7F8", "#2F2F2F"),
        ("codeBlock", GPTColor.codeBlock, "#F7F7F8", "#1E1E1E"), ("codeInline", GPTColor.codeInline, "#F0F0F0", "#424242"),
    ])
    func adaptiveColourPairsTheGuideTokens(name: String, color: Color, light: String, dark: String) {
        var env = EnvironmentValues()
        #expect(color.resolve(in: env).hexString == light, "\(name) light")
        env.colorScheme = .dark
        #expect(color.resolve(in: env).hexString == dark, "\(name) dark")
    }

    /// §8 gives the light value; dark takes the same step toward its primary text (kit choice).
    @Test func increaseContrastBoostsSecondaryTextInBothSchemes() {
        var env = EnvironmentValues()
        env.colorSchemeContrast = .increased
        #expect(GPTColor.textSecondary.resolve(in: env).hexString == "#3E3E3E")
        #expect(GPTColor.textPrimary.resolve(in: env).hexString == "#0D0D0D")
        env.colorScheme = .dark
        #expect(GPTColor.textSecondary.resolve(in: env).hexString == "#CECECE")
        #expect(GPTColor.textPrimary.resolve(in: env).hexString == "#ECECEC")
        env.colorSchemeContrast = .standard
        #expect(GPTColor.textSecondary.resolve(in: env).hexString == "#B4B4B4")
    }

    /// §2: names kept as written, sizes and weights; the renderer maps Söhne to Inter.
    @Test func fontTokensAreTheGuidesFacesSizesAndWeights() {
        let expected: [(String, Font, String, Double, Font.Weight?)] = [
            ("gptBody", .gptBody, "Söhne-Buch", 16, .regular), ("gptBodyCompact", .gptBodyCompact, "Söhne-Buch", 15, .regular),
            ("gptH1", .gptH1, "Söhne-Halbfett", 24, .semibold), ("gptH2", .gptH2, "Söhne-Halbfett", 20, .semibold),
            ("gptH3", .gptH3, "Söhne-Halbfett", 17, .semibold), ("gptModelChip", .gptModelChip, "Söhne-Kraftig", 14, .medium),
            ("gptSidebarTitle", .gptSidebarTitle, "Söhne-Kraftig", 15, .medium),
            ("gptSidebarSection", .gptSidebarSection, "Söhne-Kraftig", 12, .medium),
            ("gptButton", .gptButton, "Söhne-Kraftig", 14, .medium), ("gptMeta", .gptMeta, "Söhne-Buch", 13, .regular),
            ("gptPlaceholder", .gptPlaceholder, "Söhne-Buch", 16, .regular),
            ("gptCodeInline", .gptCodeInline, "Menlo-Regular", 14, nil), ("gptCodeBlock", .gptCodeBlock, "Menlo-Regular", 13, nil),
            ("gptInter(15, .semibold)", .gptInter(15, weight: .semibold), "Inter-SemiBold", 15, .semibold),
            ("gptInter(15, .medium)", .gptInter(15, weight: .medium), "Inter-Medium", 15, .medium),
            ("gptInter(15)", .gptInter(15), "Inter-Regular", 15, .regular),
        ]
        let env = EnvironmentValues()
        for (name, font, face, size, weight) in expected {
            let r = font.resolve(in: env)
            #expect(r.name == face, "\(name)")
            #expect(r.size == size, "\(name)")
            #expect(r.weight == weight, "\(name)")
        }
        let system = Font.gptSystem(18, weight: .bold).resolve(in: env)
        #expect(system.name == nil && system.size == 18 && system.weight == .bold)
    }

    /// §8 Dynamic Type: body, headings and bubble text scale; chip, section titles, meta/timestamps and
    /// code-block labels stay put.
    @Test func dynamicTypeScalesBodyAndPinsChromeFonts() {
        var env = EnvironmentValues()
        env.dynamicTypeSize = .xxxLarge   // body 17 → 23
        let scale = 23.0 / 17.0
        for (name, font, base) in [("gptBody", Font.gptBody, 16.0), ("gptH1", .gptH1, 24), ("gptH3", .gptH3, 17),
                                   ("gptSidebarTitle", .gptSidebarTitle, 15), ("gptCodeBlock", .gptCodeBlock, 13)] {
            #expect(abs(font.resolve(in: env).size - base * scale) < 1e-9, "\(name) scales")
        }
        for (name, font, size) in [("gptModelChip", Font.gptModelChip, 14.0), ("gptSidebarSection", .gptSidebarSection, 12),
                                   ("gptMeta", .gptMeta, 13), ("gptCodeBlockLabel", .gptCodeBlockLabel, 14)] {
            #expect(font.resolve(in: env).size == size, "\(name) is pinned")
        }
    }
}


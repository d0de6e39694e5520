import Testing
@testable import Render

/// Design font names map onto the bundled families at the documented weights.
struct FontNameMapTests {
    func face(_ name: String) -> ResolvedFontFace {
        let (face, warning) = FontNameMap.resolve(name: name)
        #expect(warning == nil, "unexpected warning for \(name): \(warning ?? "")")
        return face
    }

    func inter(_ weight: Int, italic: Bool = false) -> ResolvedFontFace { ResolvedFontFace(family: "Inter", weight: weight, italic: italic) }
    func mono(_ weight: Int, italic: Bool = false) -> ResolvedFontFace { ResolvedFontFace(family: "JetBrains Mono", weight: weight, italic: italic) }

    @Test func sohneWeightsBecomeInter() {
        #expect(face("Söhne-Buch") == inter(400))
        #expect(face("Söhne-Kraftig") == inter(500))
        #expect(face("Söhne-Kräftig") == inter(500))
        #expect(face("Söhne-Halbfett") == inter(600))
        #expect(face("Söhne-Dreiviertelfett") == inter(700))
        #expect(face("Söhne-Leicht") == inter(300))
        #expect(face("Söhne-Extrafett") == inter(900))
        #expect(face("Söhne-BuchKursiv") == inter(400, italic: true))
        #expect(face("Soehne-Halbfett") == inter(600))
        // Decomposed ö (o + U+0308) is the same name.
        #expect(face("So\u{308}hne-Kra\u{308}ftig") == inter(500))
        #expect(face("SöhneMono-Buch") == mono(400))
    }

    @Test func segoeUIBecomesInter() {
        #expect(face("SegoeUI") == inter(400))
        #expect(face("Segoe UI") == inter(400))
        #expect(face("SegoeUI-Semibold") == inter(600))
        #expect(face("SegoeUI-Bold") == inter(700))
        #expect(face("SegoeUI-Light") == inter(300))
        #expect(face("SegoeUI-Semilight") == inter(300))
        #expect(face("SegoeUI-BoldItalic") == inter(700, italic: true))
        #expect(face("SegoeUI-Black") == inter(900))
    }

    @Test func appleSystemFontsBecomeInterOnApplesScale() {
        #expect(face("SF Pro") == inter(400))
        #expect(face("SFProText-Semibold") == inter(600))
        #expect(face("SFProDisplay-Bold") == inter(700))
        #expect(face(".SFUIText-Medium") == inter(500))
        #expect(face(".SFUI-Regular") == inter(400))
        #expect(face(".AppleSystemUIFont") == inter(400))
        #expect(face("system") == inter(400))
        // Apple: Ultralight is lighter than Thin, Heavy sits between Bold and Black.
        #expect(face("SFPro-Ultralight") == inter(100))
        #expect(face("SFPro-Thin") == inter(200))
        #expect(face("SFProDisplay-Heavy") == inter(800))
        #expect(face("SFProText-BoldItalic") == inter(700, italic: true))
        // Elsewhere the standard scale applies.
        #expect(face("Inter-Thin") == inter(100))
        #expect(face("Inter-ExtraLight") == inter(200))
    }

    @Test func monospacedNamesBecomeJetBrainsMono() {
        #expect(face("Menlo-Regular") == mono(400))
        #expect(face("Menlo-BoldItalic") == mono(700, italic: true))
        #expect(face("SFMono-Regular") == mono(400))
        #expect(face("SFMono-Semibold") == mono(600))
        #expect(face("CascadiaCode-Bold") == mono(700))
        #expect(face("CascadiaMono-Italic") == mono(400, italic: true))
        #expect(face("JetBrainsMono-ExtraBoldItalic") == mono(800, italic: true))
        #expect(face("JetBrains Mono") == mono(400))
    }

    @Test func bundledNamesMapToThemselves() {
        #expect(face("Inter-Regular") == inter(400))
        #expect(face("Inter-Italic") == inter(400, italic: true))
        #expect(face("Inter-SemiBoldItalic") == inter(600, italic: true))
        #expect(face("Inter-Black") == inter(900))
        #expect(face("Inter") == inter(400))
        #expect(face("Sora-SemiBold") == ResolvedFontFace(family: "Sora", weight: 600, italic: false))
        #expect(face("Sora-ExtraBold") == ResolvedFontFace(family: "Sora", weight: 800, italic: false))
        #expect(face("Sora") == ResolvedFontFace(family: "Sora", weight: 400, italic: false))
    }

    @Test func weightsSnapToShippedFaces() {
        // JetBrains Mono ships 400...800; Sora has no 500 or 900.
        #expect(face("JetBrainsMono-Light") == mono(400))
        #expect(face("Menlo-Black") == mono(800))
        #expect(face("Sora-Medium") == ResolvedFontFace(family: "Sora", weight: 400, italic: false))
        #expect(face("Sora-Black") == ResolvedFontFace(family: "Sora", weight: 800, italic: false))
        #expect(FontNameMap.snap(450, family: "Inter") == 500)
        #expect(FontNameMap.snap(350, family: "Inter") == 300)
        #expect(FontNameMap.snap(550, family: "Sora") == 600)
        #expect(FontNameMap.snap(500, family: "JetBrains Mono") == 500)
    }

    @Test func unknownNamesFallBackToInterWithAWarning() {
        let (face, warning) = FontNameMap.resolve(name: "Comic Sans MS")
        #expect(face == inter(400))
        #expect(warning == "unknown font 'Comic Sans MS', using Inter")
        let (styled, styleWarning) = FontNameMap.resolve(name: "Sora-Wobbly")
        #expect(styled == ResolvedFontFace(family: "Sora", weight: 400, italic: false))
        #expect(styleWarning == "unknown style 'wobbly' in font 'Sora-Wobbly', using Sora Regular")
    }

    @Test func systemFontByWeightAndDesign() {
        #expect(FontNameMap.resolveSystem(weight: 400) == inter(400))
        #expect(FontNameMap.resolveSystem(weight: 600, design: .default, italic: true) == inter(600, italic: true))
        #expect(FontNameMap.resolveSystem(weight: 700, design: .rounded) == inter(700))
        #expect(FontNameMap.resolveSystem(weight: 500, design: .serif) == inter(500))
        #expect(FontNameMap.resolveSystem(weight: 600, design: .monospaced) == mono(600))
        #expect(FontNameMap.resolveSystem(weight: 100, design: .monospaced) == mono(400))
        #expect(FontNameMap.resolveSystem(weight: 2000) == inter(900))
        #expect(FontNameMap.resolveSystem(weight: -5) == inter(100))
    }
}

import Imaging
import Layout
import Testing
@testable import GrokKit

/// Checks on real renders (Cairo/Pango, bundled fonts): token colours, the slashed zero, the streaming
/// cursor glyph, focus and pressed surfaces, and the dark lock.
@Suite("Rendered pixels")
struct RenderedPixelTests {
    @Test(arguments: GrokPalette.tokens.map { ($0.name, $0.color, $0.hex) })
    func tokenPaintsItsExactHex(name: String, color: Color, hex: String) throws {
        let image = try RenderProbe.image(Rectangle().fill(color).frame(width: 8, height: 8))
        #expect(image.hex(x: 8, y: 8) == hex, "\(name)")
    }

    @Test func increasedContrastSecondaryPaintsItsHex() throws {
        let image = try RenderProbe.image(Rectangle().fill(Color.grokTextSecondary).frame(width: 8, height: 8)) {
            $0.colorSchemeContrast = .increased
        }
        #expect(image.hex(x: 8, y: 8) == "#8B8F94")
    }

    /// Inter's `zero` feature draws a slash through the zero's counter: the centre of the glyph's ink box is
    /// empty for the plain zero (Inter as it ships) and inked for Grok's tokens, which carry the feature.
    @Test func slashedZeroReallyHasASlash() throws {
        func centre(_ text: Text, _ font: Font = .grokBody) throws -> (lit: Bool, width: Int) {
            let image = try RenderProbe.image(text.font(font).foregroundStyle(Color.white).padding(4), scale: 4)
            let box = try #require(RenderProbe.inkBounds(image))
            let p = image[(box.minX + box.maxX) / 2, (box.minY + box.maxY) / 2]
            return (max(p.r, p.g, p.b) > 128, box.maxX - box.minX)
        }
        #expect(try centre(Text("0"), .custom("Inter-Regular", size: 16)).lit == false)
        #expect(try centre(Text("0").fontFeature("zero"), .custom("Inter-Regular", size: 16)).lit == true)
        #expect(try centre(Text("0")).lit == true)
        #expect(try centre(Text("0"), .grokCaption).lit == true)
        // The helper turns the feature on at body size.
        let helper = try RenderProbe.image(Text("0").grokSlashedZero().foregroundStyle(Color.white).padding(4), scale: 4)
        let box = try #require(RenderProbe.inkBounds(helper))
        let p = helper[(box.minX + box.maxX) / 2, (box.minY + box.maxY) / 2]
        #expect(max(p.r, p.g, p.b) > 128)
    }

    /// "▍" is not in Inter; it must still render (fontconfig falls back to the bundled JetBrains Mono) as a
    /// bar most of a line tall and narrower than it is tall.
    @Test func streamingCursorGlyphRenders() throws {
        let image = try RenderProbe.image(Text("▍").font(.grokBody).foregroundStyle(Color.white).padding(4), scale: 2)
        let box = try #require(RenderProbe.inkBounds(image))
        let width = box.maxX - box.minX + 1, height = box.maxY - box.minY + 1
        #expect(height >= 2 * 14)
        #expect(width < height / 2)
        #expect(width >= 2 * 3)
        // The glyph is a solid block: its centre is fully inked.
        #expect(image.hex(x: (box.minX + box.maxX) / 2, y: (box.minY + box.maxY) / 2) == "#FFFFFF")
    }

    @Test func hiddenCursorPhaseDrawsNoCursor() throws {
        let shown = try RenderProbe.image(GrokAssistantResponse(text: "Hello there", isStreaming: true), width: 390)
        let hidden = try RenderProbe.image(GrokAssistantResponse(text: "Hello there", isStreaming: true, cursorVisible: false), width: 390)
        let finished = try RenderProbe.image(GrokAssistantResponse(text: "Hello there", isStreaming: false), width: 390)
        // With the cursor transparent only the text is inked, exactly as wide as the finished reply.
        let shownInk = try #require(RenderProbe.inkBounds(shown))
        let hiddenInk = try #require(RenderProbe.inkBounds(hidden))
        let finishedInk = try #require(RenderProbe.inkBounds(finished))
        #expect(shownInk.maxX >= hiddenInk.maxX + 2 * 3)
        #expect(hiddenInk.maxX == finishedInk.maxX)
        #expect(hiddenInk.minX == finishedInk.minX)
        // Reduce Motion: nothing of a streaming reply is inked (it fades in whole once complete); a
        // finished one is unchanged.
        let reduced = try RenderProbe.image(GrokAssistantResponse(text: "Hello there", isStreaming: true), width: 390) {
            $0.accessibilityReduceMotion = true
        }
        #expect(RenderProbe.inkBounds(reduced) == nil)
        let reducedFinished = try RenderProbe.image(GrokAssistantResponse(text: "Hello there", isStreaming: false), width: 390) {
            $0.accessibilityReduceMotion = true
        }
        let same = reducedFinished == finished
        #expect(same)
    }

    @Test func promptBarBorderBrightensWhenFocused() throws {
        let idle = try RenderProbe.image(GrokPromptBar(text: .constant(""), sendState: .disabled), width: 390)
        let focused = try RenderProbe.image(GrokPromptBar(text: .constant(""), sendState: .disabled)
            .environment(\.isFocused, true), width: 390)
        // Left edge of the bar (16 pt in), halfway down: the 1 pt border is pixels 32–33 at 2×.
        let y = idle.height / 2
        #expect(idle.hex(x: 33, y: y) == "#2F3336")
        #expect(focused.hex(x: 33, y: y) == "#3E4146")
        #expect(idle.hex(x: 36, y: y) == "#16181C")
        #expect(idle.hex(x: 30, y: y) == "#000000")
    }

    @Test func citationCardSurfaces() throws {
        func pixels(pressed: Bool) throws -> (fill: String, border: String) {
            let image = try RenderProbe.image(GrokKit.citation(verified: true, pressed: pressed), width: 358)
            let y = image.height / 2
            return (image.hex(x: 6, y: y), image.hex(x: 1, y: y))
        }
        #expect(try pixels(pressed: false) == (fill: "#1E2126", border: "#2F3336"))
        #expect(try pixels(pressed: true) == (fill: "#272A2E", border: "#1D9BF0"))
    }

    @Test func sendButtonFills() throws {
        for (state, hex) in [(GrokSendButton.State.disabled, "#272A2E"), (.enabled, "#FFFFFF"), (.streaming, "#272A2E")] {
            let image = try RenderProbe.image(GrokSendButton(state: state))
            #expect(image.width == 64 && image.height == 64)
            // Inside the circle, left of the glyph.
            #expect(image.hex(x: 10, y: 32) == hex, "\(state)")
            #expect(image.hex(x: 0, y: 0) == "#000000")
        }
    }

    @Test func darkLockMakesLightRendersIdentical() throws {
        let light = try RenderProbe.image(GrokPromptBar(text: .constant(""), sendState: .disabled).grokTheme(), width: 390) {
            $0.colorScheme = .light
        }
        let dark = try RenderProbe.image(GrokPromptBar(text: .constant(""), sendState: .disabled).grokTheme(), width: 390)
        let same = light == dark
        #expect(same)
    }

    @Test func brandGlyphsHaveInk() throws {
        for name in ["grok-glyph", "x-glyph"] {
            let image = try RenderProbe.image(Image(name).resizable().frame(width: 24, height: 24).foregroundStyle(Color.white))
            let box = try #require(RenderProbe.inkBounds(image), "\(name)")
            #expect(box.maxX - box.minX > 30 && box.maxY - box.minY > 30, "\(name)")
        }
    }
}

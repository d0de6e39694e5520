import Layout
import MockshotKit

/// Grok's reply: no bubble, the 24 pt mark once per response, then the text at body size with roomy
/// leading. While streaming, a "▍" block cursor follows the text and blinks every 0.53 s.
///
/// A still render has no timer (the guide's `startBlink()` toggles `cursorVisible` every 0.53 s from
/// `onAppear`), so the blink phase is a parameter instead: `cursorVisible: false` is the half of
/// the blink where the cursor is transparent (it keeps its width, as the guide's `.clear` colour does, so
/// the text never reflows). Inter has no U+258D; the renderer's fontconfig falls back to the bundled
/// JetBrains Mono for it.
///
/// Reduce Motion: the guide replaces "the token-by-token reveal with a single fade-in of the completed
/// response and disable[s] the cursor blink". So no half-written text and no cursor: a reply still
/// streaming is not visible yet, and appears whole once it is complete. On its own (a component render)
/// it keeps its place at opacity 0, where the fade-in will start, so the render is the canvas alone rather
/// than an image of no size; the conversation screen leaves it out entirely until it completes.
///
/// The text is Markdown (`MarkdownTheme.grok`): a plain reply is the guide's one paragraph at `grokBody`
/// with 6 pt line spacing, and a formatted one gets headings, lists, code and tables from Grok's tokens.
/// The cursor follows the last text run.
public struct GrokAssistantResponse: View {
    let text: String
    let isStreaming: Bool
    @State private var cursorVisible: Bool
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    public init(text: String, isStreaming: Bool, cursorVisible: Bool = true) {
        self.text = text
        self.isStreaming = isStreaming
        _cursorVisible = State(initialValue: cursorVisible)
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Image("grok-glyph") // 24pt mark, once per response
                .resizable().frame(width: 24, height: 24)
                .foregroundStyle(Color.grokTextPrimary)

            MarkdownView(text, theme: .grok, // grokBody, ~1.55 line-height at 16pt
                         trailer: isStreaming ? Text("▍").foregroundColor(cursorVisible ? .grokTextPrimary : .clear) : nil)
                .fixedSize(horizontal: false, vertical: true)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding(.horizontal, 16)
        .opacity(isStreaming && reduceMotion ? 0 : 1) // Reduce Motion: fades in whole once complete
    }
}

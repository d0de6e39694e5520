import Layout
import MockshotKit

/// Grok's kit: every component of the guide in every state, the conversation screen and the sheet.
/// Grok is dark-only: every renderable declares `[.dark]` (the registry refuses `--mode light`) and
/// renders through `GrokTheme`, which locks the dark scheme.
public enum GrokKit {
    /// The text size used for the "large-type" states: the first accessibility size.
    public static let largeType = DynamicTypeSize.accessibility1

    /// Computed: `BrandKit` holds closures and is not `Sendable`, so it cannot be a stored global.
    public static var kit: BrandKit {
        BrandKit(id: "grok", displayName: "Grok", modes: [.dark],
                 sheetStyle: SheetStyle(background: { _ in .grokCanvas }, cellBackground: { _ in .grokCanvas },
                                        title: { _ in .grokTextPrimary }, label: { _ in .grokTextSecondary },
                                        hairline: { _ in .grokDivider }),
                 registerAssets: GrokAssets.register,
                 renderables: components + [screen])
    }

    static let dark: [ColorScheme] = [.dark]
    /// What the `large-type` states stand for.
    static let largeTypePreset = AccessibilitySettings(dynamicTypeSize: largeType)
    /// What the `increase-contrast` states stand for.
    static let increaseContrastPreset = AccessibilitySettings(contrast: .increased)
    static func canvas(_ scheme: ColorScheme) -> Color? { .grokCanvas }

    static var components: [Renderable] { [
        .component("grok.user-bubble", "Right-aligned message, 20/20/6/20 corners", states: GrokStates.UserBubble.self,
                   modes: dark, width: 390, background: canvas,
                   honours: { _, _ in [.dynamicType, .boldText] },
                   preset: { $0 == .largeType ? largeTypePreset : .standard }) { state in
            Group {
                switch state {
                case .default: GrokUserBubble(text: GrokSample.followUp)
                case .long: GrokUserBubble(text: GrokSample.question)
                case .largeType: GrokUserBubble(text: GrokSample.followUp)
                }
            }
            .padding(16).grokTheme()
        },
        .component("grok.assistant-response", "Markdown reply with the 24 pt mark and the ▍ streaming cursor",
                   states: GrokStates.AssistantResponse.self, modes: dark, width: 390, background: canvas,
                   honours: { state, _ in
                       switch state {
                       // A finished reply is the same with Reduce Motion; a streaming one is not shown yet.
                       case .finished, .reduceMotion: [.dynamicType, .boldText]
                       case .markdown: [.dynamicType, .contrast, .boldText, .reduceMotion]
                       default: [.dynamicType, .boldText, .reduceMotion]
                       }
                   },
                   preset: { $0 == .largeType ? largeTypePreset : $0 == .reduceMotion ? AccessibilitySettings(reduceMotion: true) : .standard }) { state in
            Group {
                switch state {
                case .streaming: GrokAssistantResponse(text: GrokSample.streamingAnswer, isStreaming: true)
                case .streamingCursorHidden:
                    GrokAssistantResponse(text: GrokSample.streamingAnswer, isStreaming: true, cursorVisible: false)
                case .finished: GrokAssistantResponse(text: GrokSample.answer, isStreaming: false)
                // What Reduce Motion shows of a reply: nothing while it streams, then the finished reply, faded in whole.
                case .reduceMotion: GrokAssistantResponse(text: GrokSample.answer, isStreaming: false)
                case .largeType: GrokAssistantResponse(text: GrokSample.streamingAnswer, isStreaming: true)
                case .markdown: GrokAssistantResponse(text: GrokSample.markdownAnswer, isStreaming: true)
                }
            }
            .padding(.vertical, 16).grokTheme()
        },
        .component("grok.citation-card", "X post citation card", states: GrokStates.CitationCard.self,
                   modes: dark, width: 390, background: canvas,
                   honours: { _, _ in [.dynamicType, .contrast, .boldText] },
                   preset: { $0 == .largeType ? largeTypePreset : $0 == .increaseContrast ? increaseContrastPreset : .standard }) { state in
            Group {
                switch state {
                case .verified: citation(verified: true)
                case .unverified: citation(verified: false)
                case .pressed: citation(verified: true, pressed: true)
                case .increaseContrast: citation(verified: true)
                case .largeType: citation(verified: true)
                }
            }
            .padding(16).grokTheme()
        },
        .component("grok.send-button", "32 pt Send / Stop button", states: GrokStates.SendButton.self,
                   modes: dark, width: 64, background: canvas,
                   honours: { state, _ in state == .disabled ? [.contrast, .boldText] : [.boldText] }) { state in
            Group {
                switch state {
                case .disabled: GrokSendButton(state: .disabled)
                case .enabled: GrokSendButton(state: .enabled)
                case .streaming: GrokSendButton(state: .streaming)
                case .pressed: GrokSendButton(state: .enabled).environment(\.isPressed, true)
                }
            }
            .padding(16).grokTheme()
        },
        .component("grok.mode-toggle", "Regular / Fun capsule switch", states: GrokStates.ModeToggle.self,
                   modes: dark, width: 200, background: canvas,
                   honours: { _, _ in [.contrast, .boldText] }) { state in
            GrokModeToggle(isFun: .constant(state == .fun)).padding(16).grokTheme()
        },
        .component("grok.prompt-bar", "Composer: paperclip, growing field, Send", states: GrokStates.PromptBar.self,
                   modes: dark, width: 390, background: canvas,
                   honours: { _, _ in [.dynamicType, .contrast, .boldText] }) { state in
            Group {
                switch state {
                case .empty: GrokPromptBar(text: .constant(""), sendState: .disabled)
                case .withText: GrokPromptBar(text: .constant(GrokSample.draft), sendState: .enabled)
                case .focused: GrokPromptBar(text: .constant(""), sendState: .disabled).environment(\.isFocused, true)
                case .focusedText: GrokPromptBar(text: .constant(GrokSample.draft), sendState: .enabled)
                    .environment(\.isFocused, true)
                case .multiline: GrokPromptBar(text: .constant(GrokSample.longDraft), sendState: .enabled)
                    .environment(\.isFocused, true)
                case .streaming: GrokPromptBar(text: .constant(""), sendState: .streaming)
                }
            }
            .padding(.vertical, 12).grokTheme()
        },
        .component("grok.top-bar", "44 pt bar: history, mode toggle, new chat", states: GrokStates.TopBar.self,
                   modes: dark, width: 390, background: canvas,
                   honours: { _, _ in [.contrast, .boldText] }) { state in
            GrokTopBar(isFun: .constant(state == .fun)).grokTheme()
        },
        .component("grok.searching-row", "“Searching X…” pulse frames", states: GrokStates.SearchingRow.self,
                   modes: dark, width: 390, background: canvas,
                   honours: { state, _ in GrokPulse.opacity(at: state.phase) != 1 ? [.dynamicType, .contrast, .boldText, .reduceMotion] : [.dynamicType, .contrast, .boldText] }) { state in
            GrokSearchingRow(searching: true, phase: state.phase).padding(.vertical, 12).grokTheme()
        },
        .component("grok.action-row", "Copy, regenerate, share, thumbs (18 pt)", states: GrokStates.ActionRow.self,
                   modes: dark, width: 390, background: canvas,
                   honours: { _, _ in [.contrast, .boldText] }) { state in
            GrokActionRow(didCopy: state == .copied).padding(.vertical, 12).grokTheme()
        },
        .component("grok.disclaimer", "Pinned 12 pt caption under the composer", states: GrokStates.Disclaimer.self,
                   modes: dark, width: 390, background: canvas,
                   honours: { _, _ in [.contrast, .boldText] },
                   preset: { $0 == .increaseContrast ? increaseContrastPreset : .standard }) { _ in
            GrokDisclaimer().padding(.vertical, 12).grokTheme()
        },
        .component("grok.glyph", "Brand glyphs: grok-glyph (24 pt), x-glyph (16 pt)", states: GrokGlyphSpecimen.Glyph.self,
                   modes: dark, width: 390, background: canvas,
                   honours: { _, _ in [.contrast] }) { glyph in
            GrokGlyphSpecimen(glyph).grokTheme()
        },
        .component("grok.palette", "Colour tokens", states: GrokStates.Palette.self, modes: dark, width: 390,
                   background: canvas,
                   honours: { _, _ in [.contrast, .boldText] }, preset: { $0 == .increaseContrast ? increaseContrastPreset : .standard }) { _ in
            GrokPaletteSpecimen().grokTheme()
        },
        .component("grok.type-scale", "Font tokens and the slashed zero", modes: dark, width: 390, background: canvas,
        honours: { _ in [.dynamicType, .contrast, .boldText] }) {
            GrokTypeSpecimen().grokTheme()
        },
    ] }

    static var screen: Renderable {
        .screen("grok.screen", "Conversation: top bar, reply with X citation, streaming, composer", content: GrokConversation.sample,
                modes: dark, background: canvas, honours: { $0.honours(in: $1) }) { GrokConversationScreen(content: $0) }
    }

    /// The conversation screen of `content`, as a renderable (no named states) with its accessibility checks.
    public static func renderable(_ content: GrokConversation) -> Renderable {
        .screen("grok.screen", content: content, modes: dark, background: canvas, honours: { $0.honours(in: $1) }) {
            GrokConversationScreen(content: $0)
        }
    }

    static func citation(verified: Bool, pressed: Bool = false) -> XCitationCard {
        XCitationCard(author: GrokSample.author, handle: GrokSample.handle, timeAgo: GrokSample.timeAgo,
                      isVerified: verified, postText: GrokSample.post, replies: GrokSample.replies,
                      reposts: GrokSample.reposts, likes: GrokSample.likes, pressed: pressed)
    }
}

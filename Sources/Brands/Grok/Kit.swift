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
    static func canvas(_ scheme: ColorScheme) -> Color? { .grokCanvas }

    static var components: [Renderable] { [
        .component("grok.user-bubble", "Right-aligned message, 20/20/6/20 corners", states: GrokStates.UserBubble.self,
                   modes: dark, width: 390, background: canvas) { state in
            Group {
                switch state {
                case .default: GrokUserBubble(text: GrokSample.followUp)
                case .long: GrokUserBubble(text: GrokSample.question)
                case .largeType: GrokUserBubble(text: GrokSample.followUp).dynamicTypeSize(largeType)
                }
            }
            .padding(16).grokTheme()
        },
        .component("grok.assistant-response", "Plain reply with the 24 pt mark and the ▍ streaming cursor",
                   states: GrokStates.AssistantResponse.self, modes: dark, width: 390, background: canvas) { state in
            Group {
                switch state {
                case .streaming: GrokAssistantResponse(text: GrokSample.streamingAnswer, isStreaming: true)
                case .streamingCursorHidden:
                    GrokAssistantResponse(text: GrokSample.streamingAnswer, isStreaming: true, cursorVisible: false)
                case .finished: GrokAssistantResponse(text: GrokSample.answer, isStreaming: false)
                case .reduceMotion: GrokAssistantResponse(text: GrokSample.streamingAnswer, isStreaming: true)
                    .environment(\.accessibilityReduceMotion, true)
                case .largeType: GrokAssistantResponse(text: GrokSample.streamingAnswer, isStreaming: true)
                    .dynamicTypeSize(largeType)
                }
            }
            .padding(.vertical, 16).grokTheme()
        },
        .component("grok.citation-card", "X post citation card", states: GrokStates.CitationCard.self,
                   modes: dark, width: 390, background: canvas) { state in
            Group {
                switch state {
                case .verified: citation(verified: true)
                case .unverified: citation(verified: false)
                case .pressed: citation(verified: true, pressed: true)
                case .increaseContrast: citation(verified: true).environment(\.colorSchemeContrast, .increased)
                case .largeType: citation(verified: true).dynamicTypeSize(largeType)
                }
            }
            .padding(16).grokTheme()
        },
        .component("grok.send-button", "32 pt Send / Stop button", states: GrokStates.SendButton.self,
                   modes: dark, width: 64, background: canvas) { state in
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
                   modes: dark, width: 200, background: canvas) { state in
            GrokModeToggle(isFun: .constant(state == .fun)).padding(16).grokTheme()
        },
        .component("grok.prompt-bar", "Composer: paperclip, growing field, Send", states: GrokStates.PromptBar.self,
                   modes: dark, width: 390, background: canvas) { state in
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
                   modes: dark, width: 390, background: canvas) { state in
            GrokTopBar(isFun: .constant(state == .fun)).grokTheme()
        },
        .component("grok.searching-row", "“Searching X…” pulse frames", states: GrokStates.SearchingRow.self,
                   modes: dark, width: 390, background: canvas) { state in
            GrokSearchingRow(searching: true, phase: state.phase).padding(.vertical, 12).grokTheme()
        },
        .component("grok.action-row", "Copy, regenerate, share, thumbs (18 pt)", states: GrokStates.ActionRow.self,
                   modes: dark, width: 390, background: canvas) { state in
            GrokActionRow(didCopy: state == .copied).padding(.vertical, 12).grokTheme()
        },
        .component("grok.disclaimer", "Pinned 12 pt caption under the composer", states: GrokStates.Disclaimer.self,
                   modes: dark, width: 390, background: canvas) { state in
            GrokDisclaimer().padding(.vertical, 12).grokTheme()
                .environment(\.colorSchemeContrast, state == .increaseContrast ? .increased : .standard)
        },
        .component("grok.glyph", "Brand glyphs: grok-glyph (24 pt), x-glyph (16 pt)", states: GrokGlyphSpecimen.Glyph.self,
                   modes: dark, width: 390, background: canvas) { glyph in
            GrokGlyphSpecimen(glyph).grokTheme()
        },
        .component("grok.palette", "Colour tokens", states: GrokStates.Palette.self, modes: dark, width: 390,
                   background: canvas) { state in
            GrokPaletteSpecimen().grokTheme()
                .environment(\.colorSchemeContrast, state == .increaseContrast ? .increased : .standard)
        },
        .component("grok.type-scale", "Font tokens and the slashed zero", modes: dark, width: 390, background: canvas) {
            GrokTypeSpecimen().grokTheme()
        },
    ] }

    static var screen: Renderable {
        Renderable(name: "grok.screen", summary: "Conversation: top bar, reply with X citation, streaming, composer",
                                   kind: .screen, modes: dark, canvas: .device, background: canvas) { _ in
            AnyView(GrokConversationScreen())
        }
    }

    static func citation(verified: Bool, pressed: Bool = false) -> XCitationCard {
        XCitationCard(author: GrokSample.author, handle: GrokSample.handle, timeAgo: GrokSample.timeAgo,
                      isVerified: verified, postText: GrokSample.post, replies: GrokSample.replies,
                      reposts: GrokSample.reposts, likes: GrokSample.likes, pressed: pressed)
    }
}

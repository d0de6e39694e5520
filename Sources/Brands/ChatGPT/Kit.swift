import Layout
import MockshotKit

/// The ChatGPT brand kit: every component of the guide in every state, the conversation, voice and
/// sidebar screens, and the component sheet (`chatgpt.sheet`).
public enum ChatGPTKit {
    /// Computed: `BrandKit` holds closures and is not `Sendable`, so it cannot be a stored global.
    public static var kit: BrandKit {
        BrandKit(id: "chatgpt", displayName: "ChatGPT", sheetStyle: sheetStyle,
                 registerAssets: ChatGPTAssets.register,
                 renderables: components + screens)
    }

    /// The brand canvas: #FFFFFF / #212121.
    static func canvas(_ scheme: ColorScheme) -> Color? { scheme == .dark ? .gptDarkCanvas : .gptCanvas }
    static func sidebarCanvas(_ scheme: ColorScheme) -> Color? { scheme == .dark ? .gptSidebarDark : .gptSidebarLight }

    static var sheetStyle: SheetStyle {
        SheetStyle(
        background: { $0 == .dark ? .gptSidebarDark : .gptSidebarLight },
        cellBackground: { $0 == .dark ? .gptDarkCanvas : .gptCanvas },
        title: { $0 == .dark ? .gptDarkTextPrimary : .gptTextPrimary },
        label: { $0 == .dark ? .gptDarkTextSecondary : .gptTextSecondary },
        hairline: { $0 == .dark ? .gptDividerDark : .gptDivider })
    }

    static var components: [Renderable] { [
        .component("chatgpt.send-button", "Black/white circle: arrow up, stop while generating; 0.94 when pressed",
                   states: SendButtonState.self, width: 64, background: canvas) { state in
            SendButton(isEnabled: state != .disabled, isGenerating: state == .generating)
                .environment(\.isPressed, state == .pressed)
                .padding(16)
                .gptTheme()
        },
        .component("chatgpt.user-message-bubble", "Right-aligned bubble, corners 18/18/4/18, optional attachment",
                   states: UserBubbleState.self, background: canvas) { state in
            UserMessageBubble(text: "Can you summarise this report in three bullet points?",
                              attachmentUrl: state == .withAttachment ? SampleConversation.attachmentURL : nil)
                .padding(.vertical, 12)
                .environment(\.dynamicTypeSize, state == .largeType ? .xxxLarge : .large)
                .gptTheme()
        },
        .component("chatgpt.attachment-tile", "40×40 document tile and file name",
                   width: 300, background: canvas) {
            AttachmentTile(url: SampleConversation.attachmentURL)
                .padding(16)
                .gptTheme()
        },
        .component("chatgpt.assistant-message", "Sparkle avatar, Markdown reply, feedback row; content-flag note",
                   states: AssistantMessageState.self, background: canvas) { state in
            AssistantMessage(content: state == .flagged ? SampleConversation.refusal : SampleConversation.shortAnswer,
                             thumbState: state == .thumbsUp ? .up : state == .thumbsDown ? .down : .neutral,
                             isFlagged: state == .flagged)
                .frame(maxWidth: .infinity, alignment: .leading)
                .padding(.vertical, 8)
                .environment(\.colorSchemeContrast, state == .increasedContrast ? .increased : .standard)
                .environment(\.dynamicTypeSize, state == .largeType ? .xxxLarge : .large)
                .gptTheme()
        },
        .component("chatgpt.feedback-icon-button", "16 pt secondary symbol in a 32×32 target",
                   states: FeedbackIconState.self, width: 64, background: canvas) { state in
            FeedbackIconButton(icon: feedbackIcon(state))
                .environment(\.isPressed, state == .pressed)
                .padding(16)
                .gptTheme()
        },
        .component("chatgpt.code-block", "Language label, Copy / Copied!, code; radius 8 with 1 pt border",
                   states: CodeBlockState.self, background: canvas) { state in
            CodeBlockView(language: "swift", code: "let squares = (1...5).map { $0 * $0 }\nprint(squares) // [1, 4, 9, 16, 25]",
                          showCopied: state == .copied)
                .padding(.vertical, 16)
                .environment(\.dynamicTypeSize, state == .largeType ? .xxxLarge : .large)
                .gptTheme()
        },
        .component("chatgpt.model-selector-chip", "Sparkle, model name, chevron in an outlined capsule (fixed size)",
                   states: ModelChipState.self, width: 200, background: canvas) { state in
            ModelSelectorChip(modelName: SampleConversation.modelName)
                .padding(16)
                .environment(\.dynamicTypeSize, state == .largeType ? .xxxLarge : .large)
                .gptTheme()
        },
        .component("chatgpt.composer", "Attach, growing field, globe + mic or send; radius 24",
                   states: ComposerState.self, background: canvas) { state in
            Composer(text: .constant(composerText(state)), isGenerating: state == .generating)
                .padding(.top, 8)
                .gptTheme()
        },
        .component("chatgpt.top-bar", "Sidebar toggle, model chip, New chat", background: canvas) {
            GPTTopBar(modelName: SampleConversation.modelName).gptTheme()
        },
        .component("chatgpt.typing-indicator", "Three dots, easeInOut 0.6 s autoreversing, delays 0 / 0.2 / 0.4 s",
                   states: TypingIndicatorState.self, width: 160, background: canvas) { state in
            TypingIndicator(time: state.time)
                .padding(16)
                .environment(\.accessibilityReduceMotion, state == .reduceMotion)
                .gptTheme()
        },
        .component("chatgpt.content-flag-note", "Refusal / content-policy note in #D97706",
                   width: 390, background: canvas) {
            ContentFlagNote().padding(16).frame(maxWidth: .infinity, alignment: .leading).gptTheme()
        },
        .component("chatgpt.markdown", "Assistant Markdown: headings, lists, quote, table, rule, code",
                   background: canvas) {
            MarkdownView(SampleConversation.markdownShowcase, theme: .chatGPT)
                .padding(16)
                .gptTheme()
        },
        .component("chatgpt.sidebar-row", "Conversation row, 40 pt, filled when active",
                   states: SidebarRowState.self, width: 260, background: sidebarCanvas) { state in
            ChatSidebarRow(title: SampleConversation.activeChat, isActive: state == .active)
                .padding(.vertical, 8)
                .background(GPTColor.sidebar)
        },
        .component("chatgpt.sidebar", "New chat, search, dated sections of chats (260 pt)",
                   width: 260, background: sidebarCanvas) {
            // The app's text colour as the foreground (as `gptTheme` sets it), on the sidebar's own fill.
            GPTSidebar(sections: SampleConversation.sidebarSections, activeChatTitle: SampleConversation.activeChat)
                .foregroundStyle(GPTColor.textPrimary)
        },
        .component("chatgpt.brand-glyph", "Blossom glyph (drawn for mockshot) and the guide's sparkles",
                   states: BrandGlyphState.self, width: 88, background: canvas) { state in
            Group {
                switch state {
                case .blossom: Image("chatgpt-blossom").resizable().frame(width: 48, height: 48)
                case .sparkles: Image(systemName: "sparkles").font(.system(size: 40))
                }
            }
            .foregroundStyle(GPTColor.textPrimary)
            .frame(width: 56, height: 56)
            .padding(16)
            .gptTheme()
        },
    ] }

    static var screens: [Renderable] { [
        Renderable(name: "chatgpt.screen", summary: "Conversation: top bar, chat with code and table, composer",
                   kind: .screen, states: ConversationScreenState.allCases.map(\.rawValue),
                   canvas: .device, background: canvas) { raw in
            let state = raw.flatMap(ConversationScreenState.init(rawValue:)) ?? .conversation
            return AnyView(ConversationScreen(isGenerating: state == .generating)
                .environment(\.dynamicTypeSize, state == .largeType ? .xxxLarge : .large)
                .environment(\.colorSchemeContrast, state == .increasedContrast ? .increased : .standard))
        },
        Renderable(name: "chatgpt.voice-screen", summary: "Voice mode: breathing sphere on black",
                   kind: .screen, states: VoiceScreenState.allCases.map(\.rawValue), modes: [.dark],
                   canvas: .device, background: { _ in .black }) { raw in
            let state = raw.flatMap(VoiceScreenState.init(rawValue:)) ?? .t00
            return AnyView(VoiceScreen(time: state.time)
                .environment(\.accessibilityReduceMotion, state == .reduceMotion))
        },
        Renderable(name: "chatgpt.sidebar-screen", summary: "Sidebar open over the dimmed chat",
                   kind: .screen, canvas: .device, background: sidebarCanvas) { _ in
            AnyView(SidebarScreen())
        },
    ] }


    static func feedbackIcon(_ state: FeedbackIconState) -> String {
        switch state {
        case .regenerate, .pressed: "arrow.triangle.2.circlepath"
        case .copy: "doc.on.doc"
        case .thumbsUp: "hand.thumbsup"
        case .thumbsUpFilled: "hand.thumbsup.fill"
        case .thumbsDown: "hand.thumbsdown"
        case .thumbsDownFilled: "hand.thumbsdown.fill"
        }
    }

    static func composerText(_ state: ComposerState) -> String {
        switch state {
        case .empty, .generating: ""
        case .withText: "What's a good name for a bakery?"
        case .multiline: "Write a short poem about the sea at night, with rhyming couplets and a hopeful final line."
        }
    }
}

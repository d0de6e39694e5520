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
                   states: SendButtonState.self, width: 64, background: canvas,
                   honours: { state, _ in state == .pressed ? [.boldText, .reduceMotion] : [.boldText] }) { state in
            SendButton(isEnabled: state != .disabled, isGenerating: state == .generating)
                .environment(\.isPressed, state == .pressed)
                .padding(16)
                .gptTheme()
        },
        .component("chatgpt.user-message-bubble", "Right-aligned bubble, corners 18/18/4/18, optional attachment",
                   states: UserBubbleState.self, background: canvas,
                   honours: { state, _ in state == .withAttachment ? [.dynamicType, .contrast, .boldText] : [.dynamicType, .boldText] },
                   preset: { $0 == .largeType ? largeType : .standard }) { state in
            UserMessageBubble(text: "Can you summarise this report in three bullet points?",
                              attachmentUrl: state == .withAttachment ? SampleConversation.attachmentURL : nil)
                .padding(.vertical, 12)
                .gptTheme()
        },
        .component("chatgpt.attachment-tile", "40×40 document tile and file name",
                   width: 300, background: canvas,
                   honours: { _ in [.dynamicType, .contrast, .boldText] }) {
            AttachmentTile(url: SampleConversation.attachmentURL)
                .padding(16)
                .gptTheme()
        },
        .component("chatgpt.assistant-message", "Sparkle avatar, Markdown reply, feedback row (thumbs, copied); content-flag note",
                   states: AssistantMessageState.self, background: canvas,
                   honours: { _, _ in [.dynamicType, .contrast, .boldText] },
                   preset: { $0 == .largeType ? largeType : $0 == .increasedContrast ? increasedContrast : .standard }) { state in
            AssistantMessage(content: state == .flagged ? SampleConversation.refusal : SampleConversation.shortAnswer,
                             thumbState: state == .thumbsUp ? .up : state == .thumbsDown ? .down : .neutral,
                             isFlagged: state == .flagged, copied: state == .copied)
                .frame(maxWidth: .infinity, alignment: .leading)
                .padding(.vertical, 8)
                .gptTheme()
        },
        .component("chatgpt.feedback-icon-button", "16 pt secondary symbol in a 32×32 target",
                   states: FeedbackIconState.self, width: 64, background: canvas,
                   honours: { _, _ in [.contrast, .boldText] }) { state in
            FeedbackIconButton(icon: feedbackIcon(state))
                .environment(\.isPressed, state == .pressed)
                .padding(16)
                .gptTheme()
        },
        .component("chatgpt.code-block", "Language label, Copy / Copied!, code; radius 8 with 1 pt border",
                   states: CodeBlockState.self, background: canvas,
                   honours: { _, _ in [.dynamicType, .contrast, .boldText] },
                   preset: { $0 == .largeType ? largeType : .standard }) { state in
            CodeBlockView(language: "swift", code: "let squares = (1...5).map { $0 * $0 }\nprint(squares) // [1, 4, 9, 16, 25]",
                          showCopied: state == .copied)
                .padding(.vertical, 16)
                .gptTheme()
        },
        .component("chatgpt.model-selector-chip", "Sparkle, model name, chevron in an outlined capsule (fixed size)",
                   states: ModelChipState.self, width: 200, background: canvas,
                   honours: { _, _ in [.contrast, .boldText] },
                   preset: { $0 == .largeType ? largeType : .standard }) { state in
            ModelSelectorChip(modelName: SampleConversation.modelName)
                .padding(16)
                .gptTheme()
        },
        .component("chatgpt.composer", "Attach, growing field, globe + mic (waveform while dictating) or send; radius 24",
                   states: ComposerState.self, background: canvas,
                   honours: { _, _ in [.dynamicType, .contrast, .boldText] }) { state in
            Composer(text: .constant(composerText(state)), isGenerating: state == .generating, isDictating: state == .dictating)
                .padding(.top, 8)
                .gptTheme()
        },
        .component("chatgpt.top-bar", "Sidebar toggle, model chip, Share (once the chat has begun), New chat",
                   states: TopBarState.self, background: canvas,
                   honours: { _, _ in [.contrast, .boldText] }) { state in
            GPTTopBar(modelName: SampleConversation.modelName, showsShare: state == .conversation).gptTheme()
        },
        .component("chatgpt.typing-indicator", "Three dots, easeInOut 0.6 s autoreversing, delays 0 / 0.2 / 0.4 s",
                   states: TypingIndicatorState.self, width: 160, background: canvas,
                   honours: { state, _ in state == .reduceMotion ? [.contrast, .boldText] : [.contrast, .reduceMotion] },
                   preset: { $0 == .reduceMotion ? AccessibilitySettings(reduceMotion: true) : .standard }) { state in
            TypingIndicator(time: state.time)
                .padding(16)
                .gptTheme()
        },
        .component("chatgpt.content-flag-note", "Refusal / content-policy note in #D97706",
                   width: 390, background: canvas,
                   honours: { _ in [.boldText] }) {
            ContentFlagNote().padding(16).frame(maxWidth: .infinity, alignment: .leading).gptTheme()
        },
        .component("chatgpt.markdown", "Assistant Markdown: headings, lists, quote, table, rule, code",
                   background: canvas,
                   honours: { _ in [.dynamicType, .contrast, .boldText] }) {
            MarkdownView(SampleConversation.markdownShowcase, theme: .chatGPT)
                .padding(16)
                .gptTheme()
        },
        .component("chatgpt.sidebar-row", "Conversation row, 40 pt, filled when active",
                   states: SidebarRowState.self, width: 260, background: sidebarCanvas,
                   honours: { _, _ in [.dynamicType, .boldText] }) { state in
            ChatSidebarRow(title: SampleConversation.activeChat, isActive: state == .active)
                .padding(.vertical, 8)
                .background(GPTColor.sidebar)
        },
        .component("chatgpt.sidebar", "New chat, search, dated sections of chats (260 pt)",
                   width: 260, background: sidebarCanvas,
                   honours: { _ in [.dynamicType, .contrast, .boldText] }) {
            // The app's text colour as the foreground (as `gptTheme` sets it), on the sidebar's own fill.
            GPTSidebar(sections: SampleConversation.sidebarSections, activeChatTitle: SampleConversation.activeChat)
                .foregroundStyle(GPTColor.textPrimary)
        },
        .component("chatgpt.brand-glyph", "Blossom glyph (drawn for mockshot) and the guide's sparkles",
                   states: BrandGlyphState.self, width: 88, background: canvas,
                   honours: { state, _ in state == .sparkles ? [.boldText] : [] }) { state in
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

    /// What the `large-type` states stand for: the largest non-accessibility size, where the guide's
    /// scaled text has grown by a third and its pinned labels visibly have not.
    static let largeType = AccessibilitySettings(dynamicTypeSize: .xxxLarge)
    /// What the `increased-contrast` states stand for.
    static let increasedContrast = AccessibilitySettings(contrast: .increased)


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
        case .dictating: "Find a quiet café near the station with"
        case .withText: "What's a good name for a bakery?"
        case .multiline: "Write a short poem about the sea at night, with rhyming couplets and a hopeful final line."
        }
    }
}

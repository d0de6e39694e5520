import Layout
import MockshotKit

/// Kik's brand kit: every component of the guide in every state, both screens and the sheet.
public enum KikKit {
    /// Immutable after creation; its closures capture nothing mutable.
    nonisolated(unsafe) public static let kit = BrandKit(
        id: "kik", displayName: "Kik", modes: [.light, .dark], sheetStyle: sheetStyle, renderables: renderables)

    /// What a state named for an accessibility setting stands for: `large-type` is accessibility3,
    /// `…increased-contrast` and `reduce-transparency` the settings of those names.
    static func preset(for state: String) -> AccessibilitySettings {
        if state == "large-type" { return AccessibilitySettings(dynamicTypeSize: .accessibility3) }
        if state.hasSuffix("increased-contrast") { return AccessibilitySettings(contrast: .increased) }
        if state == "reduce-transparency" { return AccessibilitySettings(reduceTransparency: true) }
        return .standard
    }

    /// The brand canvas: white, or the neutral near-black `#121316`.
    static func canvas(_ scheme: ColorScheme) -> Color? { scheme == .dark ? .kikDarkCanvas : .kikCanvas }

    static var sheetStyle: SheetStyle {
        SheetStyle(
            background: { $0 == .dark ? .kikDarkSurface1 : .kikSurfaceGray },
            cellBackground: { $0 == .dark ? .kikDarkCanvas : .kikCanvas },
            title: { $0 == .dark ? .kikTextPrimaryDark : .kikTextPrimary },
            label: { $0 == .dark ? .kikTextSecondaryDark : .kikTextSecondary },
            hairline: { $0 == .dark ? .kikDarkDivider : .kikDivider })
    }

    static var renderables: [Renderable] {
        [
            .component("kik.colors", "Every colour token with the hex it renders (guide, adaptive and kit tokens)",
                       width: 640, background: canvas,
                       honours: { _ in [.boldText] }) { KikPaletteSpecimen() },
            .component("kik.type-scale", "Every font token in its face; large type scales all but receipt and tab",
                       states: TypeScaleState.self, width: 390, background: canvas,
                       honours: { _, _ in [.dynamicType, .boldText] },
                       preset: { preset(for: $0.rawValue) }) { _ in KikTypeSpecimen() },
            .component("kik.bubble", "Message bubble: in/out, 5 pt tail corner, S/D/R receipt, max 280 pt",
                       states: BubbleState.self, width: 390, background: canvas,
                       honours: { state, _ in state.rawValue.hasPrefix("incoming") ? [.dynamicType, .boldText] : [.dynamicType, .contrast, .boldText] },
                       preset: { preset(for: $0.rawValue) }) { $0.preview },
            .component("kik.receipt", "S / D / R receipt letter (R is the one blue moment)",
                       states: ReceiptState.self, width: 64, background: canvas,
                       honours: { state, _ in state == .read || state == .failed ? [.boldText] : [.contrast, .boldText] },
                       preset: { preset(for: $0.rawValue) }) { $0.preview },
            .component("kik.conv-row", "Chats row: round person / rounded-square bot avatar, BOT tag, unread or receipt",
                       states: ConvRowState.self, width: 390, background: canvas,
                       honours: { _, _ in [.dynamicType, .contrast, .boldText] },
                       preset: { preset(for: $0.rawValue) }) { $0.preview },
            .component("kik.code", "Kik Code: 120 pt blue plate, dotted 96 pt ring, 44 pt centre; flat",
                       width: 180, background: canvas,
                       honours: { _ in [] }) { KikCode().padding(30) },
            .component("kik.compose-bar", "Compose bar: + button, growing field, text \"Send\" label",
                       states: ComposeBarState.self, width: 390, background: canvas,
                       honours: { state, _ in state.showsPlaceholder ? [.dynamicType, .contrast, .reduceTransparency, .boldText]
                                                                     : [.dynamicType, .reduceTransparency, .boldText] },
                       preset: { preset(for: $0.rawValue) }) { $0.preview },
            .component("kik.suggested-replies", "A bot's suggested replies: outlined chips above the compose bar; pressed fills kikBluePressed",
                       states: SuggestedRepliesState.self, width: 390, background: canvas,
                       honours: { _, _ in [.dynamicType, .reduceTransparency, .boldText] },
                       preset: { preset(for: $0.rawValue) }) { $0.preview },
            .component("kik.menu", "Floating menu on MenuPanel: solid surface; 1 pt kikDarkDivider border in dark",
                       states: MenuState.self, width: 290, background: canvas,
                       honours: { state, _ in state == .chat ? [.dynamicType, .contrast, .boldText] : [.dynamicType, .boldText] },
                       preset: { preset(for: $0.rawValue) }) { $0.preview },
            .component("kik.chat-header", "Chat header: blue chevron, centred username, 32 pt avatar; no call icons",
                       states: ChatHeaderState.self, width: 390, background: canvas,
                       honours: { _, _ in [.dynamicType, .reduceTransparency, .boldText] },
                       preset: { preset(for: $0.rawValue) }) { $0.preview },
            .component("kik.tab-bar", "TabView's standard bar tinted Kik Blue: Chats, People, Discover, Kik Code",
                       states: TabBarState.self, width: 390, background: canvas,
                       honours: { _, _ in [.contrast, .reduceTransparency, .boldText] },
                       preset: { preset(for: $0.rawValue) }) { $0.preview },
            .screen("kik.screen", "A conversation: header, grouped bubbles with tails, receipts, a bot's chips, compose bar", background: canvas,
                    states: ConversationScreenState.allCases.map { ContentState($0.rawValue, $0.content, preset: $0.preset) },
                    honours: { $0.honours(in: $1) }) { KikConversationScreen(content: $0) },
            .screen("kik.chats-screen", "The chats list: people and bots, unread badges, receipts, tab bar", background: canvas,
                    states: ScreenState.allCases.map { ContentState($0.rawValue, KikChatList.sample, preset: $0.preset) },
                    honours: { $0.honours(in: $1) }) { KikChatsScreen(content: $0) },
        ]
    }

    /// The conversation screen of `content`, as a renderable (no named states) with its accessibility checks.
    public static func renderable(_ content: KikConversation) -> Renderable {
        .screen("kik.screen", content: content, background: canvas, honours: { $0.honours(in: $1) }) {
            KikConversationScreen(content: $0)
        }
    }

    /// The chats-list screen of `content`.
    public static func renderable(_ content: KikChatList) -> Renderable {
        .screen("kik.chats-screen", content: content, background: canvas, honours: { $0.honours(in: $1) }) {
            KikChatsScreen(content: $0)
        }
    }
}

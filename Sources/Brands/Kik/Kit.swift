import Layout
import MockshotKit

/// Kik's brand kit: every component of the guide in every state, both screens and the sheet.
public enum KikKit {
    /// Immutable after creation; its closures capture nothing mutable.
    nonisolated(unsafe) public static let kit = BrandKit(
        id: "kik", displayName: "Kik", modes: [.light, .dark], sheetStyle: sheetStyle, renderables: renderables)

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
            .component("kik.bubble", "Message bubble: in/out, 5 pt tail corner, S/D/R receipt, max 280 pt",
                       states: BubbleState.self, width: 390, background: canvas) { $0.preview },
            .component("kik.receipt", "S / D / R receipt letter (R is the one blue moment)",
                       states: ReceiptState.self, width: 64, background: canvas) { $0.preview },
            .component("kik.conv-row", "Chats row: round person / rounded-square bot avatar, BOT tag, unread or receipt",
                       states: ConvRowState.self, width: 390, background: canvas) { $0.preview },
            .component("kik.code", "Kik Code: 120 pt blue plate, dotted 96 pt ring, 44 pt centre; flat",
                       width: 180, background: canvas) { KikCode().padding(30) },
            .component("kik.compose-bar", "Compose bar: + button, growing field, text \"Send\" label",
                       states: ComposeBarState.self, width: 390, background: canvas) { $0.preview },
            .component("kik.chat-header", "Chat header: blue chevron, centred username, 32 pt avatar; no call icons",
                       states: ChatHeaderState.self, width: 390, background: canvas) { $0.preview },
            .component("kik.tab-bar", "Standard tab bar tinted Kik Blue: Chats, People, Discover, Kik Code",
                       states: TabBarState.self, width: 390, background: canvas) { $0.preview },
            screen("kik.screen", "A conversation: header, grouped bubbles with tails, receipts, compose bar") {
                KikConversationScreen()
            },
            screen("kik.chats-screen", "The chats list: people and bots, unread badges, receipts, tab bar") {
                KikChatsScreen()
            },
        ]
    }

    /// A full screen of the device rendered on, with a Dynamic Type variant.
    static func screen(_ name: String, _ summary: String, @ViewBuilder make: @escaping () -> some View) -> Renderable {
        Renderable(name: name, summary: summary, kind: .screen, states: ScreenState.allCases.map(\.rawValue),
                   canvas: .device, background: canvas) { state in
            let s = state.flatMap { ScreenState(rawValue: $0) } ?? .default
            return AnyView(make().environment(\.dynamicTypeSize, s.dynamicTypeSize))
        }
    }
}

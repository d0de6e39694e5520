import Layout
import MockshotKit

/// Character.AI's kit: dark-first with a light theme. Registers every component of the guide in each of
/// its visual states, the two screens, and the component sheet.
public enum CharacterAIKit {
    public static let id = "characterai"

    public static var kit: BrandKit {
        BrandKit(
            id: id, displayName: "Character.AI", modes: [.dark, .light],
            sheetStyle: SheetStyle(
                background: { $0 == .dark ? CAIPalette.surface1 : CAIPalette.surface1Light },
                cellBackground: canvas,
                title: { $0 == .dark ? CAIPalette.textPrimary : CAIPalette.textPrimaryLight },
                label: { $0 == .dark ? CAIPalette.textSecondary : CAIPalette.textSecondaryLight },
                hairline: { $0 == .dark ? CAIPalette.divider : CAIPalette.dividerLight }),
            renderables: [
                colorTokens, avatarGradients, typeScale,
                tuckBubbleShape, messageBubble, messageActions, typingIndicator, greetingHeader, chatHeader,
                characterCard, composer, primaryButton, softButton, tabBar,
                conversationScreen, discoverScreen,
            ])
    }

    /// The brand canvas behind every component: #0F0F10 dark, #FFFFFF light.
    public static func canvas(_ scheme: ColorScheme) -> Color {
        scheme == .dark ? CAIPalette.canvas : CAIPalette.canvasLight
    }
}

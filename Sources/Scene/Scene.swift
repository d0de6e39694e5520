import ConfigFile
import Layout
import MockshotKit

/// One brand screen with its content, on a device, with the phone's settings: what a scene file says.
///
/// Made by reading a scene file (`Scene.load`, `Scene.parse`), a scene inside another configuration file
/// (`Scene.decode`), or in Swift (`Scene(content:)`). Drawn by `render()`. Every property may be changed
/// after reading: the command line's options override the scene's keys that way.
public struct Scene: Sendable, Equatable {
    /// `chatgpt`, `grok`, `copilot`, `characterai` or `kik`.
    public let brand: String
    /// The screen's scene name (`conversation`, `chats`…; see `SceneScreen.all`).
    public let screen: String
    /// One of the screen's sample states (`mockshot list`), drawn instead of `content`; nil for content.
    public var state: String?
    /// The screen's content; nil when `state` picks a sample.
    public var content: SceneContent?
    /// The device, in its orientation. Default the iPhone 14 (`Device.default`).
    public var device: Device
    /// nil: the screen's first colour scheme (light, or dark for dark-only screens).
    public var colorScheme: ColorScheme?
    /// Pixels per point; nil: the device's scale.
    public var scale: Double?
    public var accessibility: AccessibilitySettings
    /// The phone's language and region; nil: US English (SwiftUI's default).
    public var locale: LocaleTag?
    /// Forces the layout direction; nil: the locale's (right to left for Arabic, Hebrew, …).
    public var layoutDirection: LayoutDirection?
    public var statusBar: StatusBarContent
    /// Where the scene was read from (its first line), for messages; nil when made in Swift.
    public var source: SourceMark?

    /// A scene of `content` (its brand and screen follow from it).
    public init(content: SceneContent, device: Device = .default, colorScheme: ColorScheme? = nil, scale: Double? = nil,
                accessibility: AccessibilitySettings = .standard, locale: LocaleTag? = nil, layoutDirection: LayoutDirection? = nil,
                statusBar: StatusBarContent = .standard) {
        let (brand, screen) = content.brandAndScreen
        self.init(brand: brand, screen: screen, state: nil, content: content, device: device, colorScheme: colorScheme,
                  scale: scale, accessibility: accessibility, locale: locale, layoutDirection: layoutDirection,
                  statusBar: statusBar, source: nil)
    }

    init(brand: String, screen: String, state: String?, content: SceneContent?, device: Device, colorScheme: ColorScheme?,
         scale: Double?, accessibility: AccessibilitySettings, locale: LocaleTag?, layoutDirection: LayoutDirection?,
         statusBar: StatusBarContent, source: SourceMark?) {
        self.brand = brand; self.screen = screen; self.state = state; self.content = content; self.device = device
        self.colorScheme = colorScheme; self.scale = scale; self.accessibility = accessibility; self.locale = locale
        self.layoutDirection = layoutDirection; self.statusBar = statusBar; self.source = source
    }

    /// The registry's name for the screen (`kik.chats-screen`).
    public var registryName: String { spec.registryName }

    var sceneBrand: SceneBrand { SceneBrand.named(brand)! }
    var spec: ScreenSpec { sceneBrand.screen(screen)! }
}

/// A screen as scene files name it, for listings and help: `brand` + `name` draw `registryName`.
public struct SceneScreen: Sendable, Equatable {
    public let brand: String
    public let name: String
    public let registryName: String
    /// The content keys it takes besides the scene's own.
    public let contentKeys: [String]

    /// Every screen, brand by brand; each brand's first is its default.
    public static var all: [SceneScreen] {
        SceneBrand.all.flatMap { b in b.screens.map { SceneScreen(brand: b.id, name: $0.name, registryName: $0.registryName, contentKeys: $0.keys) } }
    }

    /// The scene keys every scene takes (brand, screen, device, …).
    public static var sceneKeys: [String] { SceneSettings.spec.keys }
}

extension SceneContent {
    /// The brand and scene screen name of the case.
    var brandAndScreen: (String, String) {
        switch self {
        case .chatgptConversation: ("chatgpt", "conversation")
        case .chatgptSidebar: ("chatgpt", "sidebar")
        case .chatgptVoice: ("chatgpt", "voice")
        case .grokConversation: ("grok", "conversation")
        case .copilotConversation: ("copilot", "conversation")
        case .copilotSidebar: ("copilot", "sidebar")
        case .characterAIChat: ("characterai", "chat")
        case .characterAIDiscover: ("characterai", "discover")
        case .kikConversation: ("kik", "conversation")
        case .kikChatList: ("kik", "chats")
        }
    }
}

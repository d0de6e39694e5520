import ConfigFile
import Layout
import MockshotKit

/// The keys every scene has besides its screen's content: what to draw and how to set the phone up.
struct SceneSettings {
    var schemaURI = ""
    var brand: String?
    var screen: String?
    var state: String?
    var device = Device.default
    var orientation: Device.Orientation?
    var colorScheme: ColorScheme?
    var scale: Int?
    var accessibility = AccessibilitySettings()
    var locale: LocaleTag?
    var layoutDirection: LayoutDirection?
    var statusBar = StatusBarContent()

    /// The declarations of those keys. `brand` and `screen` are read as text here and checked by the
    /// decoder, which knows the brands; the schema gives them their enums.
    static var spec: ObjectSpec<SceneSettings> {
        ObjectSpec(name: "Scene", summary: "A mockshot scene: one brand screen with its content, on a device.", initial: SceneSettings(), fields: [
            .text("$schema", \.schemaURI, .line, "The JSON Schema of scene files, for editors; mockshot ignores it."),
            .optionalText("brand", \.brand, .line, "The app: chatgpt, grok, copilot, characterai or kik."),
            .optionalText("screen", \.screen, .line, "The brand's screen (see 'mockshot list'). Default the brand's conversation."),
            .optionalText("state", \.state, .line, "One of the screen's sample states (see 'mockshot list BRAND'): its sample content, instead of content keys."),
            .parsed("device", \.device, schema: ["anyOf": .array([.obj([("enum", .array(Device.all.map { .string($0.id) }))]), .obj([("type", .string("string"))])])],
                    "The device: a profile id (iphone-16-pro-max), alias, marketing name or display class (6.9\"), with -landscape to turn it. Default iphone-14.") { text in
                do { return .success(try Device.named(text)) } catch { return .failure(SceneValueError("\(error)")) }
            },
            .optionalChoice("orientation", \.orientation, "portrait or landscape. Default portrait (or the device name's -landscape)."),
            .optionalChoice("colorScheme", \.colorScheme, "light or dark. Default the screen's first (Grok and ChatGPT voice are dark only)."),
            .optionalInteger("scale", \.scale, 1...3, "Pixels per point: 1, 2 or 3. Default the device's (3 on current iPhones, 2 on iPads)."),
            .object("accessibility", \.accessibility, { accessibility }, "iOS accessibility settings. A screen refuses those that would not change it."),
            .parsed("locale", \.locale, schema: ["type": .string("string"), "examples": .array(["ar", "he-IL", "ja-JP", "zh-Hant-TW", "en-US"].map { .string($0) })],
                    "The language and region the phone is set to (a BCP 47 tag): it picks the Chinese, Japanese or Korean forms of Han characters, and Arabic, Hebrew, Persian and Urdu lay the screen out right to left. Default en-US.") { text in
                SceneLocale.parse(text).map { Optional($0) }.mapError { SceneValueError($0.description) }
            },
            .named("layoutDirection", \.layoutDirection, [("ltr", .leftToRight), ("rtl", .rightToLeft)],
                   "ltr or rtl: forces the layout direction. Default the locale's (rtl for Arabic, Hebrew, Persian, Urdu…)."),
            .object("statusBar", \.statusBar, { statusBarSpec }, "What the status bar shows. Default 9:41, full signal, Wi-Fi and battery."),
        ])
    }

    static let dynamicTypeSizes: [(String, DynamicTypeSize)] = DynamicTypeSize.allCases.map { ("\($0)", $0) }

    static var accessibility: ObjectSpec<AccessibilitySettings> {
        ObjectSpec(name: "Accessibility", summary: "iOS accessibility settings, as in the Settings app.", initial: AccessibilitySettings(), fields: [
            .named("dynamicType", \.dynamicTypeSize, dynamicTypeSizes, "Dynamic Type size. Default large."),
            .named("contrast", \.contrast, [("standard", .standard), ("increased", .increased)], "Increase Contrast: standard or increased. Default standard."),
            .flag("reduceTransparency", \.reduceTransparency, "Reduce Transparency. Default false."),
            .flag("boldText", \.boldText, "Bold Text. Default false."),
            .flag("reduceMotion", \.reduceMotion, "Reduce Motion. Default false."),
        ])
    }

    static var statusBarSpec: ObjectSpec<StatusBarContent> {
        ObjectSpec(name: "StatusBar", summary: "The status bar's content (as simctl status_bar override sets it).", initial: StatusBarContent(), fields: [
            .text("time", \.time, .line, "The clock, as written. Default \"9:41\"."),
            .integer("cellularBars", \.cellularBars, 0...4, "Signal, 0…4 bars; unlit bars are faint. Default 4."),
            .choice("dataNetwork", \.dataNetwork, "wifi (the fan), hide (nothing), or a cellular label. Default wifi."),
            .integer("wifiBars", \.wifiBars, 0...3, "Wi-Fi, 0…3 arcs, when dataNetwork is wifi. Default 3."),
            .integer("batteryLevel", \.batteryLevel, 0...100, "0…100 %: the fill's width; red at 20 or below unless charging. Default 100."),
            .flag("isCharging", \.isCharging, "Green fill and a bolt. Default false."),
            .flag("isLowPowerMode", \.isLowPowerMode, "Yellow fill. Default false."),
        ])
    }

    /// The key each accessibility setting is written under in a scene.
    static func key(of setting: AccessibilitySetting) -> String {
        switch setting {
        case .dynamicType: "dynamicType"
        case .contrast: "contrast"
        case .reduceTransparency: "reduceTransparency"
        case .boldText: "boldText"
        case .reduceMotion: "reduceMotion"
        }
    }
}

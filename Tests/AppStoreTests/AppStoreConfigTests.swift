@testable import AppStore
import ConfigFile
import Imaging
import Layout
import Testing

/// Reading config files: every key into the set, mistakes refused with their line and column, and
/// problems with what the file points at kept with the screenshots, devices or locales they stop.
@Suite struct AppStoreConfigTests {
    let scratch = Scratch()

    static let complete = """
    locales: [en-US, ja, de-DE]
    base-locale: en-US
    devices:
      - 6.9"
      - {device: 13", orientation: landscape}
      - 1179x2556
    format: jpeg
    jpeg-quality: 85
    strings:
      ja: strings/ja.yaml
      de-DE:
        "Answers in **seconds**": "Antworten in **Sekunden**"
    style:
      layout: bleed
      background: {linear-gradient: {colors: ["#10A37F", "#0B3D31"], angle: 160}}
      caption:
        font: Sora
        size: 40
        min-size: 24
        weight: heavy
        color: "#FFFFFF"
        highlight-color: "#FFD60A"
        highlight-weight: black
        subtitle-size: 20
        subtitle-weight: medium
        subtitle-color: "#FFFFFFCC"
        max-lines: 2
        subtitle-max-lines: 1
        alignment: leading
        position: top
        line-spacing: 2
        spacing: 12
        tracking: -0.5
        ipad-scale: 1.4
      frame: {finish: silver, shadow: false}
      tilt: -6
      device-x: 0.45
    panorama:
      background: {radial-gradient: {stops: [{color: "#222", at: 0}, {color: "#000", at: 1}], center: [0.5, 0.2], radius: 0.8}}
      from: 2
      to: 3
    screenshots:
      - name: chat
        scene: chatgpt
        localized-scenes: {ja: grok}
        title: "Answers in **seconds**"
        subtitle: Ask anything
      - scene: kik
        title: Chat
        style: {layout: tilted, frame: "#5E5CE6", background: "#101010"}
      - scene: chatgpt
        second-scene: grok
        localized-second-scenes: {de-DE: kik}
        title: Two at once
        style: {layout: two-devices, frame: none}
    """

    @Test func everyKeyReachesTheSet() throws {
        scratch.write("strings/ja.yaml", "\"Answers in **seconds**\": \"**数秒**で回答\"\nChat: チャット\n")
        let set = try loadConfig(Self.complete, in: scratch)
        #expect(set.localizations.map(\.locale) == ["en-US", "ja", "de-DE"])
        #expect(set.baseLocale == "en-US")
        #expect(set.localizations[1].strings?["Chat"] == "チャット")
        #expect(set.localizations[2].strings?["Answers in **seconds**"] == "Antworten in **Sekunden**")
        #expect(set.localizations[0].strings == nil)
        #expect(set.devices.map(\.description) == ["iPhone 6.9\" 1320×2868", "iPad 13\" 2752×2064", "iPhone 6.3\" 1179×2556"])
        #expect(set.format == .jpeg(quality: 85, subsampleChroma: false))
        #expect(set.problems.isEmpty)
        #expect(set.panoramas.count == 1 && set.panoramas[0].range == 1..<3)
        #expect(set.panoramas[0].background == .radialGradient([ResolvedStop(color: RGBA(hex: 0x222222), location: 0),
                                                               ResolvedStop(color: .black, location: 1)],
                                                              center: UnitPoint(x: 0.5, y: 0.2), radius: 0.8))
        let first = set.screenshots[0]
        #expect(first.name == "chat")
        #expect(first.caption == Caption(title: "Answers in **seconds**", subtitle: "Ask anything"))
        #expect(first.screen?.name == "chatgpt.screen" && first.localizedScreens["ja"]?.name == "grok.screen")
        let style = first.style
        #expect(style.layout == .bleed && style.tilt == -6 && style.deviceX == 0.45)
        #expect(style.background == .linearGradient([ResolvedStop(color: RGBA(hex: 0x10A37F), location: 0),
                                                     ResolvedStop(color: RGBA(hex: 0x0B3D31), location: 1)], angle: 160))
        let c = style.caption
        #expect(c.font == "Sora" && c.size == 40 && c.minimumSize == 24 && c.weight == .heavy && c.color == .white)
        #expect(c.highlightColor == RGBA(hex: 0xFFD60A) && c.highlightWeight == .black)
        #expect(c.subtitleSize == 20 && c.subtitleWeight == .medium && c.subtitleColor == RGBA(hex: 0xFFFFFF, alpha: 0.8))
        #expect(c.maxLines == 2 && c.subtitleMaxLines == 1 && c.alignment == .leading && c.position == .top)
        #expect(c.lineSpacing == 2 && c.spacing == 12 && c.tracking == -0.5 && c.iPadScale == 1.4)
        #expect(style.frame == FrameStyle(visible: true, finish: .silver, shadow: false))
        // A screenshot's style changes only what it names.
        let second = set.screenshots[1].style
        #expect(second.layout == .tilted && second.background == .color(RGBA(hex: 0x101010)))
        #expect(second.frame == FrameStyle(visible: true, finish: DeviceFinish(color: RGBA(hex: 0x5E5CE6)), shadow: false))
        #expect(second.caption == c && second.tilt == -6)
        let third = set.screenshots[2]
        #expect(third.style.layout == .twoDevices && !third.style.frame.visible)
        #expect(third.secondScreen?.name == "grok.screen" && third.localizedSecondScreens["de-DE"]?.name == "kik.screen")
        #expect(set.screenshots.allSatisfy { $0.problems.isEmpty })
    }

    @Test func theDefaults() throws {
        let set = try loadConfig("devices: [6.9\"]\nscreenshots:\n  - {scene: chatgpt, title: Hello}\n", in: scratch)
        #expect(set.localizations.map(\.locale) == ["en-US"] && set.baseLocale == "en-US")
        #expect(set.format == .standardPNG)
        let s = set.screenshots[0].style
        #expect(s.layout == .captionTop && s.background == .standard && s.frame == FrameStyle())
        #expect(s.caption == CaptionStyle())
    }

    @Test func mistakesInTheFileAreRefusedWithLineAndColumn() {
        let path = scratch.path + "/appstore.yaml"
        let found = problems("""
        locales: [en-US]
        devices: [6.9"]
        fromat: jpeg
        style:
          layout: tilt
          background: {color: "#12345G"}
          caption: {size: -3, weigth: bold, max-lines: 0}
          frame: titanium
        screenshots:
          - scene: chatgpt
            title: Hello
            subtitel: There
          - scene: kik
          - {scene: chatgpt, second-scene: grok, title: x}
        """, in: scratch)
        #expect(found == [
            "\(path):3:1: unknown key 'fromat' in the document (did you mean 'format'?)",
            "\(path):5:11: 'layout': unknown value 'tilt' (did you mean 'tilted'?); expected one of caption-top, caption-bottom, bleed, tilted, two-devices, screen",
            "\(path):6:23: 'color': expected a colour like #1C1C1E (or #RGB, #RRGGBBAA), got '#12345G'",
            "\(path):7:19: 'size' must be a size in points, more than 0 and at most 400; got -3",
            "\(path):7:23: unknown key 'weigth' in 'caption' (did you mean 'weight'?)",
            "\(path):7:48: 'max-lines' must be 1…10; got 0",
            "\(path):8:10: unknown frame finish 'titanium'; use none, black, silver, white, gold or a colour like #5E5CE6",
            "\(path):12:5: unknown key 'subtitel' in item 1 of 'screenshots' (did you mean 'subtitle'?)",
            "\(path):13:5: item 2 of 'screenshots' needs a 'title' for its 'caption-top' layout (or use the 'screen' layout)",
            "\(path):14:36: 'second-scene' is shown only by the 'two-devices' layout (this screenshot's is 'caption-top')",
        ])
    }

    @Test func aFileThatIsNotYAMLOrIsMissing() {
        let path = scratch.path + "/appstore.yaml"
        #expect(problems("devices: [6.9\"\nscreenshots: []\n", in: scratch).first?.hasPrefix("\(path):2:") == true)
        do { _ = try AppStoreConfig.load(scratch.path + "/none.yaml", scenes: TestScenes()); Issue.record("loaded a missing file") } catch {
            #expect(error.description == "\(scratch.path)/none.yaml:1:1: config file does not exist")
        }
    }

    /// What the file points at or names stops only what it concerns, reported once with its location.
    @Test func problemsWithWhatItNamesStopOnlyTheirScreenshotsDevicesOrLocales() throws {
        scratch.writeBytes("broken.png", [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0])
        let path = scratch.path + "/appstore.yaml"
        let set = try loadConfig("""
        locales: [en-US, xx-YY]
        devices: [6.9", iphone-se, 1000x2000]
        screenshots:
          - {scene: missing.yaml, title: One}
          - {scene: chatgpt, title: Two, style: {caption: {font: Comic Sans}}}
          - {scene: chatgpt, title: Three, style: {background: {image: broken.png}}}
          - {scene: chatgpt, title: Four, style: {background: {image: {path: nowhere.jpg}}}}
          - {scene: chatgpt, title: Five}
        """, in: scratch)
        #expect(set.localizations.map(\.locale) == ["en-US"])
        #expect(set.devices.count == 1)
        #expect(set.problems.map(\.description) == [
            "\(path):1:18: unknown App Store locale 'xx-YY'; App Store Connect takes \(AppStoreLocale.codes.joined(separator: ", "))",
            "\(path):2:17: 'iphone-se': iphone-se-3 screenshots (750×1334) are not a size App Store Connect accepts; it accepts \(AppStoreSize.acceptedList)",
            "\(path):2:28: '1000x2000': App Store Connect does not accept 1000×2000 screenshots; it accepts \(AppStoreSize.acceptedList)",
        ])
        #expect(set.screenshots.map { $0.problems.map(\.description) } == [
            ["\(path):4:13: cannot read the scene 'missing.yaml': No such file or directory"],
            ["\(path):5:58: unknown font 'Comic Sans'; fonts: Inter, Sora, JetBrains Mono, SF Pro, SF Pro Display, SF Pro Text, SF Mono, Söhne, Segoe UI"],
            ["\(path):6:64: background image '\(scratch.path)/broken.png' cannot be decoded as PNG: " + pngDetail(scratch.path + "/broken.png")],
            ["\(path):7:70: background image '\(scratch.path)/nowhere.jpg' no such file"],
            [],
        ])
    }

    private func pngDetail(_ path: String) -> String {
        do { _ = try PNGDecoder().decode(contentsOf: path); return "" } catch { return error.detail }
    }

    @Test func stringsTablesFromYAMLJSONAndAppleStrings() throws {
        scratch.write("ja.json", "{\"Hello\": \"こんにちは\"}")
        let utf16: [UInt8] = [0xFF, 0xFE] + Array("/* caption */\n\"Hello\" = \"Hallo \\\"Welt\\\"\";\n// more\nBye = \"Tsch\\U00FCss\";\n".utf16)
            .flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        scratch.writeBytes("de.strings", utf16)
        let set = try loadConfig("""
        locales: [en-US, ja, de-DE, fr-FR]
        devices: [6.9"]
        strings: {ja: ja.json, de-DE: de.strings, fr-FR: {Hello: Bonjour}}
        screenshots: [{scene: chatgpt, title: Hello}]
        """, in: scratch)
        #expect(set.localizations[1].strings?["Hello"] == "こんにちは")
        #expect(set.localizations[2].strings?["Hello"] == "Hallo \"Welt\"")
        #expect(set.localizations[2].strings?["Bye"] == "Tschüss")
        #expect(set.localizations[2].strings?.entries["Bye"]?.mark?.line == 4)
        #expect(set.localizations[3].strings?["Hello"] == "Bonjour")
        let bad = scratch.write("bad.strings", "\"a\" = \"b\"\n\"c\" = \"d\";\n")
        let found = problems("devices: [6.9\"]\nstrings: {en-US: bad.strings}\nscreenshots: [{scene: chatgpt, title: a}]\n", in: scratch)
        #expect(found == ["\(bad):2:1: expected ';', found '\"'"])
    }

    /// Missing translations fall back to the base language, with one warning per locale naming the keys.
    @Test func missingTranslationsFallBackWithAWarningNamingThem() throws {
        let set = try loadConfig("""
        locales: [en-US, ja, de-DE]
        devices: [6.9"]
        strings:
          ja: {One: 一}
        screenshots:
          - {scene: chatgpt, title: One, subtitle: Sub}
          - {scene: chatgpt, title: Two}
        """, in: scratch)
        let path = scratch.path + "/appstore.yaml"
        #expect(SetRenderer(set).warnings() == [
            "\(path):4:7: warning: locale 'ja' has no translation for 'Sub', 'Two'; shown in en-US",
            "warning: locale 'de-DE' has no strings table, so no translation for 'One', 'Sub', 'Two'; shown in en-US",
        ])
        let localizer = CaptionLocalizer(set: set)
        #expect(localizer.caption(0, in: set.localizations[1])?.caption == Caption(title: "一", subtitle: "Sub"))
        #expect(localizer.caption(1, in: set.localizations[2])?.caption == Caption(title: "Two"))
    }

    @Test func localesAreSpelledAsAppStoreConnectDoes() throws {
        #expect(try AppStoreLocale.canonical("EN_us") == "en-US")
        #expect(try AppStoreLocale.canonical("de") == "de-DE")
        #expect(try AppStoreLocale.canonical("ar") == "ar-SA")
        #expect(try AppStoreLocale.canonical("zh-hans") == "zh-Hans")
        #expect(throws: AppStoreLocaleError(code: "en", suggestions: ["en-AU", "en-CA", "en-GB", "en-US"])) { try AppStoreLocale.canonical("en") }
        #expect(AppStoreLocale.codes.count == 50)
        #expect(AppStoreLocale.isRightToLeft("ar-SA") && AppStoreLocale.isRightToLeft("he") && !AppStoreLocale.isRightToLeft("en-US"))
    }
}

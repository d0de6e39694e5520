@testable import AppStore
import Imaging
import Layout
import MockshotSnapshotTesting
import Testing

/// Representative screenshots at their full App Store sizes, reviewed by eye when recorded: each layout
/// family, a frame of each kind, a right-to-left and a Japanese caption, and a panorama's slice with a
/// device across its seam.
@Suite(.snapshots(diffOptions: DiffOptions(maxDiffPixels: 8)))
struct AppStoreGoldenTests {
    static let green = Background.linearGradient([ResolvedStop(color: RGBA(hex: 0x10A37F), location: 0),
                                                  ResolvedStop(color: RGBA(hex: 0x0B3D31), location: 1)], angle: 180)
    static let kikBlue = Background.linearGradient([ResolvedStop(color: RGBA(hex: 0x4FCBF7), location: 0),
                                                    ResolvedStop(color: RGBA(hex: 0x0093C8), location: 1)], angle: 160)

    static func image(_ set: ScreenshotSet, _ path: String) throws -> RGBAImage {
        let renderer = SetRenderer(set)
        let job = try #require(renderer.jobs().first { $0.path == path }, "no image \(path)")
        guard case .image(let image) = renderer.run([job])[0] else { throw CompositionError("\(path) failed") }
        return try PNGDecoder().decode(image.bytes)
    }

    /// ChatGPT in dark on the 6.9" iPhone: caption above, black frame, the keyword highlighted.
    @Test func captionTopOnTheSixNineInchIPhone() throws {
        var shot = Screenshot(screen: Screens.chatGPT, caption: Caption(title: "Answers in **seconds**", subtitle: "Ask anything, get clear replies"))
        shot.style.background = Self.green
        shot.style.caption.highlightColor = RGBA(hex: 0xB8F5DF)
        let set = ScreenshotSet(screenshots: [shot], devices: [OutputDevice(AppStoreSize.accepted[0])])
        assertSnapshot(of: try Self.image(set, "en-US/01_iphone-16-pro-max.png"), as: .image, named: "chatgpt-caption-top")
    }

    /// Kik on the 13" iPad in Arabic: the device runs off the bottom in a silver frame, the caption right-aligned.
    @Test func bleedOnTheThirteenInchIPadInArabic() throws {
        var shot = Screenshot(screen: Screens.kik, caption: Caption(title: "Chat with **friends**", subtitle: "Fast, private, fun"))
        shot.style.layout = .bleed
        shot.style.background = Self.kikBlue
        shot.style.frame = FrameStyle(finish: .silver)
        shot.style.caption.alignment = .leading
        shot.style.caption.highlightColor = RGBA(hex: 0x002A36)
        let set = ScreenshotSet(screenshots: [shot], devices: [OutputDevice(AppStoreSize.accepted[11])],
                                localizations: [Localization("en-US"), Localization("ar-SA", strings: StringsTable([
                                    "Chat with **friends**": "تحدّث مع **أصدقائك**", "Fast, private, fun": "سريع وخاص وممتع",
                                ]))])
        assertSnapshot(of: try Self.image(set, "ar-SA/01_ipad-pro-13.png"), as: .image, named: "kik-bleed-ipad-arabic")
    }

    /// Grok on the 6.3" iPhone in Japanese: tilted, no frame (the bare screen with its corners and island).
    @Test func tiltedBareScreenInJapanese() throws {
        var shot = Screenshot(screen: Screens.grok, caption: Caption(title: "Ask **Grok**", subtitle: "Answers with sources from X"))
        shot.style.layout = .tilted
        shot.style.frame = FrameStyle(visible: false)
        shot.style.background = .radialGradient([ResolvedStop(color: RGBA(hex: 0x3A3A40), location: 0),
                                                 ResolvedStop(color: .black, location: 1)], center: UnitPoint(x: 0.5, y: 0.3), radius: 1)
        let set = ScreenshotSet(screenshots: [shot], devices: [OutputDevice(AppStoreSize.accepted[5])],
                                localizations: [Localization("en-US"), Localization("ja", strings: StringsTable([
                                    "Ask **Grok**": "**Grok**に聞く", "Answers with sources from X": "Xの情報源つきで答えます",
                                ]))])
        assertSnapshot(of: try Self.image(set, "ja/01_iphone-16-pro.png"), as: .image, named: "grok-tilted-bare-japanese")
    }

    /// Two devices on the 6.5" iPhone: ChatGPT light in front, dark behind, gold frames.
    @Test func twoDevices() throws {
        var shot = Screenshot(screen: Screens.chatGPTLight, secondScreen: Screens.chatGPT, caption: Caption(title: "Light or **dark**"))
        shot.style.layout = .twoDevices
        shot.style.background = .color(RGBA(hex: 0xF2F2F7))
        shot.style.caption.color = RGBA(hex: 0x111111)
        shot.style.caption.highlightColor = RGBA(hex: 0x10A37F)
        shot.style.frame = FrameStyle(finish: .gold)
        let set = ScreenshotSet(screenshots: [shot], devices: [OutputDevice(AppStoreSize.accepted[3])])
        assertSnapshot(of: try Self.image(set, "en-US/01_iphone-13-pro-max.png"), as: .image, named: "chatgpt-two-devices")
    }

    /// The middle slice of a three-screenshot panorama on the 6.9" iPhone: its device centred on the seam
    /// with the next screenshot (the other half is the next slice's), over its third of the gradient.
    /// (The set `PanoramaTests` checks the seams of, drawn once for both.)
    @Test func panoramaSliceWithADeviceAcrossTheSeam() throws {
        let rendered = try PanoramaTests.sixNine.get()
        #expect(rendered.paths[1] == "en-US/02_iphone-16-pro-max.png")
        assertSnapshot(of: rendered.slices[1], as: .image, named: "panorama-slice")
    }
}

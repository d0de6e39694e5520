import CharacterAIKit
import ChatGPTKit
import CopilotKit
import GrokKit
import Imaging
import KikKit
import Layout
import MockshotKit
import Render
import Testing

/// Every brand screen in its default state, first colour scheme.
struct ScreenCase: Sendable, CustomTestStringConvertible {
    let kit: String
    let name: String
    let mode: ColorScheme
    var testDescription: String { "\(name) \(mode.rawValue)" }
}

var kits: [BrandKit] { [ChatGPTKit.kit, GrokKit.kit, CopilotKit.kit, CharacterAIKit.kit, KikKit.kit] }
let screenCases: [ScreenCase] = kits.flatMap { kit in
    kit.renderables.filter { $0.kind == .screen }.map { ScreenCase(kit: kit.id, name: $0.name, mode: $0.modes[0]) }
}
/// The small, the mandatory App Store and the large iPad size.
let reviewDevices: [Device] = [.iPhoneSE3, .iPhone16ProMax, .iPadPro13]

func renderable(_ c: ScreenCase) throws -> (BrandKit, Renderable) {
    let kit = try #require(kits.first { $0.id == c.kit })
    kit.registerAssets()
    return (kit, try #require(kit.renderable(named: c.name)))
}

@Suite struct ScreensOnDevicesTests {
    /// Every screen renders at exactly the device's screenshot size and lays out to the device: its root
    /// fills the screen, and nothing is letterboxed: the top bar's items (the drawn leaves in the 120 pt
    /// under the status bar, backgrounds aside) reach within 32 pt of both edges, as a layout made for a
    /// narrower screen and centred would not. With `MOCKSHOT_DEVICE_RENDERS=dir` the images are written
    /// there for review.
    ///
    /// Only sizes and frames are checked, so the screen is laid out as `render(…, device:)` lays it out (the
    /// device in the environment, at scale 1) without painting it, and its canvas is sized in pixels as the
    /// renderer sizes it (`ImageBudget.pixelSize` of the layout's canvas); `aScreenOnTheSixNineInchIPhoneIs1320By2868`
    /// and `DeviceGoldenTests` paint screens on devices.
    @Test(arguments: screenCases, reviewDevices)
    func screenFillsTheDevice(_ c: ScreenCase, _ device: Device) throws {
        let (_, r) = try renderable(c)
        var env = EnvironmentValues()
        env.device = device
        let layout = try r.layout(state: nil, mode: c.mode, scale: 1, environment: env)
        let pixels = try ImageBudget.default.pixelSize(width: layout.canvasSize.width, height: layout.canvasSize.height, scale: 1)
        #expect(pixels.width == Int(device.size.width) && pixels.height == Int(device.size.height))
        let root = layout.root
        #expect(root.frame.size == device.size)
        let top = device.safeAreaInsets.top, width = device.size.width
        let bar = layout.allNodes.filter { node in
            guard node.children.isEmpty, node.frame.width < width - 1, node.frame.width > 0 else { return false }
            if case .none = node.content { return false }
            return node.frame.minY >= top && node.frame.minY < top + 120
        }
        if !bar.isEmpty {   // the voice screen has no top bar
            #expect(bar.map(\.frame.minX).min()! <= 32, "\(c.name) on \(device.id): leading items start at \(bar.map(\.frame.minX).min()!)")
            #expect(bar.map(\.frame.maxX).max()! >= width - 32, "\(c.name) on \(device.id): trailing items end at \(bar.map(\.frame.maxX).max()!)")
        }
        if let dir = FileSystem.environment(["MOCKSHOT_DEVICE_RENDERS"])["MOCKSHOT_DEVICE_RENDERS"] {
            let full = try r.render(state: nil, mode: c.mode, device: device)
            try full.writePNG(to: "\(dir)/\(c.name).\(device.id).png")
        }
    }

    /// On the 6.9" iPhone a screen is exactly 1320×2868 px at the device's own scale.
    @Test func aScreenOnTheSixNineInchIPhoneIs1320By2868() throws {
        let image = try ChatGPTKit.kit.renderable(named: "chatgpt.screen").map {
            try $0.render(state: nil, mode: .light, device: .iPhone16ProMax)
        }
        #expect(image?.pixelWidth == 1320 && image?.pixelHeight == 2868)
    }
}

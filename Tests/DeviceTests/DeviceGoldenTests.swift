import Layout
import MockshotKit
import MockshotSnapshotTesting
import Testing

/// A brand screen on a device other than the default, reviewed by eye when recorded.
struct DeviceGolden: Sendable, CustomTestStringConvertible {
    let kit: String
    let name: String
    let mode: ColorScheme
    let device: Device
    /// nil: the device's own scale.
    let scale: Double?
    var testDescription: String { "\(name) \(mode.rawValue) on \(device.id)" }
    var fileName: String { "\(name).\(device.id)\(device.orientation == .landscape ? "-landscape" : "").\(mode.rawValue)" }
}

/// The App Store's 6.9" size at its full 1320×2868 px, the smallest iPhone with its home button and
/// 20 pt status bar, the largest iPad with the readable column, and an iPad turned to landscape.
let deviceGoldens: [DeviceGolden] = [
    DeviceGolden(kit: "chatgpt", name: "chatgpt.screen", mode: .light, device: .iPhone16ProMax, scale: nil),
    DeviceGolden(kit: "kik", name: "kik.chats-screen", mode: .light, device: .iPhoneSE3, scale: nil),
    DeviceGolden(kit: "grok", name: "grok.screen", mode: .dark, device: .iPadPro13, scale: 1),
    DeviceGolden(kit: "characterai", name: "characterai.screen", mode: .dark, device: Device.iPadPro11.oriented(.landscape), scale: 1),
]

@Suite struct DeviceGoldenTests {
    @Test(arguments: deviceGoldens)
    func screenOnDevice(_ g: DeviceGolden) throws {
        let (_, r) = try renderable(ScreenCase(kit: g.kit, name: g.name, mode: g.mode))
        assertSnapshot(of: r, as: .renderable(mode: g.mode, device: g.device, scale: g.scale), named: g.fileName)
    }
}

@testable import AppStore
import Testing

@Suite struct ScratchTests {
    @Test func look() throws {
        var shot = Screenshot(name: "chat", screen: Screens.chatGPT, secondScreen: Screens.grok,
                              caption: Caption(title: "Answers in **seconds**", subtitle: "Ask anything, get clear replies"))
        shot.style.background = .linearGradient([.init(color: .init(hex: 0x10A37F), location: 0), .init(color: .init(hex: 0x0B3D31), location: 1)], angle: 180)
        var shots: [Screenshot] = []
        for layout in ScreenshotLayout.allCases {
            var s = shot; s.style.layout = layout; s.name = layout.rawValue
            shots.append(s)
        }
        var frameless = shot; frameless.style.frame.visible = false; shots.append(frameless)
        var silver = shot; silver.style.frame.finish = .silver; silver.style.background = .color(.init(hex: 0xF2F2F7)); silver.style.caption.color = .init(hex: 0x111111); shots.append(silver)
        let set = ScreenshotSet(screenshots: shots, devices: [try OutputDevice.named("6.9\""), try OutputDevice.named("13\""), try OutputDevice.named("5.5\""), try OutputDevice.named("6.1\"-landscape")])
        let images = try set.renderAll()
        dump(images, prefix: "scratch")
    }
}

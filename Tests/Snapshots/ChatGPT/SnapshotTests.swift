import Layout
import MockshotKit
import MockshotSnapshotTesting
import Testing
@testable import ChatGPTKit

/// Golden images of every component in every state and scheme (scale 2), each screen (scale 2) and
/// the component sheet (scale 1): `__Snapshots__/SnapshotTests/<test>.<component>.<state>.<mode>.png`,
/// reviewed by eye against the guide when recorded.
@Suite("Snapshots")
struct SnapshotTests {
    /// Computed: `BrandKit` holds closures and is not `Sendable`.
    static var kit: BrandKit { ChatGPTKit.kit }

    @Test(arguments: ChatGPTKit.kit.cases(.component))
    func components(_ c: RenderCase) {
        assertSnapshot(of: c, in: Self.kit, scale: 2)
    }

    @Test(arguments: ChatGPTKit.kit.cases(.screen))
    func screens(_ c: RenderCase) {
        assertSnapshot(of: c, in: Self.kit, scale: 2)
    }

    @Test(arguments: ChatGPTKit.kit.cases(.sheet))
    func sheet(_ c: RenderCase) {
        assertSnapshot(of: c, in: Self.kit, scale: 1)
    }

    /// 15 components with 48 states, light and dark; the chat (4 states) and sidebar screens in both
    /// schemes, voice mode (4 frames) in dark only; the sheet in both.
    @Test func caseListCoversEveryState() {
        let components = ChatGPTKit.kit.cases(.component)
        #expect(components.count == 96)
        #expect(ChatGPTKit.kit.cases(.screen).count == 8 + 4 + 2)
        #expect(ChatGPTKit.kit.cases(.sheet).count == 2)
        #expect(Set(components.map(\.fileName)).count == components.count)
    }
}

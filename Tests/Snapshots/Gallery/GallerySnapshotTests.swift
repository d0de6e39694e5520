import Testing
import Layout
import MockshotKit
import MockshotSnapshotTesting
@testable import Gallery

/// Golden images of the engine's primitive gallery at @2x, light and dark, and the benchmark scene.
@Suite struct GallerySnapshotTests {
    func renderable(_ name: String) throws -> Renderable {
        try #require(Gallery.renderables.first { $0.name == name })
    }

    @Test(arguments: [ColorScheme.light, .dark])
    func gallery(_ mode: ColorScheme) throws {
        assertSnapshot(of: try renderable("gallery"), as: .renderable(mode: mode, scale: 2), named: mode.rawValue)
    }

    /// The containers section alone, so its specimens can be reviewed at full size.
    @Test(arguments: [ColorScheme.light, .dark])
    func containers(_ mode: ColorScheme) throws {
        assertSnapshot(of: try renderable("gallery.containers"), as: .renderable(mode: mode, scale: 2), named: mode.rawValue)
    }

    /// The sections of the iOS controls and of the accessibility settings on their own, for review.
    @Test(arguments: ["gallery.controls", "gallery.accessibility"], [ColorScheme.light, .dark])
    func section(_ name: String, _ mode: ColorScheme) throws {
        assertSnapshot(of: try renderable(name), as: .renderable(mode: mode, scale: 2), named: "\(name.dropFirst(8)).\(mode.rawValue)")
    }

    /// Text in every script at @3x, the scale where emoji images are scaled least, strict: any character
    /// drawn as a box fails.
    @Test(.snapshots(strictWarnings: true)) func everyScript() throws {
        assertSnapshot(of: try renderable("gallery.scripts"), as: .renderable(mode: .light, scale: 3), named: "light-3x")
    }

    @Test(arguments: [ColorScheme.light, .dark])
    func benchScreen(_ mode: ColorScheme) throws {
        assertSnapshot(of: try renderable("bench.chat-screen"), as: .renderable(mode: mode, scale: 1), named: mode.rawValue)
    }
}

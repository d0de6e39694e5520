import Testing
import Layout
import MockshotKit
import SnapshotTesting
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

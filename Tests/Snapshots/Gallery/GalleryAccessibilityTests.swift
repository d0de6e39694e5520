import Layout
import MockshotKit
import Testing
@testable import Gallery

/// The gallery's renderables declare what each accessibility setting changes, as the kits do; the
/// declaration is checked against the pixels.
@Suite struct GalleryAccessibilityTests {
    @Test(arguments: Gallery.renderables.map(\.name))
    func declarationIsWhatThePixelsShow(_ name: String) throws {
        let r = try #require(Gallery.renderables.first { $0.name == name })
        for mode in r.modes {
            for state in r.states.isEmpty ? [nil] : r.states.map(Optional.some) {
                let measured = try r.measuredHonours(state: state, mode: mode)
                #expect(r.honours(state, mode) == measured, "\(name) \(state ?? "-") \(mode)")
            }
        }
    }
}

import Layout
import MockshotKit
import Testing
@testable import CharacterAIKit

/// Every component and screen state declares the accessibility settings it honours, and the declaration
/// is what the pixels say: each setting is rendered on its own and compared with the plain render.
/// A declared setting must change the picture; an undeclared one must be refused by `render`, with a
/// message naming it.
@Suite("Accessibility declarations")
struct AccessibilityDeclarationTests {
    static var kit: BrandKit { CharacterAIKit.kit }

    @Test(arguments: CharacterAIKit.kit.cases(.component) + CharacterAIKit.kit.cases(.screen))
    func declarationIsWhatThePixelsShow(_ c: RenderCase) throws {
        Self.kit.registerAssets()
        let r = try #require(Self.kit.renderable(named: c.name))
        let state = c.state ?? r.states.first
        let declared = r.honours(state, c.mode).subtracting(r.preset(state).requested)
        let measured = try r.measuredHonours(state: state, mode: c.mode)
        #expect(declared == measured, "declared \(declared.sorted()), pixels change with \(measured.sorted())")
        for setting in AccessibilitySetting.allCases where !declared.contains(setting) && !r.preset(state).requested.contains(setting) {
            var env = EnvironmentValues()
            AccessibilitySettings.only(setting).apply(to: &env)
            let error = #expect(throws: AccessibilityError.self) {
                _ = try r.render(state: state, mode: c.mode, scale: 1, environment: env)
            }
            #expect(error?.description.contains(setting.flag) == true)
        }
    }

    /// The sheet shows every component, so it honours what any of them does.
    @Test func sheetHonoursWhatItsComponentsDo() {
        for mode in Self.kit.modes {
            var union = Set<AccessibilitySetting>()
            for r in Self.kit.renderables where r.kind == .component {
                for s in r.states.isEmpty ? [nil] : r.states.map(Optional.some) { union.formUnion(r.honours(s, mode)) }
            }
            #expect(Self.kit.sheet.honours(nil, mode) == union)
        }
    }
}

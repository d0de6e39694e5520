import Layout
import MockshotKit
import Testing

/// Checks that one state × mode of a kit's renderable declares exactly the accessibility settings its pixels
/// honour: each setting is rendered on its own and compared with the plain render (`measuredHonours`). A
/// declared setting must change the picture; an undeclared one must be refused by `render`, with a message
/// naming its flag. Every kit's suite runs this over its components and screens, so the check lives here
/// once rather than in five copies.
public func assertAccessibilityDeclaration(of renderCase: RenderCase, in kit: BrandKit,
                                           sourceLocation: SourceLocation = #_sourceLocation) throws {
    kit.registerAssets()
    let r = try #require(kit.renderable(named: renderCase.name), sourceLocation: sourceLocation)
    let state = renderCase.state ?? r.states.first
    let preset = r.preset(state).requested
    let declared = r.honours(state, renderCase.mode).subtracting(preset)
    let measured = try r.measuredHonours(state: state, mode: renderCase.mode)
    #expect(declared == measured, "declared \(declared.sorted()), pixels change with \(measured.sorted())",
            sourceLocation: sourceLocation)
    for setting in AccessibilitySetting.allCases where !declared.contains(setting) && !preset.contains(setting) {
        var env = EnvironmentValues()
        AccessibilitySettings.only(setting).apply(to: &env)
        let error = #expect(throws: AccessibilityError.self, sourceLocation: sourceLocation) {
            _ = try r.render(state: state, mode: renderCase.mode, scale: 1, environment: env)
        }
        #expect(error?.description.contains(setting.flag) == true, sourceLocation: sourceLocation)
    }
}

/// The sheet shows every component, so in each mode it honours what any of the kit's components does.
public func assertSheetHonoursItsComponents(in kit: BrandKit, sourceLocation: SourceLocation = #_sourceLocation) {
    for mode in kit.modes {
        var union = Set<AccessibilitySetting>()
        for r in kit.renderables where r.kind == .component {
            for s in r.states.isEmpty ? [nil] : r.states.map(Optional.some) { union.formUnion(r.honours(s, mode)) }
        }
        #expect(kit.sheet.honours(nil, mode) == union, sourceLocation: sourceLocation)
    }
}

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
    // Caught by hand rather than with `#expect(throws:)`, which describes each error it catches by
    // reflection even when the check passes (a few per cent of a kit's suite); the same three failures
    // are reported: no error, another error, a message that does not name the flag.
    for setting in AccessibilitySetting.allCases where !declared.contains(setting) && !preset.contains(setting) {
        var env = EnvironmentValues()
        AccessibilitySettings.only(setting).apply(to: &env)
        do {
            _ = try r.render(state: state, mode: renderCase.mode, scale: 1, environment: env)
            Issue.record("\(renderCase) rendered with \(setting), which it does not declare: expected an AccessibilityError",
                         sourceLocation: sourceLocation)
        } catch let error as AccessibilityError {
            let namesTheFlag = error.description.contains(setting.flag)
            #expect(namesTheFlag, "\(renderCase) refused \(setting) without naming \(setting.flag): \(error)",
                    sourceLocation: sourceLocation)
        } catch {
            Issue.record(error, "\(renderCase) with \(setting): expected an AccessibilityError", sourceLocation: sourceLocation)
        }
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

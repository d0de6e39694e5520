import Layout
import Imaging
import Render

extension Renderable {
    /// The accessibility settings that actually change `state` in `mode`: each one is rendered on its own
    /// (at `scale`, over the brand background) and compared pixel by pixel with the plain render. Work that
    /// cannot change the answer is skipped: a setting whose environment key the plain render never read
    /// renders the same (see `EnvironmentReads`), and one whose layout gives the plain render's display
    /// list and background paints the same pixels (see `LayoutResult.drawsTheSame`), so it is not drawn, and
    /// one whose canvas has another pixel size differs without drawing. The rest are compared row by row
    /// until the first difference (`RenderedImage.hasSamePixels`).
    /// Most states honour only some of the settings, so this spares a good part of the work.
    /// Settings the state presets are left out (the state shows them whatever the caller asks).
    ///
    /// This is the measurement `honours` declares in advance: tests compare the two, so a declaration
    /// can neither claim a setting that changes nothing nor hide one that does.
    public func measuredHonours(state: String?, mode: ColorScheme, scale: Double = 1) throws -> Set<AccessibilitySetting> {
        try measuredHonours(state: state, mode: mode, scale: scale, device: .default)
    }

    /// The same measurement on `device`: the state is drawn as `render(state:mode:device:…)` draws it (a
    /// screen fills the device's screen). A declaration does not depend on the device, so it must hold on
    /// every device.
    public func measuredHonours(state: String?, mode: ColorScheme, scale: Double = 1,
                                device: Device) throws -> Set<AccessibilitySetting> {
        let state = state ?? states.first
        let preset = self.preset(state)
        /// The state under `settings`, laid out; painted unless `skip` says the layout and background
        /// need no drawing (then the image is nil). With `reads`, every environment key read is recorded.
        func render(_ settings: AccessibilitySettings, recording reads: EnvironmentReads? = nil,
                    unless skip: (LayoutResult, RGBA?) -> Bool) throws -> (image: RenderedImage?, background: RGBA?) {
            var env = EnvironmentValues()
            env.device = device
            settings.apply(to: &env)
            env.colorScheme = mode
            func render() throws -> (image: RenderedImage?, background: RGBA?) {
                let background = self.background(mode)?.resolve(in: env)
                let image = try Renderer.render(make(state), proposal: canvas.proposal(on: device), environment: env,
                                                options: RenderOptions(scale: scale, background: background),
                                                unless: { skip($0, background) })
                return (image, background)
            }
            return try reads.map { try $0.recording(render) } ?? render()
        }
        let reads = EnvironmentReads()
        let plain = try render(.standard, recording: reads, unless: { _, _ in false })
        guard let plainImage = plain.image else { preconditionFailure("a render that skips nothing is painted") }
        let plainSize = (width: plainImage.pixelWidth, height: plainImage.pixelHeight)
        var changed = Set<AccessibilitySetting>()
        for setting in AccessibilitySetting.allCases where !preset.requested.contains(setting) {
            // The settings' environment differs from the plain one only in the keys the setting assigns: if
            // the plain render read none of them, this render would read the same values and do the same.
            var assigned = EnvironmentValues()
            AccessibilitySettings.only(setting).apply(to: &assigned)
            guard reads.readAny(of: assigned) else { continue }
            // A display list and background the same as the plain render's paint the same pixels: no need
            // to draw them. A canvas of another pixel size (as the renderer rounds it, `ImageBudget`) is
            // another picture whatever is drawn on it: no need either. Otherwise draw and compare, since
            // different commands may still give the same pixels.
            var resized = false
            let other = try render(AccessibilitySettings.only(setting), unless: { layout, background in
                if background == plain.background && layout.drawsTheSame(as: plainImage.layout) { return true }
                // A size the budget refuses is left to the render, which throws as before.
                guard let pixels = try? ImageBudget.default.pixelSize(width: layout.canvasSize.width,
                                                                      height: layout.canvasSize.height, scale: scale)
                else { return false }
                resized = pixels != plainSize
                return resized
            })
            if resized || other.image.map({ !$0.hasSamePixels(as: plainImage) }) == true { changed.insert(setting) }
        }
        return changed
    }
}

extension AccessibilitySettings {
    /// One setting turned on, at the value the command line's examples use (Dynamic Type
    /// `accessibility2`), the others at iOS's defaults.
    public static func only(_ setting: AccessibilitySetting) -> AccessibilitySettings {
        switch setting {
        case .dynamicType: AccessibilitySettings(dynamicTypeSize: .accessibility2)
        case .contrast: AccessibilitySettings(contrast: .increased)
        case .reduceTransparency: AccessibilitySettings(reduceTransparency: true)
        case .boldText: AccessibilitySettings(boldText: true)
        case .reduceMotion: AccessibilitySettings(reduceMotion: true)
        }
    }
}

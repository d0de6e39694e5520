import Layout
import Imaging
import Render

extension Renderable {
    /// The accessibility settings that actually change `state` in `mode`: each one is rendered on its own
    /// (at `scale`, over the brand background) and compared pixel by pixel with the plain render.
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
        func pixels(_ settings: AccessibilitySettings) throws -> RGBAImage {
            var env = EnvironmentValues()
            env.device = device
            settings.apply(to: &env)
            env.colorScheme = mode
            let background = self.background(mode)?.resolve(in: env)
            return try Renderer.render(make(state), proposal: canvas.proposal(on: device), environment: env,
                                       options: RenderOptions(scale: scale, background: background)).rgbaImage()
        }
        let plain = try pixels(.standard)
        var changed = Set<AccessibilitySetting>()
        for setting in AccessibilitySetting.allCases where !preset.requested.contains(setting) {
            if try pixels(AccessibilitySettings.only(setting)) != plain { changed.insert(setting) }
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

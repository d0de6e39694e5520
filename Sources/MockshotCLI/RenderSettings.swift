import Imaging
import Layout
import MockshotKit
import Scene

/// The options shared by `render` and `sheet`: scale, colour scheme, device, width, accessibility settings.
///
/// Precedence with scenes: an option given on the command line wins over the scene's key for the same
/// setting (`--mode dark` over `colorScheme: light`, `--device` over `device:`, `--dynamic-type` over
/// `accessibility.dynamicType`), so one scene renders in every variant without editing it; a scene's keys
/// win over a manifest's `defaults:`; what nobody sets keeps the content model's and iOS's defaults.
struct RenderSettings: Sendable {
    /// Widest canvas accepted, in points (the pixel budget also applies after scaling).
    static let maxWidth = 4096.0
    static let dynamicTypeSizes = DynamicTypeSize.allCases.map { "\($0)" }

    /// Options of both commands. `--output` is declared by each command (its default differs).
    static let options: [OptionSpec] = [
        .value("--scale", "1|2|3", short: "-s", choices: ["1", "2", "3"], "pixels per point"),
        .value("--mode", "MODE", short: "-m", choices: ["light", "dark"], "colour scheme (default: the first the renderable supports)"),
        .value("--device", "NAME", "the device a screen fills, e.g. iphone-16-pro-max, 6.9\", ipad-pro-13-landscape (see 'mockshot list --devices'); its scale unless --scale"),
        .value("--width", "PT", short: "-w", "canvas width in points, at most 4096 (not for fixed-size screens)"),
        .value("--layout-json", "FILE", "also write the laid-out tree (frames in points) as JSON"),
        .value("--dynamic-type", "SIZE", choices: dynamicTypeSizes, "Dynamic Type size"),
        .value("--contrast", "C", choices: ["standard", "increased"], "Increase Contrast"),
        .flag("--reduce-transparency", "Reduce Transparency"),
        .flag("--reduce-motion", "Reduce Motion"),
        .flag("--bold-text", "Bold Text"),
        .value("--locale", "TAG", "the phone's language and region (ar, he-IL, ja-JP, zh-Hant-TW); Arabic, Hebrew, Persian, Urdu lay out right to left"),
        .value("--layout-direction", "DIR", choices: ["ltr", "rtl"], "force left-to-right or right-to-left layout (default: the locale's)"),
        .flag("--strict", "treat warnings (a character no bundled font has, an unknown font) as errors, for CI"),
        .flag("--transparent", "no brand canvas behind the view (alpha where nothing is drawn)"),
        .value("--compression", "0-9", choices: (0...9).map(String.init), "PNG compression: 0 stored, 1-3 fast (igzip), 4-9 smaller (zlib) (default: 3)"),
        .flag("--timings", "print the milliseconds of each step to stderr"),
    ]

    var scale: Double = 2
    /// Whether `--scale` was given (a device's own scale applies otherwise).
    var scaleGiven = false
    var mode: ColorScheme?
    /// `--device`: screens fill its screen; nil leaves the default (or a scene's device).
    var device: Device?
    /// Whether the `--device` name says its orientation (`-landscape`, `-portrait`); otherwise a scene's
    /// `orientation:` still applies to the device the option names.
    var deviceOrientationGiven = false
    /// The accessibility options given, each overriding a scene's key.
    var accessibility = AccessibilityOverrides()
    var width: Double?
    var environment = EnvironmentValues()
    var transparent = false
    var compression: Int?
    /// `--timings`: print how long each step took to stderr.
    var timings = false
    /// `--locale`, each overriding a scene's `locale:`.
    var locale: LocaleTag?
    /// `--layout-direction`, overriding a scene's `layoutDirection:` (and the locale's direction).
    var layoutDirection: LayoutDirection?
    /// `--strict`: a render with warnings fails.
    var strict = false

    init(_ args: ParsedArguments) throws(CLIError) {
        if let s = args.value("--scale"), let v = Double(s) { scale = v; scaleGiven = true }
        if let name = args.value("--device") {
            do { device = try Device.named(name) } catch { throw CLIError.usage("--device: \(error)") }
            environment.device = device!
            let spelled = name.lowercased().replacing(" ", with: "-").replacing("_", with: "-")
            deviceOrientationGiven = spelled.hasSuffix("-landscape") || spelled.hasSuffix("-portrait")
        }
        if let m = args.value("--mode") { mode = ColorScheme(rawValue: m) }
        if let w = args.value("--width") {
            guard let v = Double(w), v.isFinite, v > 0, v <= Self.maxWidth else {
                throw CLIError.usage("--width must be a number of points greater than 0 and at most \(Int(Self.maxWidth)) (got '\(w.oneLine)')")
            }
            width = v
        }
        if let d = args.value("--dynamic-type"), let i = Self.dynamicTypeSizes.firstIndex(of: d) {
            accessibility.dynamicTypeSize = DynamicTypeSize.allCases[i]
        }
        if let c = args.value("--contrast") { accessibility.contrast = c == "increased" ? .increased : .standard }
        compression = args.value("--compression").flatMap { Int($0) }
        accessibility.reduceTransparency = args.flag("--reduce-transparency")
        accessibility.reduceMotion = args.flag("--reduce-motion")
        accessibility.boldText = args.flag("--bold-text")
        environment = accessibility.applied(to: environment)
        transparent = args.flag("--transparent")
        timings = args.flag("--timings")
        strict = args.flag("--strict")
        if let text = args.value("--locale") {
            switch SceneLocale.parse(text) {
            case .success(let tag): locale = tag
            case .failure(let e): throw CLIError.usage("--locale: \(e)")
            }
        }
        if let d = args.value("--layout-direction") { layoutDirection = d == "rtl" ? .rightToLeft : .leftToRight }
        if let locale { environment.setLocale(locale, layoutDirection: layoutDirection) }
        else if let layoutDirection { environment.layoutDirection = layoutDirection }
    }

    /// The scale of a render: `--scale`, else the device's when `--device` is given, else 2.
    var resolvedScale: Double { scaleGiven ? scale : device?.scale ?? scale }

    /// `scene` with the options given on the command line applied over its keys (see the type's note).
    func apply(to scene: inout Scene) {
        if let device { scene.device = deviceOrientationGiven ? device : device.oriented(scene.device.orientation) }
        if scaleGiven { scene.scale = scale }
        if let mode { scene.colorScheme = mode }
        scene.accessibility = accessibility.applied(to: scene.accessibility)
        if let locale { scene.locale = locale }
        if let layoutDirection { scene.layoutDirection = layoutDirection }
    }

    /// The colour scheme for `r`: the requested one if supported, else its first.
    func scheme(for r: Renderable) throws(CLIError) -> ColorScheme {
        guard let mode else { return r.modes.first ?? .light }
        guard r.modes.contains(mode) else {
            throw CLIError.usage(RegistryError.unsupportedMode(name: r.name, mode: mode.rawValue, valid: r.modes.map(\.rawValue)).description)
        }
        return mode
    }

    /// Refuses `--width` for a renderable whose canvas is a fixed size or a device's screen: the width
    /// would crop it.
    func checkWidth(for r: Renderable) throws(CLIError) {
        guard width != nil else { return }
        let size: Size
        switch r.canvas {
        case .fitting: return
        case .fixed(let fixed): size = fixed
        case .device:
            let proposal = r.canvas.proposal(on: environment.device)
            size = Size(width: proposal.width ?? 0, height: proposal.height ?? 0)
        }
        throw CLIError.usage("--width does not apply to \(r.name): its canvas is a fixed \(Self.points(size.width))×\(Self.points(size.height)) pt screen")
    }

    private static func points(_ v: Double) -> String { v == v.rounded() ? String(Int(v)) : String(v) }
}

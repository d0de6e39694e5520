import Imaging
import Layout
import MockshotKit

/// The options shared by `render` and `sheet`: scale, colour scheme, width, accessibility settings.
struct RenderSettings {
    /// Widest canvas accepted, in points (the pixel budget also applies after scaling).
    static let maxWidth = 4096.0
    static let dynamicTypeSizes = DynamicTypeSize.allCases.map { "\($0)" }

    /// Options of both commands. `--output` is declared by each command (its default differs).
    static let options: [OptionSpec] = [
        .value("--scale", "1|2|3", short: "-s", choices: ["1", "2", "3"], "pixels per point"),
        .value("--mode", "MODE", short: "-m", choices: ["light", "dark"], "colour scheme (default: the first the renderable supports)"),
        .value("--width", "PT", short: "-w", "canvas width in points, at most 4096 (not for fixed-size screens)"),
        .value("--layout-json", "FILE", "also write the laid-out tree (frames in points) as JSON"),
        .value("--dynamic-type", "SIZE", choices: dynamicTypeSizes, "Dynamic Type size"),
        .value("--contrast", "C", choices: ["standard", "increased"], "Increase Contrast"),
        .flag("--reduce-transparency", "Reduce Transparency"),
        .flag("--reduce-motion", "Reduce Motion"),
        .flag("--bold-text", "Bold Text"),
        .flag("--transparent", "no brand canvas behind the view (alpha where nothing is drawn)"),
        .value("--compression", "0-9", choices: (0...9).map(String.init), "zlib level of the PNG (default: fast)"),
        .flag("--timings", "print the milliseconds of each step to stderr"),
    ]

    var scale: Double = 2
    var mode: ColorScheme?
    var width: Double?
    var environment = EnvironmentValues()
    var transparent = false
    var compression: Int?
    /// `--timings`: print how long each step took to stderr.
    var timings = false

    init(_ args: ParsedArguments) throws(CLIError) {
        if let s = args.value("--scale"), let v = Double(s) { scale = v }
        if let m = args.value("--mode") { mode = ColorScheme(rawValue: m) }
        if let w = args.value("--width") {
            guard let v = Double(w), v.isFinite, v > 0, v <= Self.maxWidth else {
                throw CLIError.usage("--width must be a number of points greater than 0 and at most \(Int(Self.maxWidth)) (got '\(w.oneLine)')")
            }
            width = v
        }
        if let d = args.value("--dynamic-type"), let i = Self.dynamicTypeSizes.firstIndex(of: d) {
            environment.dynamicTypeSize = DynamicTypeSize.allCases[i]
        }
        if let c = args.value("--contrast") { environment.colorSchemeContrast = c == "increased" ? .increased : .standard }
        compression = args.value("--compression").flatMap { Int($0) }
        environment.accessibilityReduceTransparency = args.flag("--reduce-transparency")
        environment.accessibilityReduceMotion = args.flag("--reduce-motion")
        if args.flag("--bold-text") { environment.legibilityWeight = .bold }
        transparent = args.flag("--transparent")
        timings = args.flag("--timings")
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

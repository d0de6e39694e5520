import Layout
import MockshotKit

/// The options shared by `render` and `sheet`: scale, colour scheme, width, accessibility settings.
struct RenderSettings {
    static let valued: Set<String> = ["--output", "--state", "--scale", "--mode", "--width", "--layout-json", "--dynamic-type",
                                      "--contrast", "--compression"]
    static let switches: Set<String> = ["--reduce-transparency", "--reduce-motion", "--bold-text", "--transparent", "--timings"]
    static let aliases = ["-o": "--output", "-s": "--scale", "-m": "--mode", "-w": "--width"]
    /// Widest canvas accepted, in points (the pixel budget also applies after scaling).
    static let maxWidth = 4096.0

    var scale: Double = 2
    var mode: ColorScheme?
    var width: Double?
    var environment = EnvironmentValues()
    var transparent = false
    var compression: Int?
    /// `--timings`: print how long each step took to stderr.
    var timings = false

    init(_ args: Arguments) throws(CLIError) {
        if let s = args.value("--scale") {
            guard let v = Int(s), (1...3).contains(v) else { throw CLIError.usage("--scale must be 1, 2 or 3 (got '\(s)')") }
            scale = Double(v)
        }
        if let m = args.value("--mode") {
            guard let v = ColorScheme(rawValue: m) else { throw CLIError.usage("--mode must be light or dark (got '\(m)')") }
            mode = v
        }
        if let w = args.value("--width") {
            guard let v = Double(w), v.isFinite, v > 0, v <= Self.maxWidth else {
                throw CLIError.usage("--width must be a number of points between 0 and \(Int(Self.maxWidth)) (got '\(w)')")
            }
            width = v
        }
        if let d = args.value("--dynamic-type") {
            let sizes = DynamicTypeSize.allCases.map { "\($0)" }
            guard let i = sizes.firstIndex(of: d) else {
                throw CLIError.usage("--dynamic-type must be one of \(sizes.joined(separator: ", ")) (got '\(d)')")
            }
            environment.dynamicTypeSize = DynamicTypeSize.allCases[i]
        }
        if let c = args.value("--contrast") {
            switch c {
            case "standard": environment.colorSchemeContrast = .standard
            case "increased": environment.colorSchemeContrast = .increased
            default: throw CLIError.usage("--contrast must be standard or increased (got '\(c)')")
            }
        }
        if let c = args.value("--compression") {
            guard let v = Int(c), (0...9).contains(v) else { throw CLIError.usage("--compression must be 0…9 (got '\(c)')") }
            compression = v
        }
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
}

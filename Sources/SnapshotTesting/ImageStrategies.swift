import Foundation
import Imaging
import Layout
import Render
import MockshotKit

extension Diffing where Value == RGBAImage {
    /// PNG on disk; compared with the pixelmatch-style image diff. Options: the ones given, else those of
    /// the enclosing `withSnapshotTesting` / `.snapshots(...)` trait, else the defaults.
    public static func image(_ explicitOptions: DiffOptions? = nil) -> Diffing {
        Diffing(
            toData: { Data(try PNGEncoder().encode($0)) },
            fromData: { data, source in try PNGDecoder().decode(Array(data), source: source) },
            diff: { reference, actual in
                let options = explicitOptions ?? SnapshotTestingConfiguration.current.diffOptions ?? DiffOptions()
                // The diff image is painted only for a failure: nearly every comparison passes.
                var result: DiffResult
                do { result = try ImageDiff.compare(reference, actual, options: options) }
                catch let error as ImageSizeMismatch {
                    return DiffOutcome(message: "image size changed: reference is \(error.expected.width)×\(error.expected.height) px, actual is \(error.actual.width)×\(error.actual.height) px")
                } catch { return DiffOutcome(message: "\(error)") }
                if result.passes(options) { return nil }
                if let painted = try? ImageDiff.compare(reference, actual, options: options, makeDiffImage: true) { result = painted }
                let pct = String(format: "%.3f", result.ratio * 100)
                var allowed = "0 allowed"
                if let m = options.maxDiffPixels { allowed = "\(m) allowed" }
                if let r = options.maxDiffPixelRatio { allowed += ", ratio \(r) allowed" }
                return DiffOutcome(message: "\(result.diffCount) pixels differ (\(pct)%), \(result.aaCount) anti-aliased ignored; \(allowed)",
                                   diffCount: result.diffCount, aaCount: result.aaCount, totalPixels: result.totalPixels,
                                   diffData: result.diffImage.flatMap { (try? PNGEncoder().encode($0)).map { Data($0) } })
            },
            isEqual: { $0 == $1 },
            matchesData: { data, actual in data.withUnsafeBytes { PNGDecoder().matches($0, actual) } })
    }
}

/// The canvas of a view snapshot: a width with the height the view needs, or a fixed size.
public enum SnapshotSize: Sendable {
    case fitting(width: Double)
    case fixed(width: Double, height: Double)
    var proposal: ProposedViewSize {
        switch self {
        case .fitting(let w): ProposedViewSize(width: w, height: nil)
        case let .fixed(w, h): ProposedViewSize(width: w, height: h)
        }
    }
}

extension Snapshotting where Value == RGBAImage, Format == RGBAImage {
    /// Images compared as they are.
    public static func image(_ options: DiffOptions? = nil) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .image(options)) { $0 }
    }

    /// `as: .image`, pointfree's spelling: exact comparison under the enclosing settings.
    public static var image: Snapshotting { .image(nil) }

    /// pointfree's tolerance spellings (see `DiffOptions.precision(_:perceptualPrecision:)`).
    public static func image(precision: Float, perceptualPrecision: Float = 1) -> Snapshotting {
        .image(DiffOptions.precision(precision, perceptualPrecision: perceptualPrecision))
    }

    public static func image(perceptualPrecision: Float) -> Snapshotting {
        .image(DiffOptions.precision(1, perceptualPrecision: perceptualPrecision))
    }
}

extension Snapshotting where Value: View, Format == RGBAImage {
    /// A view rendered by mockshot's engine: scale, colour scheme, canvas size, environment and
    /// background (nil: transparent). Render warnings go to `SnapshotWarnings`; `strict` makes the render
    /// itself fail on the first one.
    /// `precision` and `perceptualPrecision` are pointfree's spellings of the tolerance (see
    /// `DiffOptions.init(precision:perceptualPrecision:)`); `options` wins when both are given.
    public static func image(scale: Double = 2, mode: ColorScheme = .light, size: SnapshotSize = .fitting(width: 390),
                             background: Color? = nil, environment: @escaping (inout EnvironmentValues) -> Void = { _ in },
                             precision: Float? = nil, perceptualPrecision: Float? = nil,
                             options: DiffOptions? = nil, strict: Bool = false) -> Snapshotting {
        let options = options ?? DiffOptions.precision(precision, perceptualPrecision: perceptualPrecision)
        return .rendering(options) { (view: Value) in
            try render(view, scale: scale, mode: mode, size: size, background: background, environment: environment, strict: strict)
        }
    }

    /// `as: .image`: the view at @2x, light, 390 pt wide, exact comparison under the enclosing settings.
    public static var image: Snapshotting { .image() }

    /// Renders `view` as the image strategies do, passing its warnings to the running assertion.
    static func render(_ view: Value, scale: Double, mode: ColorScheme, size: SnapshotSize, background: Color?,
                       environment: (inout EnvironmentValues) -> Void, strict: Bool = false) throws -> RenderedImage {
        var env = EnvironmentValues()
        env.colorScheme = mode
        environment(&env)
        let bg = background?.resolve(in: env)
        let rendered = try Renderer.render(view, proposal: size.proposal, environment: env,
                                           options: RenderOptions(scale: scale, background: bg, strict: strict))
        SnapshotWarnings.report(rendered.warnings)
        return rendered
    }
}

extension Snapshotting where Value == Renderable, Format == RGBAImage {
    /// A registered renderable in one state and mode, on its own canvas and background.
    public static func renderable(state: String? = nil, mode: ColorScheme = .light, scale: Double = 2,
                                  environment: @escaping (inout EnvironmentValues) -> Void = { _ in },
                                  options: DiffOptions? = nil, strict: Bool = false) -> Snapshotting {
        .rendering(options) { (r: Renderable) in
            var env = EnvironmentValues()
            environment(&env)
            let rendered = try r.render(state: r.validate(state: state), mode: mode, scale: scale, environment: env, strict: strict)
            SnapshotWarnings.report(rendered.warnings)
            return rendered
        }
    }
}

extension Snapshotting where Format == RGBAImage {
    /// A strategy for values rendered by mockshot: compared as `Diffing.image(options)` does, with the render
    /// captured (`SnapshotCapture(rendered:)`) so a passing check compares the canvas with the reference
    /// directly and never makes an RGBA copy of it.
    static func rendering(_ options: DiffOptions?, _ render: @escaping (Value) throws -> RenderedImage) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .image(options), capture: { SnapshotCapture(rendered: try render($0)) }) {
            try render($0).rgbaImage()
        }
    }
}

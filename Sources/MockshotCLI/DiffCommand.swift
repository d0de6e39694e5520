import Imaging
import ImageCompare

/// `mockshot diff A.png B.png [-o diff.png] [--threshold T] [--include-aa] [--max-diff-pixels N] …`.
/// Prints the count of differing pixels; exits 0 (match), 1 (differences) or 2 (no verdict: unreadable,
/// corrupt or too large input, or sizes differ), in the manner of pixelmatch and odiff.
enum DiffCommand {
    static let spec = CommandSpec(
        name: "diff", synopsis: "A.png B.png [-o diff.png] [options]",
        summary: "compare two PNGs pixel by pixel (pixelmatch) and paint the differences",
        positionals: 2...2, positionalName: "PNG file",
        options: [
            .value("--output", "FILE", short: "-o", "write the diff image (differences red, anti-aliasing yellow; '-' for standard output)"),
            .value("--threshold", "T", "colour distance 0…1 below which pixels count as equal (default 0.1)"),
            .flag("--include-aa", "count anti-aliased pixels as differences"),
            .value("--max-diff-pixels", "N", "pass with at most N differing pixels"),
            .value("--max-diff-ratio", "R", "pass with at most this fraction 0…1 of pixels differing"),
            .flag("--perceptual", "judge pixels by CIEDE2000 ΔE > 2.3 instead of the YIQ threshold"),
            .value("--max-pixels", "N", "largest input accepted, in pixels (default 67108864 = 8192×8192)"),
        ],
        details: """
        Prints '<n> different pixels (<percent>%), <m> anti-aliased' to standard output (to standard error
        when the diff image goes to standard output). Semi-transparent pixels are compared over pixelmatch's
        checkerboard, so transparency never equals an opaque colour.
        """,
        run: { args, console throws(CLIError) in try run(args, console) })

    static func run(_ args: ParsedArguments, _ console: Console) throws(CLIError) -> Int32 {
        // 1. Options.
        var options = DiffOptions()
        if let t = try args.double("--threshold", in: 0...1) { options.threshold = t }
        options.includeAA = args.flag("--include-aa")
        options.maxDiffPixels = try args.int("--max-diff-pixels", in: 0...Int.max)
        options.maxDiffPixelRatio = try args.double("--max-diff-ratio", in: 0...1)
        if args.flag("--perceptual") { options.mode = .perceptual(deltaE: 2.3) }
        let maxPixels = try args.int("--max-pixels", in: 1...Int.max) ?? ImageBudget.defaultMaxPixels
        let decoder = PNGDecoder(maxSide: max(PNGDecoder.defaultMaxSide, Int(Double(maxPixels).squareRoot().rounded(.up))),
                                 maxPixels: maxPixels)
        let first = args.positionals[0].raw, second = args.positionals[1].raw

        // 2. The output, prepared first: it must not be one of the inputs.
        let outputs = console.transaction(inputs: [first, second])
        var slot: OutputTransaction.Slot?
        let output = args.path("--output")
        if let output {
            if !OutputTransaction.isStream(output) && output.pathExtension != "png" {
                throw CLIError.usage("-o '\(output.display)' must end in .png (mockshot writes PNG only)")
            }
            do { slot = try outputs.prepare(output) } catch { throw CLIError.comparison("-o " + error.description) }
        }

        // 3. Both headers before either decode: a size mismatch or an oversized input is reported at once.
        let a: PNGFile, b: PNGFile
        do { a = try decoder.read(first); b = try decoder.read(second) } catch { throw CLIError.comparison(tooLargeHint(error)) }
        guard a.width == b.width && a.height == b.height else {
            throw CLIError.comparison("sizes differ: \(first.display) is \(a.width)×\(a.height), \(second.display) is \(b.width)×\(b.height)")
        }
        let imageA: RGBAImage, imageB: RGBAImage
        do { (imageA, imageB) = try decoder.decodePair(a, b) } catch { throw CLIError.comparison(error.description) }

        // 4. Compare, write, report.
        let result: DiffResult
        do { result = try ImageDiff.compare(imageA, imageB, options: options, makeDiffImage: slot != nil) }
        catch { throw CLIError.comparison(error.description) }
        if let slot, let diffImage = result.diffImage {
            do throws(OutputError) {
                let png: [UInt8]
                do { png = try PNGEncoder().encode(diffImage) } catch { throw OutputError(path: output!, reason: "\(error)") }
                try outputs.write(png, to: slot)
                try outputs.commit()
            } catch { throw CLIError.comparison("-o " + error.description) }
        }
        let line = "\(result.diffCount) different pixels (\(FixedDecimal.format(result.ratio * 100, fractionDigits: 4))%), \(result.aaCount) anti-aliased"
        if let output, OutputTransaction.isStream(output) { console.error(line) }
        else {
            do { try console.output(line) } catch { throw CLIError.comparison(error.description) }
        }
        return result.passes(options) ? ExitCode.success : ExitCode.failure
    }

    /// A too-large input's message, with the flag that raises the budget.
    private static func tooLargeHint(_ error: PNGDecodingError) -> String {
        if case .tooLarge = error.reason { return error.description + "; raise the budget with --max-pixels" }
        return error.description
    }
}

import Imaging
import ImageCompare

/// `mockshot diff A.png B.png [-o diff.png] [--threshold T] [--include-aa] [--max-diff-pixels N]`.
/// Prints the count of differing pixels; exits 0 (match), 1 (differences) or 2 (sizes differ or
/// unreadable input), in the manner of pixelmatch and odiff.
enum DiffCommand {
    static func run(_ argv: [String]) -> Int32 {
        do {
            let args = try Arguments(argv, valued: ["--output", "--threshold", "--max-diff-pixels", "--max-diff-ratio"],
                                     switches: ["--include-aa", "--perceptual"], aliases: ["-o": "--output"])
            guard args.positionals.count == 2 else { throw CLIError.usage("diff needs two PNG files: mockshot diff A.png B.png") }
            var options = DiffOptions()
            if let t = try args.double("--threshold") {
                guard (0...1).contains(t) else { throw CLIError.usage("--threshold must be between 0 and 1 (got \(t))") }
                options.threshold = t
            }
            options.includeAA = args.flag("--include-aa")
            if let n = try args.int("--max-diff-pixels") {
                guard n >= 0 else { throw CLIError.usage("--max-diff-pixels must be 0 or more") }
                options.maxDiffPixels = n
            }
            if let r = try args.double("--max-diff-ratio") { options.maxDiffPixelRatio = r }
            if args.flag("--perceptual") { options.mode = .perceptual(deltaE: 2.3) }
            let a: RGBAImage, b: RGBAImage
            do { (a, b) = try PNGDecoder().decodePair(args.positionals[0], args.positionals[1]) }
            catch { return fail("\(error)", code: 2) }
            guard a.width == b.width && a.height == b.height else {
                return fail("sizes differ: \(args.positionals[0]) is \(a.width)×\(a.height), \(args.positionals[1]) is \(b.width)×\(b.height)", code: 2)
            }
            let output = args.value("--output")
            let result = try ImageDiff.compare(a, b, options: options, makeDiffImage: output != nil)
            if let output, let diffImage = result.diffImage {
                do { try AtomicFile.write(try PNGEncoder().encode(diffImage), to: output) }
                catch { return fail("\(error)", code: 2) }
            }
            print("\(result.diffCount) different pixels (\(FixedDecimal.format(result.ratio * 100, fractionDigits: 4))%), \(result.aaCount) anti-aliased")
            return result.passes(options) ? 0 : 1
        } catch let e as CLIError {
            return fail(e.description, code: 2)
        } catch {
            return fail("\(error)", code: 2)
        }
    }

    static func fail(_ message: String, code: Int32) -> Int32 {
        Console.error("mockshot: error: \(message)")
        return code
    }
}

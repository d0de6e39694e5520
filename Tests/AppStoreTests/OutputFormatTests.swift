@testable import AppStore
import Imaging
import Layout
import Testing

/// What App Store Connect checks on upload: the exact pixel size of an accepted class, and no alpha
/// channel. Every accepted size, portrait and landscape, is rendered and its file header read.
@Suite struct OutputFormatTests {
    /// Width, height, bit depth and colour type from a PNG's IHDR.
    static func pngHeader(_ bytes: [UInt8]) -> (width: Int, height: Int, depth: Int, colorType: Int)? {
        guard bytes.count > 26, bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]),
              Array(bytes[12..<16]) == Array("IHDR".utf8) else { return nil }
        func u32(_ i: Int) -> Int { Int(bytes[i]) << 24 | Int(bytes[i + 1]) << 16 | Int(bytes[i + 2]) << 8 | Int(bytes[i + 3]) }
        return (u32(16), u32(20), Int(bytes[24]), Int(bytes[25]))
    }

    /// Width, height and number of components from a JPEG's start-of-frame marker.
    static func jpegFrame(_ bytes: [UInt8]) -> (width: Int, height: Int, components: Int, marker: UInt8)? {
        guard bytes.starts(with: [0xFF, 0xD8]) else { return nil }
        var i = 2
        while i + 9 < bytes.count {
            guard bytes[i] == 0xFF else { return nil }
            let marker = bytes[i + 1]
            let length = Int(bytes[i + 2]) << 8 | Int(bytes[i + 3])
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                return (Int(bytes[i + 7]) << 8 | Int(bytes[i + 8]), Int(bytes[i + 5]) << 8 | Int(bytes[i + 6]), Int(bytes[i + 9]), marker)
            }
            i += 2 + length
        }
        return nil
    }

    static let everyOutput: [OutputDevice] = AppStoreSize.accepted.flatMap { [OutputDevice($0), OutputDevice($0, orientation: .landscape)] }

    static func set(format: ImageFormat) -> ScreenshotSet {
        var shot = Screenshot(screen: Screens.solid(0x2060C0), caption: Caption(title: "Every **size**", subtitle: "Exactly"))
        // A translucent caption: the output is opaque all the same. (A bare screen on a flat background keeps
        // 68 full-size images quick; frames, shadows and gradients are tested on their own.)
        shot.style.background = .color(RGBA(hex: 0x102030))
        shot.style.frame = FrameStyle(visible: false, shadow: false)
        shot.style.caption.color = RGBA(r: 1, g: 1, b: 1, a: 0.5)
        return ScreenshotSet(screenshots: [shot], devices: everyOutput, format: format)
    }

    static let jpeg = ImageFormat.jpeg(quality: 80, subsampleChroma: false)

    /// Every output drawn once per test process and encoded both ways: the PNG and the JPEG test look at the
    /// same pixels at every size, each through its own encoder (composing, the same for both, was a third of
    /// their time). `run` encodes a set in its own format through the same path with one format.
    static let everySize = Result { try set(format: .standardPNG).renderAll(formats: [.standardPNG, jpeg]) }

    @Test func everyAcceptedSizeIsWrittenExactlyAsOpaqueRGBPNG() throws {
        let images = try Self.everySize.get()[0]
        #expect(images.count == Self.everyOutput.count)
        for (image, output) in zip(images, Self.everyOutput) {
            let header = try #require(Self.pngHeader(image.bytes), "\(image.job.path)")
            #expect(header.width == output.pixelWidth && header.height == output.pixelHeight, "\(image.job.path)")
            #expect(header.depth == 8 && header.colorType == 2, "\(image.job.path): colour type \(header.colorType), RGB is 2")
            #expect(image.job.path == "en-US/01_\(output.fileToken).png")
        }
        // Opaque in fact, not only in the header: decoded, the caption's translucent white is blended.
        let decoded = try PNGDecoder().decode(images[0].bytes)
        #expect(decoded.width == 1320 && decoded.hex(x: 5, y: 5) == "#102030")
    }

    @Test func jpegOnRequestIsBaselineThreeComponentColourAtEverySize() throws {
        let images = try Self.everySize.get()[1]
        #expect(images.count == Self.everyOutput.count)
        // The paths a set in JPEG gives its images.
        #expect(images.map(\.job) == SetRenderer(Self.set(format: Self.jpeg)).jobs())
        for (image, output) in zip(images, Self.everyOutput) {
            let frame = try #require(Self.jpegFrame(image.bytes), "\(image.job.path)")
            #expect(frame.width == output.pixelWidth && frame.height == output.pixelHeight, "\(image.job.path)")
            #expect(frame.components == 3 && frame.marker == 0xC0, "\(image.job.path)")
            #expect(image.job.path == "en-US/01_\(output.fileToken).jpg")
        }
        // Decoded, the colours are what was drawn, within JPEG's error: the background at the top.
        let decoded = try JPEGDecoder().decode(images[0].bytes)
        let top = decoded[660, 2]
        #expect(abs(Int(top.r) - 0x10) <= 3 && abs(Int(top.g) - 0x20) <= 3 && abs(Int(top.b) - 0x30) <= 3 && top.a == 255)
    }

    /// On the smallest iPhone: the trade does not depend on the size.
    @Test func jpegQualityTradesSizeForFidelity() throws {
        var low = Self.set(format: .jpeg(quality: 40, subsampleChroma: true))
        low.devices = [OutputDevice(AppStoreSize.accepted[9])]
        var high = low
        high.format = .jpeg(quality: 95, subsampleChroma: false)
        let a = try low.renderAll()[0].bytes, b = try high.renderAll()[0].bytes
        #expect(a.count < b.count)
    }
}

@testable import AppStore
import Imaging
import Layout
import Render
import Synchronization
import Testing
import Glibc

/// A panorama's slices are its whole strip cut at the seams: drawn side by side they are the strip drawn
/// at once, pixel for pixel, including a device that sits across a seam.
@Suite struct PanoramaTests {
    static let gradient = Background.linearGradient([ResolvedStop(color: RGBA(hex: 0x1B2A6B), location: 0),
                                                     ResolvedStop(color: RGBA(hex: 0xC2417A), location: 0.6),
                                                     ResolvedStop(color: RGBA(hex: 0xF6B352), location: 1)], angle: 120)

    static func set(devices: [OutputDevice], background: Background = gradient) -> ScreenshotSet {
        var shots: [Screenshot] = []
        for (i, x) in [0.5, 1.0, 0.35].enumerated() {
            // The second screenshot's device is centred on its right edge: half in it, half in the third.
            var s = Screenshot(name: "p\(i)", screen: [Screens.chatGPT, Screens.grok, Screens.kik][i],
                               caption: Caption(title: ["One **strip**", "Across the seam", "Three"][i]))
            s.style.deviceX = x
            s.style.layout = i == 2 ? .tilted : .captionTop
            shots.append(s)
        }
        return ScreenshotSet(screenshots: shots, devices: devices, panoramas: [Panorama(background: background, range: 0..<3)])
    }

    /// A panorama set's slices (decoded) and its whole strip on one output device.
    struct Rendered: Sendable {
        let paths: [String]
        let slices: [RGBAImage]
        let strip: RGBAImage

        init(_ set: ScreenshotSet) throws {
            var set = set
            for i in set.screenshots.indices { set.screenshots[i].screen = set.screenshots[i].screen.map(PanoramaTests.once) }
            let images = try set.renderAll()
            paths = images.map(\.job.path)
            slices = try images.map { try PNGDecoder().decode($0.bytes) }
            strip = try SetRenderer(set).strip(set.panoramas[0], locale: 0, device: 0)
        }
    }

    /// `source` drawing each screen it is asked for (device, orientation, scale, locale) once: the strip shows
    /// the same screens as the slices, and drawing them again was a third of a `Rendered`. Whether the slices
    /// are the strip is a matter of compositing the screens, background, devices and captions, which the
    /// strip and each slice still do on their own.
    static func once(_ source: ScreenSource) -> ScreenSource {
        let drawn = Drawn()
        return ScreenSource(name: source.name) { request in
            let key = "\(request.device.id) \(request.device.orientation) \(request.scale) \(request.locale)"
            if let kept = drawn.screens.withLock({ $0[key] }) { return kept.image }
            let image = try source.render(request)
            drawn.screens.withLock { $0[key] = Drawn.Kept(image: image) }
            return image
        }
    }

    /// The screens `once` drew, by request.
    final class Drawn: Sendable {
        /// (@unchecked: the image is only read once drawn.)
        struct Kept: @unchecked Sendable { let image: RenderedImage }
        let screens = Mutex<[String: Kept]>([:])
    }

    /// `set` on the 6.9" iPhone, drawn once per test process: the seams test and the golden of its middle
    /// slice look at the same images.
    static let sixNine = Result { try Rendered(set(devices: [OutputDevice(AppStoreSize.accepted[0])])) }

    /// A left-to-right ramp image as wide for its height as the smallest iPad's strip (3 × 1488 by 2266, to a
    /// hundredth of a pixel), so covering the strip crops nothing.
    static func ramp() -> BackgroundImage {
        var ramp = RGBAImage(width: 394, height: 200)
        for y in 0..<200 { for x in 0..<394 { ramp[x, y] = (UInt8(x * 255 / 393), 40, 90, 255) } }
        return BackgroundImage(ramp, path: "ramp")
    }

    /// `set` on the smallest iPad over `ramp`, drawn once per test process: the iPad case of the seams test
    /// and the image test look at the same images (where the seams fall depends on neither the background nor,
    /// for slicing an image, the device).
    static let iPadMini = Result {
        try Rendered(set(devices: [OutputDevice(AppStoreSize.accepted[16])], background: .image(ramp(), fit: .fill, color: .black)))
    }

    /// `set` on `size`: `sixNine` or `iPadMini` when it is theirs.
    static func rendered(_ size: AppStoreSize) throws -> Rendered {
        switch size {
        case AppStoreSize.accepted[0]: try sixNine.get()
        case AppStoreSize.accepted[16]: try iPadMini.get()
        default: try Rendered(set(devices: [OutputDevice(size)]))
        }
    }

    /// The columns [x, x + width) of `image`.
    static func crop(_ image: RGBAImage, x: Int, width: Int) -> RGBAImage {
        var px: [UInt8] = []
        px.reserveCapacity(width * image.height * 4)
        for y in 0..<image.height {
            let row = (y * image.width + x) * 4
            px += image.pixels[row..<(row + width * 4)]
        }
        return RGBAImage(width: width, height: image.height, pixels: px)
    }

    /// How many pixels of `a` differ from the columns [x, x + a.width) of `b` in RGB, and where (a bounding box).
    static func difference(_ a: RGBAImage, _ b: RGBAImage, x: Int) -> (count: Int, box: String) {
        var count = 0, minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        a.pixels.withUnsafeBufferPointer { pa in
            b.pixels.withUnsafeBufferPointer { pb in
                for y in 0..<a.height {
                    let ra = y * a.width * 4, rb = (y * b.width + x) * 4
                    if memcmp(pa.baseAddress! + ra, pb.baseAddress! + rb, a.width * 4) == 0 { continue }
                    for i in 0..<a.width where pa[ra + i * 4] != pb[rb + i * 4] || pa[ra + i * 4 + 1] != pb[rb + i * 4 + 1]
                        || pa[ra + i * 4 + 2] != pb[rb + i * 4 + 2] {
                        count += 1; minX = min(minX, i); maxX = max(maxX, i); minY = min(minY, y); maxY = max(maxY, y)
                    }
                }
            }
        }
        return (count, count == 0 ? "" : "x \(minX)...\(maxX), y \(minY)...\(maxY)")
    }

    /// On the largest iPhone (shared with the golden slice) and the smallest iPad (over an image, shared with
    /// the image test): where the seams fall does not depend on the size, only on the device's shape and scale.
    @Test(arguments: [AppStoreSize.accepted[0], AppStoreSize.accepted[16]])
    func slicesAreTheStripCutAtTheSeams(_ size: AppStoreSize) throws {
        let rendered = try Self.rendered(size)
        let slices = rendered.slices, strip = rendered.strip
        #expect(strip.width == 3 * size.width && strip.height == size.height)
        for (i, slice) in slices.enumerated() {
            let d = Self.difference(slice, strip, x: i * size.width)
            #expect(d.count == 0, "slice \(i + 1) differs from the strip in \(d.count) pixels (\(d.box))")
        }
        // The seams join: across each, the device's band (dark) continues at the same rows on both sides.
        let seamRow = size.height * 3 / 5
        let left = slices[1][size.width - 1, seamRow], right = slices[2][0, seamRow]
        #expect(left == strip[2 * size.width - 1, seamRow] && right == strip[2 * size.width, seamRow])
        // The straddling device is really in both slices: the middle of its screen is the seam.
        #expect(slices[1].hex(x: size.width - 1, y: size.height * 3 / 5) != slices[0].hex(x: size.width - 1, y: size.height * 3 / 5))
    }

    @Test func aPanoramaImageIsSlicedToo() throws {
        // Each slice shows its third of the ramp (`iPadMini`: slicing an image does not depend on the size).
        let size = AppStoreSize.accepted[16]
        let rendered = try Self.iPadMini.get()
        let reds = rendered.slices.map { Int($0[2, 2].r) }
        #expect(reds[0] < 10 && (75...95).contains(reds[1]) && (160...180).contains(reds[2]), "\(reds)")
        #expect(Self.difference(rendered.slices[1], rendered.strip, x: size.width).count == 0)
    }
}

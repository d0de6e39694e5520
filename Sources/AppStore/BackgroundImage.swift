import Glibc
import Imaging
import Layout

/// A background picture, decoded once and shared by every screenshot (and worker) that paints it: opaque
/// pixels (transparent ones made black) kept at full size and halved repeatedly, in memory that is never
/// written again after `init`.
///
/// Painting samples a pixel's colour from its position in the whole area (see `BackgroundRaster`):
/// bilinear from the halving that is at most twice the size drawn, so a large photograph shrinks without
/// shimmering and a panorama's slices are exactly its strip.
public final class BackgroundImage: @unchecked Sendable, Hashable {
    // @unchecked: `levels` is written only in `init`; afterwards it is only read.
    /// The file it came from, for messages.
    public let path: String
    public let width: Int
    public let height: Int
    /// Full size first, then each half the size of the one before (rounded up), down to a side of 1.
    private let levels: [Level]

    struct Level {
        let width: Int
        let height: Int
        /// Packed 0xFFRRGGBB.
        let pixels: [UInt32]
    }

    /// Decodes the PNG or JPEG at `path` (told apart by their signatures, not by the name).
    public convenience init(contentsOf path: String) throws(BackgroundImageError) {
        let raw = RawPath(path)
        guard let data = FileSystem.contents(path) else {
            throw BackgroundImageError(path: path, reason: FileSystem.exists(path) ? "cannot be read" : "no such file")
        }
        let image: RGBAImage
        if JPEGDecoder.isJPEG(data) {
            do { image = try JPEGDecoder().decode(data, source: raw.display) } catch {
                throw BackgroundImageError(path: path, reason: "cannot be decoded as JPEG: \(error.detail)")
            }
        } else if data.starts(with: [0x89, 0x50, 0x4E, 0x47]) {
            do { image = try PNGDecoder().decode(data, source: raw.display) } catch {
                throw BackgroundImageError(path: path, reason: "cannot be decoded as PNG: \(error.detail)")
            }
        } else {
            throw BackgroundImageError(path: path, reason: "is neither a PNG nor a JPEG image")
        }
        guard image.width > 0, image.height > 0 else { throw BackgroundImageError(path: path, reason: "has no pixels") }
        self.init(image, path: path)
    }

    /// An image already in memory (transparent parts are drawn over black).
    public init(_ image: RGBAImage, path: String = "image") {
        self.path = path
        width = max(1, image.width); height = max(1, image.height)
        var full = [UInt32](repeating: 0xFF00_0000, count: width * height)
        image.pixels.withUnsafeBufferPointer { src in
            for i in 0..<(image.width * image.height) {
                let a = UInt32(src[i * 4 + 3])
                let r = (UInt32(src[i * 4]) * a + 127) / 255, g = (UInt32(src[i * 4 + 1]) * a + 127) / 255
                let b = (UInt32(src[i * 4 + 2]) * a + 127) / 255
                full[i] = 0xFF00_0000 | r << 16 | g << 8 | b
            }
        }
        var levels = [Level(width: width, height: height, pixels: full)]
        while let last = levels.last, last.width > 1 || last.height > 1 { levels.append(Self.halve(last)) }
        self.levels = levels
    }

    public static func == (a: BackgroundImage, b: BackgroundImage) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// Each pixel the average of (up to) four.
    static func halve(_ l: Level) -> Level {
        let w = (l.width + 1) / 2, h = (l.height + 1) / 2
        var out = [UInt32](repeating: 0, count: w * h)
        for y in 0..<h {
            let y0 = 2 * y, y1 = min(2 * y + 1, l.height - 1)
            for x in 0..<w {
                let x0 = 2 * x, x1 = min(2 * x + 1, l.width - 1)
                // Four values, not an array of them: that allocated per pixel.
                let a = l.pixels[y0 * l.width + x0], b = l.pixels[y0 * l.width + x1]
                let c = l.pixels[y1 * l.width + x0], d = l.pixels[y1 * l.width + x1]
                func avg(_ shift: UInt32) -> UInt32 {
                    ((a >> shift & 255) + (b >> shift & 255) + (c >> shift & 255) + (d >> shift & 255) + 2) / 4
                }
                out[y * w + x] = 0xFF00_0000 | avg(16) << 16 | avg(8) << 8 | avg(0)
            }
        }
        return Level(width: w, height: h, pixels: out)
    }

    /// Fills `width`×`height` pixels at `data` (rows `stride` bytes apart), which show columns `originX…` of
    /// an area `areaWidth`×`height` covered (`fill`) or fitted (`fit`, over `backdrop`) by the image.
    func sample(into data: UnsafeMutablePointer<UInt8>, stride: Int, width: Int, height: Int, areaWidth: Int, originX: Int,
                fit: Background.ImageFit, backdrop: UInt32) {
        let aw = Double(areaWidth), ah = Double(height)
        let k = fit == .fill ? max(aw / Double(self.width), ah / Double(self.height)) : min(aw / Double(self.width), ah / Double(self.height))
        let ox = (aw - Double(self.width) * k) / 2, oy = (ah - Double(self.height) * k) / 2
        // The halving drawn at between half and full size (or the full image, enlarged).
        var m = 0
        while m + 1 < levels.count, k * Double(1 << (m + 1)) <= 1 { m += 1 }
        let level = levels[m]
        let sx = k * Double(self.width) / Double(level.width), sy = k * Double(self.height) / Double(level.height)
        let lw = level.width, lh = level.height
        // Per column: the two source columns read, the weight of the second (0…256) and whether it is inside
        // the fitted image, the same for every row (computed per pixel, they were most of the painting).
        var x0s = [Int](repeating: 0, count: width), x1s = [Int](repeating: 0, count: width)
        var fxs = [UInt32](repeating: 0, count: width), inside = [Bool](repeating: true, count: width)
        for x in 0..<width {
            let u = (Double(originX + x) + 0.5 - ox) / sx - 0.5
            inside[x] = u >= -0.5 && u <= Double(lw) - 0.5
            let ux = min(max(u, 0), Double(lw - 1))
            x0s[x] = Int(ux); x1s[x] = min(x0s[x] + 1, lw - 1)
            fxs[x] = UInt32(((ux - Double(x0s[x])) * 256).rounded())
        }
        // The source columns the slice reads (`x0s` and `x1s` grow with x).
        let first = width > 0 ? x0s[0] : 0, last = width > 0 ? x1s[width - 1] : -1
        // Per row, each source column's two rows blended first (see `bilinear`), once for all the pixels that
        // read it: an enlarged image reads each column for many pixels.
        var blended = [SIMD4<UInt32>](repeating: .zero, count: max(0, last - first + 1))
        level.pixels.withUnsafeBufferPointer { px in
        x0s.withUnsafeBufferPointer { x0s in x1s.withUnsafeBufferPointer { x1s in
        fxs.withUnsafeBufferPointer { fxs in inside.withUnsafeBufferPointer { inside in
        blended.withUnsafeMutableBufferPointer { columns in
            for y in 0..<height {
                let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                let v = (Double(y) + 0.5 - oy) / sy - 0.5
                let inY = v >= -0.5 && v <= Double(lh) - 0.5
                if fit == .fit, !inY { row.update(repeating: backdrop, count: width); continue }
                let vy = min(max(v, 0), Double(lh - 1))
                let y0 = Int(vy), y1 = min(y0 + 1, lh - 1)
                let fy = UInt32(((vy - Double(y0)) * 256).rounded())
                let top = px.baseAddress! + y0 * lw + first, bottom = px.baseAddress! + y1 * lw + first
                let wt = SIMD4(repeating: 256 &- fy), wb = SIMD4(repeating: fy)
                for i in 0..<columns.count { columns[i] = Self.channels(top[i]) &* wt &+ Self.channels(bottom[i]) &* wb }
                let column = columns.baseAddress! - first
                let x0 = x0s.baseAddress!, x1 = x1s.baseAddress!, fx = fxs.baseAddress!
                if fit == .fit {
                    for x in 0..<width { row[x] = inside[x] ? Self.across(column[x0[x]], column[x1[x]], fx[x]) : backdrop }
                } else {
                    for x in 0..<width { row[x] = Self.across(column[x0[x]], column[x1[x]], fx[x]) }
                }
            }
        } } } } } }
    }

    /// A packed pixel's red, green and blue, each in a lane.
    @inline(__always)
    static func channels(_ p: UInt32) -> SIMD4<UInt32> { SIMD4(p >> 16 & 255, p >> 8 & 255, p & 255, 0) }

    /// `bilinear` from its columns blended down first: `left` and `right` are `a·(256 − fy) + c·fy` and
    /// `b·(256 − fy) + d·fy` per channel. The same integers as `bilinear`'s rows-first order (the sums of the
    /// same four products), so the pixels are those it gives.
    @inline(__always)
    static func across(_ left: SIMD4<UInt32>, _ right: SIMD4<UInt32>, _ fx: UInt32) -> UInt32 {
        let c = (left &* SIMD4(repeating: 256 &- fx) &+ right &* SIMD4(repeating: fx) &+ SIMD4(repeating: 32768)) &>> 16
        return 0xFF00_0000 | c[0] << 16 | c[1] << 8 | c[2]
    }

    /// (Wrapping arithmetic: with channels ≤ 255 and weights ≤ 256 nothing exceeds 2²⁴, and overflow checks
    /// were a third of the loop.)
    @inline(__always)
    static func bilinear(_ a: UInt32, _ b: UInt32, _ c: UInt32, _ d: UInt32, _ fx: UInt32, _ fy: UInt32) -> UInt32 {
        @inline(__always)
        func channel(_ s: UInt32) -> UInt32 {
            let top = (a >> s & 255) &* (256 &- fx) &+ (b >> s & 255) &* fx
            let bottom = (c >> s & 255) &* (256 &- fx) &+ (d >> s & 255) &* fx
            return (top &* (256 &- fy) &+ bottom &* fy &+ 32768) >> 16
        }
        return 0xFF00_0000 | channel(16) << 16 | channel(8) << 8 | channel(0)
    }
}

/// Why a background image cannot be used; `description` is one clause naming the file.
public struct BackgroundImageError: Error, Sendable, Equatable, CustomStringConvertible {
    public let path: String
    public let reason: String
    public var description: String { "background image '\(RawPath(path).display)' \(reason)" }
}

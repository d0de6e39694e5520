import CJPEG

/// Decodes JPEG files (baseline and progressive; grey, YCbCr, RGB and CMYK) into `RGBAImage`s with
/// libjpeg-turbo, applying the EXIF orientation as photo viewers do, within the same pixel limits as the
/// PNG decoder: the header is read first, so an oversized file is refused before anything is allocated.
public struct JPEGDecoder: Sendable {
    public var maxSide: Int
    public var maxPixels: Int

    public init(maxSide: Int = PNGDecoder.defaultMaxSide, maxPixels: Int = PNGDecoder.defaultMaxPixels) {
        self.maxSide = maxSide; self.maxPixels = maxPixels
    }

    /// Whether `data` starts like a JPEG (SOI marker followed by another marker).
    public static func isJPEG(_ data: [UInt8]) -> Bool { data.count >= 3 && data[0] == 0xFF && data[1] == 0xD8 && data[2] == 0xFF }

    public func decode(contentsOf path: RawPath) throws(JPEGError) -> RGBAImage {
        switch POSIXFile.readAll(path) {
        case .success(let data): return try decode(data, source: path.display)
        case .failure(let failure): throw JPEGError(source: path.display, reason: .unreadable, detail: failure.reason)
        }
    }

    public func decode(_ data: [UInt8], source: String = "JPEG data") throws(JPEGError) -> RGBAImage {
        var message = [CChar](repeating: 0, count: Int(MKS_JPEG_MESSAGE_LENGTH))
        func text() -> String { String(decoding: message.prefix { $0 != 0 }.map(UInt8.init), as: UTF8.self) }
        guard Self.isJPEG(data) else {
            throw JPEGError(source: source, reason: .corrupt, detail: "does not start with a JPEG marker")
        }
        // 1. Header: size and orientation, checked against the limits.
        var info = mks_jpeg_info()
        guard data.withUnsafeBufferPointer({ mks_jpeg_read_info($0.baseAddress, $0.count, &info, &message) }) == 0 else {
            throw JPEGError(source: source, reason: .corrupt, detail: text())
        }
        let width = Int(info.width), height = Int(info.height)
        guard width <= maxSide, height <= maxSide, width * height <= maxPixels else {
            throw JPEGError(source: source, reason: .tooLarge(width: width, height: height),
                            detail: "at most \(maxSide) px a side and \(maxPixels) px in all")
        }
        // 2. Pixels.
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        let status = data.withUnsafeBufferPointer { input in
            pixels.withUnsafeMutableBufferPointer { mks_jpeg_decode_rgba(input.baseAddress, input.count, $0.baseAddress, width * 4, &message) }
        }
        guard status == 0 else { throw JPEGError(source: source, reason: .corrupt, detail: text()) }
        // 3. EXIF orientation.
        return Self.oriented(RGBAImage(width: width, height: height, pixels: pixels), exif: Int(info.orientation))
    }

    /// `image` turned and mirrored as EXIF orientation `exif` (1...8) says the camera held it.
    static func oriented(_ image: RGBAImage, exif: Int) -> RGBAImage {
        guard (2...8).contains(exif) else { return image }
        let w = image.width, h = image.height
        let swaps = exif >= 5
        let ow = swaps ? h : w, oh = swaps ? w : h
        var out = [UInt8](repeating: 0, count: ow * oh * 4)
        image.pixels.withUnsafeBufferPointer { src in
            for y in 0..<oh {
                for x in 0..<ow {
                    // The source pixel shown at (x, y) of the upright image.
                    let (sx, sy): (Int, Int)
                    switch exif {
                    case 2: (sx, sy) = (w - 1 - x, y)
                    case 3: (sx, sy) = (w - 1 - x, h - 1 - y)
                    case 4: (sx, sy) = (x, h - 1 - y)
                    case 5: (sx, sy) = (y, x)
                    case 6: (sx, sy) = (y, h - 1 - x)
                    case 7: (sx, sy) = (w - 1 - y, h - 1 - x)
                    default: (sx, sy) = (w - 1 - y, x)
                    }
                    let s = (sy * w + sx) * 4, d = (y * ow + x) * 4
                    out[d] = src[s]; out[d + 1] = src[s + 1]; out[d + 2] = src[s + 2]; out[d + 3] = src[s + 3]
                }
            }
        }
        return RGBAImage(width: ow, height: oh, pixels: out)
    }
}

import CCairo

extension PNGDecoder {
    /// Whether PNG bytes decode to exactly `image`'s pixels, answered without decoding them into an image:
    /// the stream is inflated into reused scratch memory and each row is unfiltered and compared with the
    /// image's row as it comes (`mks_png_matches`), stopping at the first difference.
    ///
    /// Why: a golden check almost always passes, and then a full decode only makes a full-size RGBA copy of
    /// the reference (fresh pages, an expand pass) for a comparison that finds nothing. `true` is certain:
    /// the header is valid, within this decoder's limits and of the image's size, and `decode` would return
    /// these very pixels. `false` only means "not known to be identical" (a difference, a format the fast
    /// path leaves to libpng, any irregularity, a different size): decode and compare in full, which gives
    /// the verdict, the counts and any error message exactly as before.
    public func matches(_ bytes: UnsafeRawBufferPointer, _ image: RGBAImage) -> Bool {
        image.pixels.withUnsafeBufferPointer { pixels in
            guard let base = pixels.baseAddress else { return false }
            return matches(bytes, base, width: image.width, height: image.height, stride: image.width * 4, cairo: false)
        }
    }

    /// `matches` for a Cairo ARGB32 image (premultiplied, native-endian, rows `stride` bytes apart), whose
    /// rows are converted to straight RGBA one at a time as `RenderedImage.rgbaImage` converts them: true
    /// exactly when `matches` would be true for that RGBA copy, which is never made.
    public func matches(_ bytes: UnsafeRawBufferPointer, cairoARGB32 pixels: UnsafePointer<UInt8>, width: Int, height: Int,
                        stride: Int) -> Bool {
        matches(bytes, pixels, width: width, height: height, stride: stride, cairo: true)
    }

    private func matches(_ bytes: UnsafeRawBufferPointer, _ pixels: UnsafePointer<UInt8>, width: Int, height: Int, stride: Int,
                         cairo: Bool) -> Bool {
        guard allowsFastPath, let data = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return false }
        // 1. Signature and IHDR (CRC-checked), the limits, and the image's size.
        var w: UInt32 = 0, h: UInt32 = 0
        var message = [CChar](repeating: 0, count: 128)
        guard mks_png_read_header(data, bytes.count, &w, &h, &message, message.count) == MKS_PNG_OK,
              Int(w) == width, Int(h) == height, stride >= width * 4,
              width <= maxSide, height <= maxSide, width * height <= maxPixels else { return false }
        // 2. A format the fast path decodes (8-bit RGB or RGBA, not interlaced), then the rows.
        var channels = 0
        let rawSize = mks_png_fast_raw_size(data, bytes.count, w, h, &channels)
        guard rawSize > 0 else { return false }
        return ScratchPool.shared.with(atLeast: rawSize) { scratch, capacity in
            mks_png_matches(data, bytes.count, w, h, pixels, stride, cairo ? 1 : 0, scratch, capacity) == 1
        }
    }

    /// `matches` for bytes in an array.
    public func matches(_ bytes: [UInt8], _ image: RGBAImage) -> Bool {
        bytes.withUnsafeBytes { matches($0, image) }
    }
}

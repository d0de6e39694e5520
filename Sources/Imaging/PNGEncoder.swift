import CCairo
import Dispatch
import Glibc

/// Encodes pixels as 8-bit PNG: scanlines are converted in C (`mks_png_pack`), compressed, and wrapped in
/// the PNG container by `PNGChunkWriter`.
///
/// Why not libpng or `cairo_surface_write_to_png`: cairo's writer uses libpng's defaults (zlib level 6 with
/// all five filters tried on every row), ~110–170 ms of CPU per iPhone-sized frame. For UI frames (flat
/// colours, text) unfiltered scanlines (filter NONE) compress *best*: long runs and repeated rows are what
/// LZ77 matches, while SUB/UP/PAETH turn anti-aliased text edges into noise.
///
/// Two compressors:
/// - **Large unfiltered images** (the normal case for screens) are cut into bands of rows (their number set
///   by the image, never by the machine), spread over the cores; each band is converted a few rows at a
///   time and streamed through the deflate engine on its own thread, and the pieces join into one zlib
///   stream (full flushes between bands, Adler-32 combined). Runs of rows that repeat the row above (~40% of
///   a chat screen) skip the engine: they become hand-written blocks of copies (mockshot_deflate.h). The
///   engine is ISA-L's igzip at levels 1-3 (the default is 3) and zlib at 4-9 (mockshot_band_compressor.h):
///   igzip's vectorised loops take a UI frame 4-9× faster than zlib's fastest levels, for files about
///   1.1-1.3× the size of zlib level 3.
/// - **Everything else** (small images, other filters) is compressed in one shot with libdeflate, which
///   is faster than zlib on one core and compresses better.
///
/// Measured on the ten example screens at @3x (1170×2532, the non-repeated rows alone, one core): zlib
/// level 3 13–28 ms a frame, igzip (level 3 here) 1.7–3.8 ms, for 1.13× the bytes over the ten (zlib
/// 128–232 KiB a frame). Before that, against `cairo_surface_write_to_png` (libpng's defaults: zlib level 6
/// with all five filters tried on every row, 114–196 ms for 217 KiB): the zlib bands took 12–16 ms for
/// 206 KiB; per-filter figures from an earlier study: UP, SUB and PAETH were 0.99–1.08× cairo's size and
/// 40–56 ms, adaptive 178 ms. `BENCH_PNG_LEVELS=1` prints every level.
///
/// Bytes: the same pixels give the same bytes for any number of cores or jobs, thread and memory layout
/// (igzip segments start from a preset dictionary: from no history its fast loop hashes one position by the
/// address of its state; see mockshot_band_compressor.h). Across machines zlib's
/// levels give the same bytes too; igzip chooses its SSE, AVX2 or AVX-512 code when loaded, and those are
/// not promised to write identical streams, so the fast levels may differ by machine in bytes (never in
/// pixels: goldens compare pixels).
public struct PNGEncoder: Sendable {
    /// The scanline filter written for every row (see the PNG spec, section 9).
    public enum Filter: Sendable, CaseIterable {
        /// No filtering: fastest, and the smallest files for flat UI frames. The default.
        case none
        case sub
        case up
        case average
        case paeth
        /// Per row, the filter with the smallest sum of absolute residuals. Better for photographs and
        /// gradients; several times slower (see the table).
        case adaptive

        var code: mks_png_filter {
            switch self {
            case .none: MKS_PNG_FILTER_NONE
            case .sub: MKS_PNG_FILTER_SUB
            case .up: MKS_PNG_FILTER_UP
            case .average: MKS_PNG_FILTER_AVERAGE
            case .paeth: MKS_PNG_FILTER_PAETH
            case .adaptive: MKS_PNG_FILTER_ADAPTIVE
            }
        }
    }

    /// Level 3: igzip's best fast level (see above).
    public static let defaultCompressionLevel = 3
    public static let compressionLevels = 0...9

    /// 0 (stored, no compression) ... 9 (smallest); checked when encoding.
    public var compressionLevel: Int
    public var filter: Filter

    public init(compressionLevel: Int = PNGEncoder.defaultCompressionLevel, filter: Filter = .none) {
        self.compressionLevel = compressionLevel
        self.filter = filter
    }

    /// Encodes a straight-alpha image. When every pixel is opaque the file is written as RGB (colour type 2),
    /// otherwise as RGBA (colour type 6); decoding either gives back exactly `image`.
    public func encode(_ image: RGBAImage) throws(PNGEncodingError) -> [UInt8] {
        try validate(width: image.width, height: image.height)
        let result: Result<[UInt8], PNGEncodingError> = image.pixels.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self).baseAddress!
            let opaque = mks_png_rgba_is_opaque(bytes, image.width * image.height) != 0
            return Result { () throws(PNGEncodingError) in
                try encode(bytes, stride: image.width * 4, width: image.width, height: image.height,
                           cairo: false, channels: opaque ? 3 : 4)
            }
        }
        return try result.get()
    }

    /// Encodes a Cairo `CAIRO_FORMAT_ARGB32` buffer (native-endian, premultiplied alpha) in place, without
    /// copying the surface first. `opaque: true` promises every alpha is 255 and writes RGB (colour type 2,
    /// alpha ignored); otherwise pixels are unpremultiplied row by row and written as RGBA.
    public func encodeCairoARGB32(
        _ pixels: UnsafeRawPointer, width: Int, height: Int, stride: Int, opaque: Bool
    ) throws(PNGEncodingError) -> [UInt8] {
        try validate(width: width, height: height)
        guard stride >= width * 4, stride % 4 == 0, Int(bitPattern: pixels) % 4 == 0 else {
            throw PNGEncodingError(reason: .invalidStride,
                                   detail: "stride \(stride) does not fit width \(width) (needs >= \(width * 4), 4-byte aligned)")
        }
        return try encode(pixels.assumingMemoryBound(to: UInt8.self), stride: stride, width: width, height: height,
                          cairo: true, channels: opaque ? 3 : 4)
    }

    private func validate(width: Int, height: Int) throws(PNGEncodingError) {
        guard width > 0, height > 0, width <= Int(Int32.max), height <= Int(Int32.max) else {
            throw PNGEncodingError(reason: .invalidSize, detail: "invalid image size \(width)x\(height)")
        }
        guard Self.compressionLevels.contains(compressionLevel) else {
            throw PNGEncodingError(reason: .invalidCompressionLevel,
                                   detail: "compression level \(compressionLevel) is not in 0...9")
        }
    }

    private func encode(
        _ source: UnsafePointer<UInt8>, stride: Int, width: Int, height: Int, cairo: Bool, channels: Int
    ) throws(PNGEncodingError) -> [UInt8] {
        func outOfMemory(_ what: String) -> PNGEncodingError {
            PNGEncodingError(reason: .outOfMemory, detail: "out of memory for the \(what) of a \(width)x\(height) image")
        }
        let (rawCount, overflow) = (1 + width * channels).multipliedReportingOverflow(by: height)
        guard !overflow else { throw outOfMemory("scanlines") }
        // Large unfiltered images: every core converts and compresses its own band of rows.
        if filter == .none, compressionLevel > 0, rawCount >= Self.parallelThreshold, height >= 2 {
            let (zlib, zlibCount) = try compressInBands(source, stride: stride, width: width, height: height, cairo: cairo,
                                                        channels: channels)
            defer { free(zlib) }
            return container(width: width, height: height, channels: channels, zlib: zlib, zlibCount: zlibCount)
        }
        // 1. Convert and filter every scanline into the uncompressed IDAT payload.
        guard let raw = malloc(rawCount)?.assumingMemoryBound(to: UInt8.self) else { throw outOfMemory("scanlines") }
        defer { free(raw) }
        let packed = mks_png_pack(source, stride, UInt32(width), UInt32(height), cairo ? 1 : 0, Int32(channels),
                                  Int32(filter.code.rawValue), raw)
        guard packed == 0 else { throw outOfMemory("row buffers") }
        // 2. Compress the whole payload at once as a zlib stream.
        guard let compressor = libdeflate_alloc_compressor(Int32(compressionLevel)) else { throw outOfMemory("compressor") }
        defer { libdeflate_free_compressor(compressor) }
        let bound = libdeflate_zlib_compress_bound(compressor, rawCount)
        guard let zlib = malloc(bound)?.assumingMemoryBound(to: UInt8.self) else { throw outOfMemory("compressed data") }
        defer { free(zlib) }
        let zlibCount = libdeflate_zlib_compress(compressor, raw, rawCount, zlib, bound)
        guard zlibCount > 0 else { throw outOfMemory("compressed data") }
        // 3. Wrap it in the PNG container.
        return container(width: width, height: height, channels: channels, zlib: zlib, zlibCount: zlibCount)
    }

    /// The PNG file around a zlib stream.
    private func container(width: Int, height: Int, channels: Int, zlib: UnsafePointer<UInt8>, zlibCount: Int) -> [UInt8] {
        let fileSize = PNGChunkWriter.fileSize(zlibCount: zlibCount)
        return [UInt8](unsafeUninitializedCapacity: fileSize) { buffer, count in
            var writer = PNGChunkWriter(out: buffer.baseAddress!)
            writer.writeFile(width: width, height: height, channels: channels, zlib: zlib, zlibCount: zlibCount)
            count = fileSize
        }
    }

    /// Payloads at least this big (about a 1000×600 RGB image) are compressed in bands on every core.
    static let parallelThreshold = 2 << 20
    /// At most this many bands (and threads) per image.
    static let maxBands = 8

    /// Converts and compresses the rows in bands, spread over the cores, as pieces of one zlib stream (see
    /// `mks_deflate_band`): deflate is single-threaded, and a full-screen @3x frame spends most of its
    /// encoding time in it. Measured on the bench frame (1170×2532, 2 cores): about half the time of one
    /// libdeflate pass at a similar size. Returns a malloc'd zlib stream (header, data, Adler-32).
    private func compressInBands(_ source: UnsafePointer<UInt8>, stride: Int, width: Int, height: Int, cairo: Bool,
                                 channels: Int) throws(PNGEncodingError) -> (UnsafeMutablePointer<UInt8>, Int) {
        // 1. Bands of equal height, none empty. Their number depends on the image only (one per MiB of
        //    payload, 2...8), never on the machine's cores, so every machine writes the same bytes.
        let rowLength = 1 + width * channels
        let wanted = min(height, max(2, min(Self.maxBands, rowLength * height / (1 << 20))))
        let rowsPerBand = (height + wanted - 1) / wanted
        let bands = (height + rowsPerBand - 1) / rowsPerBand
        let level = Int32(compressionLevel)
        var outputs = [UnsafeMutablePointer<UInt8>?](repeating: nil, count: bands)
        var written = [Int](repeating: -1, count: bands)
        var checksums = [UInt](repeating: 0, count: bands)
        var lengths = [Int](repeating: 0, count: bands)
        // 2. Each band on its own thread (when allowed): convert and deflate its rows (the last band finishes the stream).
        outputs.withUnsafeMutableBufferPointer { outs in
            written.withUnsafeMutableBufferPointer { counts in
                checksums.withUnsafeMutableBufferPointer { sums in
                    lengths.withUnsafeMutableBufferPointer { lens in
                        nonisolated(unsafe) let outs = outs, counts = counts, sums = sums, lens = lens
                        nonisolated(unsafe) let source = source
                        let compress: @Sendable (Int) -> Void = { band in
                            let first = band * rowsPerBand, rows = min(rowsPerBand, height - first)
                            lens[band] = rows * rowLength
                            let capacity = mks_deflate_piece_bound(rows * rowLength)
                            guard let out = malloc(capacity)?.assumingMemoryBound(to: UInt8.self) else { return }
                            outs[band] = out
                            var sum: UInt = 0
                            counts[band] = mks_deflate_band(source + first * stride, stride, UInt32(width), UInt32(rows),
                                                            cairo ? 1 : 0, Int32(channels), level,
                                                            band == bands - 1 ? 1 : 0, out, capacity, &sum)
                            sums[band] = sum
                        }
                        // On every core, unless this image's work must stay on the calling thread (see `ParallelWork`).
                        if ParallelWork.isAllowed { DispatchQueue.concurrentPerform(iterations: bands, execute: compress) }
                        else { for band in 0..<bands { compress(band) } }
                    }
                }
            }
        }
        defer { outputs.forEach { free($0) } }
        guard written.allSatisfy({ $0 >= 0 }), outputs.allSatisfy({ $0 != nil }) else {
            throw PNGEncodingError(reason: .outOfMemory, detail: "cannot compress a \(width)x\(height) image")
        }
        // 3. One zlib stream: header (deflate, 32 KiB window, level hint), the pieces, Adler-32 of it all.
        let total = 2 + written.reduce(0, +) + 4
        guard let stream = malloc(total)?.assumingMemoryBound(to: UInt8.self) else {
            throw PNGEncodingError(reason: .outOfMemory, detail: "out of memory for the compressed data of a \(width)x\(height) image")
        }
        let cmf = 0x78, levelHint = compressionLevel <= 1 ? 0 : compressionLevel <= 5 ? 1 : compressionLevel == 6 ? 2 : 3
        var flg = levelHint << 6
        flg += 31 - (cmf * 256 + flg) % 31
        stream[0] = UInt8(cmf); stream[1] = UInt8(flg)
        var offset = 2
        var adler = checksums[0]
        for band in 0..<bands {
            memcpy(stream + offset, outputs[band]!, written[band])
            offset += written[band]
            if band > 0 { adler = mks_adler32_combine(adler, checksums[band], lengths[band]) }
        }
        for i in 0..<4 { stream[offset + i] = UInt8((adler >> (24 - 8 * i)) & 0xFF) }
        return (stream, total)
    }
}

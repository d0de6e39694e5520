@testable import AppStore
import Imaging
import Layout
import Synchronization
import Testing
import Glibc

/// What a run draws once and copies after (`PrefixCache`, `CanvasShelf`, the runs of `SetRenderer`) gives
/// the same bytes as drawing every image on its own, and the cache tells prefixes apart by everything they
/// depend on.
@Suite struct PrefixCacheTests {
    /// A flat screen whose colour depends on the locale, so a layer kept for one locale would show in the
    /// other if the key left the locale out.
    static let byLocale = ScreenSource(name: "by-locale") { request in
        try Screens.solid(request.locale == "en-US" ? 0xD03030 : 0x3060D0).render(request)
    }

    /// Two screenshots of one layout and frame (a shared prefix), a silver one (another key), and a panorama
    /// of two with a tilted device across its seam (layers kept with their screens), in two locales.
    static func set() -> ScreenshotSet {
        var shots: [Screenshot] = []
        for i in 0..<5 {
            var s = Screenshot(name: "s\(i)", screen: byLocale, caption: Caption(title: "Shot \(i)"))
            s.style.background = PanoramaTests.gradient
            if i == 2 { s.style.frame = FrameStyle(finish: .silver) }
            if i == 3 { s.style.layout = .tilted; s.style.deviceX = 0.9 }
            shots.append(s)
        }
        // Stored PNG (level 0): the bytes are still the whole picture, so equal bytes are equal pixels, and
        // the run and each image alone encode alike; compressing the twenty 2.7-Mpx images was a third of the
        // test's time (compression has tests of its own).
        return ScreenshotSet(screenshots: shots, devices: [OutputDevice(AppStoreSize.accepted[10])],
                             localizations: [Localization("en-US"), Localization("de-DE")], format: .png(compression: 0),
                             panoramas: [Panorama(background: PanoramaTests.gradient, range: 3..<5)])
    }

    @Test func aRunGivesTheBytesOfEachImageDrawnAlone() throws {
        let set = Self.set()
        let renderer = SetRenderer(set)
        let jobs = renderer.jobs()
        let run = try set.renderAll(workers: 2)
        #expect(run.count == 10)
        // Alone: no prefix cache, no shelf, a fresh worker per image.
        let captions = Mutex<[SetRenderer.GroupKey: SetRenderer.GroupCaptions]>([:])
        for l in set.localizations.indices {
            let key = SetRenderer.GroupKey(locale: l, device: 0)
            let fitted = renderer.fitCaptions(key, worker: SetRenderer.Worker())
            captions.withLock { $0[key] = fitted }
        }
        let reported = Mutex<Set<String>>([])
        for (job, image) in zip(jobs, run) {
            guard case .image(let alone) = renderer.render(job, captions: captions.withLock { $0 }, worker: SetRenderer.Worker(),
                                                           prefixes: nil, reported: reported) else {
                Issue.record("\(job.path) failed alone"); continue
            }
            // (A Bool: a failing comparison of the arrays would diff them. memcmp: `==` on the arrays compared
            // them a byte at a time in unoptimised test code.)
            let same = alone.bytes.count == image.bytes.count && alone.bytes.withUnsafeBytes { a in
                image.bytes.withUnsafeBytes { b in a.isEmpty || memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0 }
            }
            #expect(same, "\(job.path) differs from the same image drawn alone")
        }
        // The locales' screens differ where the screen is: red in English, blue in German.
        #expect(run[0].job.path == "en-US/01_iphone-8-plus.png" && run[1].job.path == "de-DE/01_iphone-8-plus.png")
        let en = try PNGDecoder().decode(run[0].bytes), de = try PNGDecoder().decode(run[1].bytes)
        #expect(en[en.width / 2, en.height * 3 / 5] == (0xD0, 0x30, 0x30, 255))
        #expect(de[de.width / 2, de.height * 3 / 5] == (0x30, 0x60, 0xD0, 255))
    }

    @Test func runsKeepAScreenshotsLocalesAndAPanoramaTogetherLocaleByLocale() {
        let renderer = SetRenderer(Self.set())
        let jobs = renderer.jobs()
        let runs = renderer.runs(jobs)
        // Jobs: (screenshot, locale) in order s0 en, s0 de, s1 en, … s4 de.
        #expect(runs == [[0, 1], [2, 3], [4, 5], [6, 8, 7, 9]])
        #expect(runs.flatMap { $0 }.sorted() == Array(jobs.indices))
    }

    static let canvasPrefix = CanvasPrefix(background: PanoramaTests.gradient, width: 40, height: 30, areaWidth: 40, originX: 0)

    static func canvas(filledWith argb: UInt32) throws -> CairoCanvas {
        let canvas = try CairoCanvas(width: 40, height: 30)
        let data = canvas.pixels()!
        for y in 0..<30 {
            let row = UnsafeMutableRawPointer(data + y * canvas.stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<40 { row[x] = argb &+ UInt32(x + y * 40) }
        }
        canvas.markDirty()
        return canvas
    }

    @Test func aStoredPrefixRestoresItsPixelsAndNoOtherPrefix() throws {
        let cache = PrefixCache()
        let drawn = try Self.canvas(filledWith: 0xFF10_2030)
        cache.store(Self.canvasPrefix, from: drawn)
        let target = try Self.canvas(filledWith: 0xFF00_0000)
        #expect(cache.restore(Self.canvasPrefix, on: target))
        let restored = target.rgbaImage().pixels == drawn.rgbaImage().pixels
        #expect(restored)
        // Anything else it depends on differs: a miss, the canvas untouched.
        let frame = DeviceFrame(device: AppStoreSize.accepted[10].device)
        var others: [CanvasPrefix] = []
        others.append(CanvasPrefix(background: .color(.black), width: 40, height: 30, areaWidth: 40, originX: 0))
        others.append(CanvasPrefix(background: PanoramaTests.gradient, width: 40, height: 30, areaWidth: 80, originX: 40))
        var chrome = Self.canvasPrefix
        chrome.chrome = CanvasPrefix.Chrome(drawing: frame, place: .identity, pxPerPt: 2)
        others.append(chrome)
        var silver = chrome
        silver.chrome = CanvasPrefix.Chrome(drawing: DeviceFrame(device: frame.device, finish: .silver), place: .identity, pxPerPt: 2)
        others.append(silver)
        var moved = chrome
        moved.chrome = CanvasPrefix.Chrome(drawing: frame, place: AffineTransform(translationX: 1, y: 0), pxPerPt: 2)
        others.append(moved)
        var bare = chrome
        bare.chrome = CanvasPrefix.Chrome(drawing: BareScreen(device: frame.device, hasShadow: true), place: .identity, pxPerPt: 2)
        others.append(bare)
        var screen = chrome
        screen.screen = CanvasPrefix.Screen(screenshot: 0, screen: 0, locale: "en-US")
        others.append(screen)
        var otherLocale = screen
        otherLocale.screen = CanvasPrefix.Screen(screenshot: 0, screen: 0, locale: "de-DE")
        others.append(otherLocale)
        let untouched = try Self.canvas(filledWith: 0xFF00_0000)
        for other in others {
            #expect(!cache.restore(other, on: target), "\(other) restored \(Self.canvasPrefix)'s pixels")
        }
        let again = try Self.canvas(filledWith: 0xFF00_0000)
        #expect(!cache.restore(others[0], on: again))
        let kept = again.rgbaImage().pixels == untouched.rgbaImage().pixels
        #expect(kept)
        #expect(Set(others + [Self.canvasPrefix]).count == others.count + 1)
    }

    @Test func theCacheKeepsTheMostRecentlyUsedWithinItsLimits() throws {
        let cache = PrefixCache()
        let canvas = try Self.canvas(filledWith: 0xFF20_4060)
        func prefix(_ i: Int) -> CanvasPrefix { CanvasPrefix(background: PanoramaTests.gradient, width: 40, height: 30, areaWidth: 40, originX: i) }
        for i in 0..<PrefixCache.capacity { cache.store(prefix(i), from: canvas) }
        // Using the first makes the second the least recently used: one more store evicts it.
        #expect(cache.restore(prefix(0), on: canvas))
        cache.store(prefix(PrefixCache.capacity), from: canvas)
        #expect(cache.restore(prefix(0), on: canvas))
        #expect(!cache.restore(prefix(1), on: canvas))
        for i in 2...PrefixCache.capacity { #expect(cache.restore(prefix(i), on: canvas), "prefix \(i) was evicted") }
    }

    /// A flat colour with nothing over it is painted again rather than copied: not kept. With a shadow or a
    /// frame over it, or any other background, it is.
    @Test func aFlatColourAloneIsNotKept() throws {
        let cache = PrefixCache()
        let canvas = try Self.canvas(filledWith: 0xFF20_4060)
        let device = AppStoreSize.accepted[10].device
        var flat = CanvasPrefix(background: .color(.black), width: 40, height: 30, areaWidth: 40, originX: 0)
        var kept: [CanvasPrefix] = [Self.canvasPrefix]
        var bare = flat
        bare.chrome = CanvasPrefix.Chrome(drawing: BareScreen(device: device, hasShadow: false), place: .identity, pxPerPt: 2)
        for withShadow in [true, false] {
            var shadow = flat
            shadow.chrome = CanvasPrefix.Chrome(drawing: DeviceFrame(device: device, hasShadow: withShadow), place: .identity, pxPerPt: 2)
            kept.append(shadow)
        }
        var shadowed = flat
        shadowed.chrome = CanvasPrefix.Chrome(drawing: BareScreen(device: device, hasShadow: true), place: .identity, pxPerPt: 2)
        kept.append(shadowed)
        for prefix in [flat, bare] {
            #expect(!prefix.isWorthKeeping, "\(prefix)")
            cache.store(prefix, from: canvas)
            #expect(!cache.restore(prefix, on: canvas), "\(prefix) was kept")
        }
        for prefix in kept {
            #expect(prefix.isWorthKeeping, "\(prefix)")
            cache.store(prefix, from: canvas)
            #expect(cache.restore(prefix, on: canvas), "\(prefix) was not kept")
        }
        flat.screen = CanvasPrefix.Screen(screenshot: 0, screen: 0, locale: "en-US")
        #expect(flat.isWorthKeeping)
    }

    @Test func aShelvedCanvasComesBackClearOnlyWhenAskedTo() throws {
        let shelf = CanvasShelf()
        let canvas = try Self.canvas(filledWith: 0xFF40_5060)
        shelf.give(canvas)
        let kept = try shelf.take(width: 40, height: 30, cleared: false)
        #expect(kept === canvas)
        #expect(kept.rgbaImage()[3, 2].a == 255)
        shelf.give(kept)
        let cleared = try shelf.take(width: 40, height: 30)
        #expect(cleared === canvas)
        let clear = cleared.rgbaImage().pixels.allSatisfy { $0 == 0 }
        #expect(clear)
        // Another size: a new canvas.
        #expect(try shelf.take(width: 41, height: 30) !== canvas)
    }

    /// A size not on the shelf is made over the memory of a shelved canvas that holds it (the same pages, not
    /// fresh ones), transparent when asked; one too large for every shelved canvas gets memory of its own.
    @Test func aNewSizeTakesTheMemoryOfAShelvedCanvas() throws {
        let shelf = CanvasShelf()
        let first = try shelf.take(width: 40, height: 30)
        let data = try #require(first.pixels())
        for i in 0..<(first.stride * first.height) { data[i] = 0xA5 }
        first.markDirty()
        let memory = try #require(first.memory)
        shelf.give(first)
        let smaller = try shelf.take(width: 30, height: 20)
        #expect(smaller !== first && smaller.memory === memory)
        let clear = smaller.rgbaImage().pixels.allSatisfy { $0 == 0 }
        #expect(clear)
        shelf.give(smaller)
        let larger = try shelf.take(width: 50, height: 30)
        #expect(larger.memory !== memory && larger.memory != nil)
    }
}

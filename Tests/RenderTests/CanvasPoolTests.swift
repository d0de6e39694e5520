import CCairo
import Testing
import Layout
import Imaging
@testable import Render

/// Canvases are recycled between renders of the same size; a recycled canvas must never show the
/// previous image.
@Suite struct CanvasPoolTests {
    func render(_ view: some View, background: RGBA?) throws -> RGBAImage {
        try Renderer.render(view, proposal: ProposedViewSize(width: 40, height: 40), options: RenderOptions(scale: 1, background: background)).rgbaImage()
    }

    @Test func recycledCanvasStartsClearWithoutABackground() throws {
        _ = try render(Color.red, background: RGBA.black)            // released: its canvas goes to the pool
        let second = try render(Color.clear, background: nil)
        #expect(second.hex(x: 20, y: 20) == "#00000000")
    }

    @Test func recycledCanvasIsOverwrittenByAnOpaqueBackground() throws {
        _ = try render(Color.red, background: nil)
        let second = try render(EmptyView().frame(width: 40, height: 40), background: RGBA(hex: 0x3366CC))
        #expect(second.hex(x: 5, y: 5) == "#3366CC")
    }

    @Test func translucentBackgroundIsNotStackedOnTheOldImage() throws {
        _ = try render(Color.black, background: RGBA.white)
        let second = try render(EmptyView().frame(width: 40, height: 40), background: RGBA(hex: 0xFFFFFF, alpha: 0.5))
        #expect(second.hex(x: 5, y: 5) == "#FFFFFF80")
    }

    /// Canvases from 4 MB up to 16 MB are mapped on huge pages (mockshot_canvas.h), larger ones are not:
    /// either way they must start cleared like cairo's own surfaces, cover every row, and keep their pixels
    /// until released.
    @Test(arguments: [(width: 900.0, height: 1000.0, huge: true), (width: 1111.0, height: 1333.0, huge: false)])
    func largeCanvasStartsClearAndHoldsEveryRow(_ size: (width: Double, height: Double, huge: Bool)) throws {
        let view = ZStack(alignment: .bottomTrailing) {
            Color.clear
            Color.red.frame(width: 10, height: 10)
        }
        let rendered = try Renderer.render(view, proposal: ProposedViewSize(width: size.width, height: size.height),
                                           options: RenderOptions(scale: 2))
        let bytes = rendered.pixelWidth * rendered.pixelHeight * 4
        #expect(bytes >= CairoSurface.hugePageThreshold)
        #expect((bytes < CairoSurface.hugePageLimit) == size.huge)
        // The pixels read from the canvas itself (`pixelHex`), not a converted copy of all of it: the same
        // values at the same points; the last row's pixel is read from the end of the canvas's memory.
        let (w, h) = (rendered.pixelWidth, rendered.pixelHeight)
        #expect(rendered.pixelHex(x: 0, y: 0) == "#00000000")
        #expect(rendered.pixelHex(x: w / 2, y: h / 2) == "#00000000")
        #expect(rendered.pixelHex(x: w - 1, y: h - 1) == "#FF3B30")  // Color.red is the iOS system red
        #expect(rendered.pixelHex(x: w - 20, y: h - 20) == "#FF3B30")
        #expect(rendered.pixelHex(x: w - 21, y: h - 21) == "#00000000")
    }

    /// A canvas whose size the proposal fixes is made on another core during layout (`Canvas.prepare`);
    /// it must honour the same rules: recycled canvases start clear, opaque backgrounds cover them.
    @Test func preparedCanvasesFollowTheSameRules() throws {
        let proposal = ProposedViewSize(width: 1024, height: 1100)
        #expect(Canvas.prepare(width: 2048, height: 2200, background: nil) != nil, "big enough to be prepared")
        _ = try Renderer.render(Color.red, proposal: proposal, options: RenderOptions(scale: 2, background: .black))
        // Each checked pixel read from the canvas (`pixelHex`), not from a converted copy of all 4.5 Mpx.
        let clear = try Renderer.render(EmptyView(), proposal: proposal, options: RenderOptions(scale: 2))
        #expect(clear.pixelHex(x: 100, y: 100) == "#00000000")
        let covered = try Renderer.render(EmptyView(), proposal: proposal, options: RenderOptions(scale: 2, background: RGBA(hex: 0x3366CC)))
        #expect(covered.pixelHex(x: 2047, y: 2199) == "#3366CC")
        let tinted = try Renderer.render(EmptyView(), proposal: proposal, options: RenderOptions(scale: 2, background: RGBA(hex: 0xFFFFFF, alpha: 0.5)))
        #expect(tinted.pixelHex(x: 0, y: 0) == "#FFFFFF80")
    }

    /// The pool keeps the most recently released surfaces within its limits and evicts the oldest, so sizes
    /// that stop being rendered do not hold memory or block newer sizes.
    @Test func oldestSurfacesAreEvictedBeyondTheLimits() throws {
        let pool = CanvasPool()
        let sizes = (1...CanvasPool.maxSurfaces + 2).map { (width: 10 * $0, height: 7) }
        for size in sizes {
            let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(size.width), Int32(size.height))!
            #expect(pool.give(surface))
        }
        #expect(pool.take(width: sizes[0].width, height: 7) == nil)
        #expect(pool.take(width: sizes[1].width, height: 7) == nil)
        for size in sizes.dropFirst(2) {
            let kept = try #require(pool.take(width: size.width, height: size.height))
            cairo_surface_destroy(kept)
        }
    }

    /// Large and small surfaces are counted apart: renders of many small sizes do not push out the
    /// screen-sized surfaces the next screens need.
    @Test func smallSurfacesDoNotEvictLargeOnes() throws {
        let pool = CanvasPool()
        let large = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1024, 1024)!  // 4 MiB, may lend its memory
        #expect(pool.give(large))
        for i in 1...CanvasPool.maxSurfaces + 2 {
            #expect(pool.give(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(10 * i), 7)!))
        }
        let kept = pool.keptSizes
        #expect(kept.count == CanvasPool.maxSurfaces + 1)
        #expect(kept.first.map { [$0.width, $0.height] } == [1024, 1024])
        // Large ones beyond the count go, oldest first.
        for i in 1...CanvasPool.maxSurfaces {
            #expect(pool.give(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(1024 + i), 1024)!))
        }
        let largeKept = pool.keptSizes.filter { $0.height == 1024 }.map(\.width)
        #expect(largeKept == (1...CanvasPool.maxSurfaces).map { 1024 + $0 })
        #expect(pool.keptSizes.count == 2 * CanvasPool.maxSurfaces)
    }

    /// A surface over a quarter of the pool's budget is not kept (the caller destroys it); one at the limit is.
    @Test func hugeSurfacesAreNotKept() throws {
        let pool = CanvasPool()
        // 4096 × 4096 × 4 bytes is exactly the limit; one row more is over it. (Untouched, the pages cost nothing.)
        #expect(CanvasPool.maxSurfaceBytes == 4096 * 4096 * 4)
        let over = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 4096, 4097)!
        #expect(!pool.give(over))
        cairo_surface_destroy(over)
        #expect(pool.give(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 4096, 4096)!))
        #expect(pool.keptSizes.map { [$0.width, $0.height] } == [[4096, 4096]])
    }

    /// A size the pool does not hold borrows the memory of a kept surface at least as large and at most
    /// twice as large; the memory lives while any surface made over it does, and goes on serving sizes.
    @Test func aNewSizeBorrowsTheMemoryOfAKeptSurface() throws {
        let pool = CanvasPool()
        let original = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1024, 1024)!  // 4 MiB
        let memory = cairo_image_surface_get_data(original)
        #expect(pool.give(original))
        // Too large, or less than half of it: not lent.
        #expect(pool.take(width: 1100, height: 1024) == nil)
        #expect(pool.take(width: 500, height: 500) == nil)
        let borrowed = try #require(pool.take(width: 1000, height: 900))
        #expect(cairo_image_surface_get_data(borrowed) == memory)
        #expect((cairo_image_surface_get_width(borrowed), cairo_image_surface_get_height(borrowed)) == (1000, 900))
        #expect(pool.keptSizes.isEmpty)
        // Given back, it lends the same memory again, to the original size too.
        #expect(pool.give(borrowed))
        let again = try #require(pool.take(width: 1024, height: 1024))
        #expect(cairo_image_surface_get_data(again) == memory)
        #expect(pool.give(again))
        #expect(pool.keptSizes.map { [$0.width, $0.height] } == [[1024, 1024]])
    }

    /// A render on borrowed memory never shows what the memory held: it starts clear, or is covered.
    @Test func aCanvasOnBorrowedMemoryStartsClear() throws {
        let big = ProposedViewSize(width: 600, height: 520)
        _ = try Renderer.render(Color.red, proposal: big, options: RenderOptions(scale: 2, background: .black))
        let smaller = ProposedViewSize(width: 590, height: 500)
        let clear = try Renderer.render(EmptyView(), proposal: smaller, options: RenderOptions(scale: 2))
        #expect((clear.pixelWidth, clear.pixelHeight) == (1180, 1000))
        for (x, y) in [(0, 0), (590, 500), (1179, 999), (1179, 0), (0, 999)] { #expect(clear.pixelHex(x: x, y: y) == "#00000000") }
    }
}

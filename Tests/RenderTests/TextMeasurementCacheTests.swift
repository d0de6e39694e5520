import CCairo
import Imaging
import Layout
import Testing
@testable import Render

/// Measurements kept on pooled text resources across renders: a later render that finds them draws the
/// same pixels and reports the same warnings as one that measures cold, and the cache stays bounded.
struct TextMeasurementCacheTests {
    /// What one render on `resources` gave: its pixels, its warnings, the handles its measurements carried.
    struct Drawn {
        let pixels: [UInt8]
        let warnings: [String]
        let handles: [PangoLayoutHandle]
    }

    /// Lays `view` out and paints it as `Renderer` does (one measurer per render on `resources`, loans
    /// ended afterwards), at `scale` on `background`.
    func draw<V: View>(_ view: V, on resources: TextResources, scale: Double = 2, background: RGBA = .white,
                       _ environment: (inout EnvironmentValues) -> Void = { _ in }) throws -> Drawn {
        let measurer = PangoTextMeasurer(resources: resources)
        defer { measurer.releaseLayouts() }
        var env = EnvironmentValues()
        environment(&env)
        env.displayScale = scale
        let size = Size(width: 220, height: 260)
        let layout = try LayoutEngine.layout(view, proposal: ProposedViewSize(size), environment: env, measurer: measurer, scale: scale)
        let surface = try CairoSurface(width: Int(size.width * scale), height: Int(size.height * scale))
        let context = try CairoContext(surface: surface)
        cairo_set_source_rgba(context.pointer, background.r, background.g, background.b, background.a)
        cairo_paint(context.pointer)
        let painter = CairoPainter(context: context.pointer, scale: scale, measurer: measurer)
        painter.paint(layout.commands)
        surface.flush()
        let image = RenderedImage(surface: surface, layout: layout, pixelWidth: surface.width, pixelHeight: surface.height,
                                  warnings: [], knownOpaque: true).rgbaImage()
        let handles = layout.allNodes.compactMap { $0.textMeasurement?.handle as? PangoLayoutHandle }
        return Drawn(pixels: image.pixels, warnings: layout.warnings + measurer.warnings + painter.warnings, handles: handles)
    }

    func freshResources(limits: TextMeasurementCache.Limits = .standard) throws -> TextResources {
        TextResources(fontMap: try FontLibrary.shared().makeFontMap(), measurementLimits: limits)
    }

    /// Texts that exercise every kind of measurement: wrapped, natural, line-limited, fallback faces placed
    /// by hand (Japanese), right to left, an unknown font and a character no face has (warnings).
    func specimen(ink: Color) -> some View {
        VStack(alignment: .leading, spacing: 4) {
            Text("The quick brown fox jumps over the lazy dog and keeps running").font(.system(size: 15))
            Text("Short").font(.system(size: 20, weight: .bold))
            Text("One line only, however long the sentence gets").font(.system(size: 13)).lineLimit(1)
            Text("こんにちは、世界。Hello 世界").font(.system(size: 15))
            Text("مرحبا بالعالم").font(.system(size: 15)).environment(\.layoutDirection, .rightToLeft)
            Text("a\u{0378}b in an odd face").font(.custom("NoSuchFont-Bold", size: 17))
            HStack(spacing: 0) { Text("Squeezed beside a wide neighbour").font(.system(size: 12)); Color.red.frame(width: 150, height: 4) }
        }
        .foregroundStyle(ink)
        .frame(width: 200, alignment: .leading)
    }

    /// Other texts, so the resources are used for something else between two renders of the specimen.
    func other(_ n: Int) -> some View {
        VStack {
            ForEach(0..<6, id: \.self) { i in Text("Unrelated text number \(n)-\(i)").font(.system(size: 11 + Double(i))) }
        }
    }

    @Test func aHitDrawsAndWarnsAsAColdMeasure() throws {
        let cold = try draw(specimen(ink: .black), on: try freshResources())
        #expect(cold.warnings == ["unknown font 'NoSuchFont-Bold', using Inter",
                                  "no font has a glyph for U+0378 in \"a\u{0378}b in an odd face\" (drawn as a box)"])
        let resources = try freshResources()
        let first = try draw(specimen(ink: .black), on: resources)
        #expect(first.pixels == cold.pixels)
        #expect(first.warnings == cold.warnings)
        // The render's loans ended with it: a layout result kept by the caller reaches no layout.
        #expect(!first.handles.isEmpty && first.handles.allSatisfy { $0.pointer == nil })
        for n in 0..<3 { _ = try draw(other(n), on: resources) }
        let kept = resources.measurements.count
        let again = try draw(specimen(ink: .black), on: resources)
        // Every text was found: nothing new was measured.
        #expect(resources.measurements.count == kept)
        #expect(again.pixels == cold.pixels)
        #expect(again.warnings == cold.warnings)
        #expect(again.handles.allSatisfy { $0.pointer == nil })
        #expect(!again.handles.contains { h in first.handles.contains { $0 === h } })
    }

    @Test func aHitInAnotherPaintAndScaleDrawsItsOwnColour() throws {
        // Dark after light: the same layouts (paint is not part of the key), drawn in the new ink at a new scale.
        let dark = try draw(specimen(ink: .white), on: try freshResources(), scale: 3, background: .black)
        let resources = try freshResources()
        _ = try draw(specimen(ink: .black), on: resources, scale: 1)
        let kept = resources.measurements.count
        let warm = try draw(specimen(ink: .white), on: resources, scale: 3, background: .black)
        #expect(resources.measurements.count == kept)
        #expect(warm.pixels == dark.pixels)
        #expect(warm.warnings == dark.warnings)
        #expect(warm.pixels.contains(255))
    }

    @Test func warningsAreTheRendersOwnEvenWhenAnotherRenderMadeTheMeasurement() throws {
        let resources = try freshResources()
        let odd = Text("a\u{0378}b").font(.custom("NoSuchFont-Bold", size: 17))
        #expect(try draw(odd, on: resources).warnings.count == 2)
        // A render without that text reports nothing, though the measurement is still kept.
        #expect(try draw(Text("Plain").font(.system(size: 17)), on: resources).warnings.isEmpty)
        #expect(try draw(odd, on: resources).warnings == ["unknown font 'NoSuchFont-Bold', using Inter",
                                                          "no font has a glyph for U+0378 in \"a\u{0378}b\" (drawn as a box)"])
    }

    @Test func theCacheStaysWithinItsCountAndDropsTheLeastRecentlyUsed() throws {
        let resources = try freshResources(limits: .init(entries: 10, bytes: 1 << 30))
        let keep = Text("Used by every render").font(.system(size: 14))
        for n in 0..<8 {
            _ = try draw(VStack { keep; other(n) }, on: resources)
            #expect(resources.measurements.count <= 10)
            #expect(resources.measurements.contains(resolved(keep)))
        }
        #expect(!resources.measurements.contains(resolved(Text("Unrelated text number 0-0").font(.system(size: 11)))))
    }

    @Test func theCacheStaysWithinItsBytes() throws {
        let bytes = 12 * TextMeasurementCache.estimatedBytes(textBytes: 30)
        let resources = try freshResources(limits: .init(entries: 10_000, bytes: bytes))
        for n in 0..<8 {
            _ = try draw(other(n), on: resources)
            #expect(resources.measurements.cost <= bytes)
            #expect(resources.measurements.count > 0)
        }
    }
}

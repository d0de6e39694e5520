import CCairo
import Imaging
import Layout

/// Renders views to images: layout with Pango text measurement, then the display list painted by cairo.
public enum Renderer {
    /// Lays out `view` for `proposal` in `environment` (scale is set into the environment's displayScale) and paints it.
    ///
    /// 1. Check the scale, so a NaN or zero scale never reaches layout.
    /// 2. Take a font map and Pango context from the pool (no font loading per render).
    /// 3. Lay out; `LayoutError` (unknown symbols or assets) propagates. When the proposal fixes the canvas
    ///    size, the canvas and its background are made on another core meanwhile (see `Canvas`).
    ///    (`render(_:proposal:environment:options:unless:)` stops here when the layout need not be drawn.)
    /// 4. Check the canvas with `ImageBudget` before allocating it (`ImageBudgetError` names the size).
    /// 5. Paint the display list over the background, reusing the layouts shaped during measurement.
    /// 6. End the render's loans of Pango layouts (they stay cached on the resources) before they go back to the pool.
    /// 7. With `options.strict`, any warning throws `RenderWarningsError`.
    public static func render<V: View>(_ view: V, proposal: ProposedViewSize, environment: EnvironmentValues = .init(),
                                       options: RenderOptions = .init()) throws -> RenderedImage {
        // Never nil: nothing is skipped.
        try render(view, proposal: proposal, environment: environment, options: options, skipPainting: nil)!
    }

    /// Lays out `view` as `render` does, then paints it unless `skipPainting` says the layout need not be
    /// drawn (nil: it was skipped). For checks that compare a render with another one and can often decide
    /// from the layout alone (see `LayoutResult.drawsTheSame`). No canvas is made before the layout is known.
    public static func render<V: View>(_ view: V, proposal: ProposedViewSize, environment: EnvironmentValues = .init(),
                                       options: RenderOptions = .init(),
                                       unless skipPainting: (LayoutResult) throws -> Bool) throws -> RenderedImage? {
        try withoutActuallyEscaping(skipPainting) { skip in
            try render(view, proposal: proposal, environment: environment, options: options, skipPainting: skip)
        }
    }

    private static func render<V: View>(_ view: V, proposal: ProposedViewSize, environment: EnvironmentValues,
                                        options: RenderOptions, skipPainting: ((LayoutResult) throws -> Bool)?) throws -> RenderedImage? {
        var clock = ContinuousClock.now
        var timings = RenderTimings()
        // 1. Scale.
        let scale = options.scale
        _ = try ImageBudget.default.pixelSize(width: 1, height: 1, scale: scale)
        // 2. Text resources; the measurer's loans of layouts end before the resources return (defers run in reverse).
        let pool = TextResourcePool.shared
        let resources = try pool.acquire()
        defer { pool.release(resources) }
        let measurer = PangoTextMeasurer(resources: resources)
        defer { measurer.releaseLayouts() }
        timings.setup = RenderTimings.lap(&clock)
        // 3. Layout; a canvas whose size the proposal already fixes is made meanwhile on another core.
        var early: Canvas.Preparation?
        if skipPainting == nil, let w = proposal.width, let h = proposal.height, w.isFinite, h.isFinite,
           let pixels = try? ImageBudget.default.pixelSize(width: w, height: h, scale: scale) {
            early = Canvas.prepare(width: pixels.width, height: pixels.height, background: options.background)
        }
        var env = environment
        env.displayScale = scale
        let layout = try LayoutEngine.layout(view, proposal: proposal, environment: env, measurer: measurer, scale: scale)
        timings.layout = RenderTimings.lap(&clock)
        if let skipPainting, try skipPainting(layout) { return nil }
        // 4. Canvas.
        let pixels = try ImageBudget.default.pixelSize(width: layout.canvasSize.width, height: layout.canvasSize.height, scale: scale)
        //    When the display list opens by painting every pixel in an opaque colour, neither the background
        //    nor the fills before that one show (`OpaqueCover`): the canvas is left as it comes.
        let cover = OpaqueCover.index(in: layout.commands, canvas: Rect(x: 0, y: 0, width: Double(pixels.width) / scale,
                                                                          height: Double(pixels.height) / scale))
        let surface = if let early, early.width == pixels.width, early.height == pixels.height { try early.take() }
                      else { try Canvas.make(width: pixels.width, height: pixels.height, background: options.background,
                                             covered: cover != nil) }
        let context = try CairoContext(surface: surface)
        // 5. Paint the display list over the background.
        let painter = CairoPainter(context: context.pointer, scale: scale, measurer: measurer)
        painter.paint(layout.commands, coveredBefore: cover)
        let status = cairo_status(context.pointer)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw RenderError(message: "cairo failed while painting: \(CairoStatus.text(status))")
        }
        surface.flush()
        timings.paint = RenderTimings.lap(&clock)
        let opaque = (options.background?.a ?? 0) >= 1 && !painter.mayHaveReducedAlpha
        let warnings = layout.warnings + measurer.warnings + painter.warnings
        // 7. Strict renders fail on any warning.
        if options.strict && !warnings.isEmpty { throw RenderWarningsError(warnings: warnings) }
        return RenderedImage(surface: surface, layout: layout, pixelWidth: pixels.width, pixelHeight: pixels.height,
                             warnings: warnings, knownOpaque: opaque, timings: timings)
    }
}

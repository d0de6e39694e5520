import CCairo
import Imaging
import Layout
import Testing
@testable import Render

/// The painter on hand-built display lists, as a caller drawing into its own cairo context would use it.
struct CairoPainterTests {
    /// Paints `commands` at `scale` onto a white `width` × `height` pt surface.
    func paint(_ commands: [DrawCommand], width: Int = 40, height: Int = 40, scale: Double = 1,
               measurer: PangoTextMeasurer? = nil) throws -> (image: RGBAImage, painter: CairoPainter, matrix: cairo_matrix_t) {
        let surface = try CairoSurface(width: Int(Double(width) * scale), height: Int(Double(height) * scale))
        let context = try CairoContext(surface: surface)
        cairo_set_source_rgb(context.pointer, 1, 1, 1)
        cairo_paint(context.pointer)
        let painter = CairoPainter(context: context.pointer, scale: scale, measurer: measurer)
        painter.paint(commands)
        #expect(cairo_status(context.pointer) == CAIRO_STATUS_SUCCESS)
        var matrix = cairo_matrix_t()
        cairo_get_matrix(context.pointer, &matrix)
        surface.flush()
        let layout = try LayoutEngine.layout(EmptyView().frame(width: 1, height: 1), proposal: .unspecified,
                                             measurer: FixedWidthTextMeasurer())
        let rendered = RenderedImage(surface: surface, layout: layout, pixelWidth: surface.width, pixelHeight: surface.height,
                                     warnings: [], knownOpaque: true)
        return (rendered.rgbaImage(), painter, matrix)
    }

    let square = Path(Rect(x: 10, y: 10, width: 20, height: 20))

    @Test func fillsAtTheGivenScaleAndRestoresTheContext() throws {
        let (image, painter, matrix) = try paint([.fill(path: square, paint: .color(.black), bounds: square.boundingRect, evenOdd: false)],
                                                 scale: 2)
        #expect(image.at(21, 21) == "#000000")
        #expect(image.at(59, 59) == "#000000")
        #expect(image.at(19, 19) == "#FFFFFF")
        #expect(image.at(60, 60) == "#FFFFFF")
        #expect(painter.warnings.isEmpty)
        #expect(matrix.xx == 1 && matrix.yy == 1 && matrix.x0 == 0)
    }

    @Test func unbalancedScopesAreWarnedAboutAndClosed() throws {
        let clip = Path(Rect(x: 0, y: 0, width: 15, height: 40))
        let (image, painter, _) = try paint([
            .popClip,                                     // no clip open: ignored
            .pushClip(clip, evenOdd: false),
            .pushTransform(AffineTransform(translationX: 2, y: 0)),
            .fill(path: square, paint: .color(.black), bounds: square.boundingRect, evenOdd: false),
            .popClip,                                     // the transform is innermost: ignored
        ])
        #expect(painter.warnings == ["unbalanced display list: end of clip without its start", "display list left 2 scope(s) open"])
        #expect(image.at(13, 20) == "#000000")   // moved right by 2, inside the clip
        #expect(image.at(11, 20) == "#FFFFFF")   // the square's old first column, now empty
        #expect(image.at(16, 20) == "#FFFFFF")   // clipped
    }

    @Test func layersCompositeWithOpacity() throws {
        var layer = Layer(bounds: square.boundingRect)
        layer.opacity = 0.5
        let (image, _, _) = try paint([
            .beginLayer(layer),
            .fill(path: square, paint: .color(.black), bounds: square.boundingRect, evenOdd: false),
            .fill(path: square, paint: .color(.black), bounds: square.boundingRect, evenOdd: false),
            .endLayer,
        ])
        #expect(image.at(20, 20) == "#7F7F7F")
    }

    @Test func textWithoutALiveLayoutIsMeasuredAgainOrReported() throws {
        let measurer = try makeMeasurer()
        let text = resolved(Text("Ink").font(.system(size: 20)))
        let measurement = measurer.measure(text, width: nil)
        let bounds = Rect(origin: Point(x: 2, y: 2), size: measurement.size)
        measurer.releaseLayouts()   // the handle is now empty
        let command = DrawCommand.text(text, measurement: measurement, origin: bounds.origin, bounds: bounds)
        let redrawn = try paint([command], measurer: measurer)
        #expect(redrawn.image.inkCount(x: 0..<40, y: 0..<40, background: (255, 255, 255, 255)) > 30)
        #expect(redrawn.painter.warnings.isEmpty)
        let lost = try paint([command])
        #expect(lost.image.inkCount(x: 0..<40, y: 0..<40, background: (255, 255, 255, 255)) == 0)
        #expect(lost.painter.warnings == ["text 'Ink' has no Pango layout to draw"])
    }

    @Test func assetsFillTheirPathsAsOne() throws {
        // Two overlapping halves in translucent black: one fill, so the overlap is no darker.
        let left = Path(Rect(x: 0, y: 0, width: 25, height: 40)), right = Path(Rect(x: 15, y: 0, width: 25, height: 40))
        let (image, _, _) = try paint([.asset(paths: [left, right], paint: .color(RGBA(r: 0, g: 0, b: 0, a: 0.5)),
                                              bounds: Rect(x: 0, y: 0, width: 40, height: 40))])
        #expect(image.at(5, 20) == image.at(20, 20))
        #expect(image.at(20, 20) == "#7F7F7F")
    }
}

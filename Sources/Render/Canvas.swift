import CCairo
import Dispatch
import Imaging
import Layout

/// The canvas a render paints on: a pooled or new surface, cleared or filled with the background.
///
/// When the canvas size is known before layout (a proposal with both dimensions: every screen), the
/// canvas is made on another core while the layout runs (`Canvas.prepare`). Mapping, zeroing and
/// filling a 12 MB @3x canvas takes a few milliseconds that a one-shot `mockshot render` would
/// otherwise spend after layout, on its critical path; the second core is idle during layout anyway.
enum Canvas {
    /// A canvas of `width` x `height` px ready to paint on: a recycled canvas still holds its last image,
    /// so an opaque background overwrites it and anything else starts from a cleared canvas. `covered`:
    /// the display list paints every pixel opaquely before anything else shows (`OpaqueCover`), so the
    /// canvas is returned as it comes, neither cleared nor filled.
    static func make(width: Int, height: Int, background: RGBA?, covered: Bool = false) throws(RenderError) -> CairoSurface {
        let surface = try CairoSurface(canvasWidth: width, height: height)
        if covered { return surface }
        let context = try CairoContext(surface: surface)
        let opaqueBackground = (background?.bytes.a ?? 0) == 255
        if surface.isRecycled && !opaqueBackground {
            cairo_set_operator(context.pointer, CAIRO_OPERATOR_CLEAR)
            cairo_paint(context.pointer)
        }
        if let background, background.a > 0 {
            DeviceColor.setSource(background, on: context.pointer)
            cairo_set_operator(context.pointer, opaqueBackground ? CAIRO_OPERATOR_SOURCE : CAIRO_OPERATOR_OVER)
            cairo_paint(context.pointer)
        }
        let status = cairo_status(context.pointer)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw RenderError(message: "cannot paint the background of a \(width)x\(height) px canvas: \(CairoStatus.text(status))")
        }
        return surface
    }

    /// Starts making the canvas on another thread; nil when the canvas is too small to be worth it, or when
    /// this render must keep to its own thread (`ParallelWork`).
    static func prepare(width: Int, height: Int, background: RGBA?) -> Preparation? {
        guard width * height * 4 >= CairoSurface.hugePageThreshold, ParallelWork.isAllowed else { return nil }
        return Preparation(width: width, height: height, background: background)
    }

    /// A canvas being made on a global dispatch queue.
    final class Preparation: @unchecked Sendable {
        // @unchecked: `result` is written once by the worker before `done.leave()` and read only after
        // `done.wait()`; the surface is not touched by the worker after that.
        let width: Int, height: Int
        private let done = DispatchGroup()
        private var result: Result<CairoSurface, RenderError>?

        fileprivate init(width: Int, height: Int, background: RGBA?) {
            self.width = width; self.height = height
            done.enter()
            DispatchQueue.global(qos: .userInitiated).async { [self] in
                result = Result { () throws(RenderError) in try Canvas.make(width: width, height: height, background: background) }
                done.leave()
            }
        }

        /// The canvas, once ready.
        func take() throws(RenderError) -> CairoSurface {
            done.wait()
            return try result!.get()
        }
    }
}

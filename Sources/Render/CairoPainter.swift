import CCairo
import Layout

/// Paints a display list onto a cairo context: a plain switch over `DrawCommand`s, in points, scaled to
/// pixels by `scale`. It knows nothing of layout; everything it needs is in the commands.
///
/// Scoped commands (clips, transforms, layers) nest: each push saves cairo's state and its pop restores
/// it. A list that leaves scopes open is closed at the end; a pop that does not match the innermost open
/// scope is ignored with a warning, so a malformed list cannot unbalance cairo's state stack.
///
/// Not thread-safe; one painter paints one list.
public final class CairoPainter {
    private enum ScopeKind: String { case clip, transform, layer }
    private enum Scope {
        case clip, transform, layer(Layer)
        var kind: ScopeKind {
            switch self {
            case .clip: .clip
            case .transform: .transform
            case .layer: .layer
            }
        }
    }

    private let cr: OpaquePointer
    public let scale: Double
    /// Measures text whose measurement has no live layout (e.g. laid out by another measurer).
    private let measurer: PangoTextMeasurer?
    private var scopes: [Scope] = []
    /// The surfaces being drawn into (canvas, then open layers), for materials' backdrops.
    private var backdrop: BackdropStack
    /// Problems met while painting (unbalanced scopes, text without a layout).
    public private(set) var warnings: [String] = []
    /// Whether some compositing could have lowered the canvas's alpha (so an opaque background may no
    /// longer be opaque everywhere).
    public private(set) var mayHaveReducedAlpha = false

    /// `context` is a `cairo_t *` whose user space is pixels; painting scales it by `scale`.
    public init(context: OpaquePointer, scale: Double, measurer: PangoTextMeasurer? = nil) {
        cr = context
        self.scale = scale
        self.measurer = measurer
        backdrop = BackdropStack(canvas: cairo_get_group_target(context))
    }

    /// Paints `commands` in order. The context's state is the same afterwards.
    ///
    /// `coveredBefore`: the index of an opening fill that paints over everything before it entirely (see
    /// `OpaqueCover`); the fills before it are skipped (their clips still open and close). Only for a
    /// context whose clip, if any, is pixel-aligned, so that cover really reaches every pixel whole.
    public func paint(_ commands: [DrawCommand], coveredBefore cover: Int? = nil) {
        cairo_save(cr)
        cairo_scale(cr, scale, scale)
        for (i, command) in commands.enumerated() {
            if let cover, i < cover, case .fill = command { continue }
            draw(command)
        }
        if !scopes.isEmpty { warn("display list left \(scopes.count) scope(s) open") }
        while let scope = scopes.popLast() { close(scope) }
        cairo_restore(cr)
    }

    private func draw(_ command: DrawCommand) {
        switch command {
        case let .fill(path, paint, bounds, evenOdd):
            if case .material(let material) = paint {
                MaterialBackdrop.fill(path, material: material, evenOdd: evenOdd, backdrop: backdrop, cr: cr)
                return
            }
            cairo_new_path(cr)
            CairoPath.append(path, to: cr)
            cairo_set_fill_rule(cr, evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            PaintSource.set(paint, bounds: bounds, on: cr)
            cairo_fill(cr)
        case let .stroke(path, paint, style, bounds):
            configureStroke(style)
            cairo_new_path(cr)
            CairoPath.append(path, to: cr)
            PaintSource.set(paint, bounds: bounds, on: cr)
            cairo_stroke(cr)
        case let .text(text, measurement, origin, bounds):
            drawText(text, measurement: measurement, origin: origin, bounds: bounds)
        case let .symbol(symbol, frame, paint, lineWidth):
            SymbolPainter.draw(symbol, frame: frame, paint: paint, lineWidth: lineWidth, cr: cr)
        case let .asset(paths, paint, bounds):
            // One path, non-zero: overlapping outlines unite instead of darkening a translucent paint twice.
            cairo_new_path(cr)
            for path in paths { CairoPath.append(path, to: cr) }
            cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
            PaintSource.set(paint, bounds: bounds, on: cr)
            cairo_fill(cr)
        case let .pushClip(path, evenOdd):
            cairo_save(cr)
            cairo_new_path(cr)
            CairoPath.append(path, to: cr)
            cairo_set_fill_rule(cr, evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            cairo_clip(cr)
            scopes.append(.clip)
        case .popClip:
            pop(.clip)
        case .pushTransform(let t):
            cairo_save(cr)
            var matrix = cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty)
            cairo_transform(cr, &matrix)
            scopes.append(.transform)
        case .popTransform:
            pop(.transform)
        case .beginLayer(let layer):
            LayerCompositor.begin(layer, cr: cr)
            backdrop.push(cairo_get_group_target(cr))
            scopes.append(.layer(layer))
        case .endLayer:
            pop(.layer)
        }
    }

    private func configureStroke(_ style: StrokeStyle) {
        cairo_set_line_width(cr, max(0, style.lineWidth))
        switch style.lineCap {
        case .butt: cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
        case .round: cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        case .square: cairo_set_line_cap(cr, CAIRO_LINE_CAP_SQUARE)
        }
        switch style.lineJoin {
        case .miter: cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER)
        case .round: cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        case .bevel: cairo_set_line_join(cr, CAIRO_LINE_JOIN_BEVEL)
        }
        cairo_set_miter_limit(cr, max(1, style.miterLimit))
        // Cairo rejects negative dashes and all-zero patterns (an error state); SwiftUI draws those solid.
        let usable = !style.dash.isEmpty && style.dash.allSatisfy { $0 >= 0 && $0.isFinite } && style.dash.contains { $0 > 0 }
        if usable {
            style.dash.withUnsafeBufferPointer { cairo_set_dash(cr, $0.baseAddress, Int32($0.count), style.dashPhase) }
        } else {
            cairo_set_dash(cr, nil, 0, 0)
        }
    }

    private func drawText(_ text: ResolvedText, measurement: TextMeasurement, origin: Point, bounds: Rect) {
        // Text squeezed to no width shows nothing (its zero-width measurement keeps no layout).
        if bounds.width <= 0 { return }
        var handle = measurement.handle as? PangoLayoutHandle
        if handle?.pointer == nil, let measurer {
            handle = measurer.measure(text, width: bounds.width).handle as? PangoLayoutHandle
        }
        guard let handle, let layout = handle.pointer else {
            warn("text '\(text.string.prefix(20))' has no Pango layout to draw")
            return
        }
        TextPainter.draw(layout, logicalOrigin: handle.logicalOrigin, lineOrigins: handle.lineOrigins, paint: text.paint,
                         origin: origin, bounds: bounds, cr: cr)
    }

    /// Closes the innermost scope if it is of the `expected` kind.
    private func pop(_ expected: ScopeKind) {
        guard let last = scopes.last, last.kind == expected else {
            warn("unbalanced display list: end of \(expected.rawValue) without its start")
            return
        }
        scopes.removeLast()
        close(last)
    }

    private func close(_ scope: Scope) {
        switch scope {
        case .clip, .transform:
            cairo_restore(cr)
        case .layer(let layer):
            backdrop.pop()
            if LayerCompositor.end(layer, cr: cr) { mayHaveReducedAlpha = true }
        }
    }

    private func warn(_ message: String) {
        if !warnings.contains(message) { warnings.append(message) }
    }
}

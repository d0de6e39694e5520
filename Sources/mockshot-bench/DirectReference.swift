import CCairo
import Layout
import Render
import Gallery
import Icons

/// The bench's reference: the same scene drawn with direct Cairo and Pango calls at hard-coded
/// coordinates — no views, no layout engine, no display-list painter. The coordinates, strings and
/// colours are captured once from a render before timing starts; each timed frame then clears the
/// surface, builds paths, and creates and shapes a fresh PangoLayout for every text, as hand-written
/// drawing code would.
final class DirectReference {
    enum Item {
        case fill([Path.Element], RGBA, evenOdd: Bool)
        case stroke([Path.Element], RGBA, width: Double, dash: [Double])
        case text(String, font: FontDescription, color: RGBA, x: Double, y: Double, width: Double, spacing: Double)
        case icon([(segments: [IconSegment], fill: Bool)], x: Double, y: Double, side: Double, color: RGBA, lineWidth: Double)
        case clip([Path.Element])
        case unclip
    }

    let surface: OpaquePointer
    let cr: OpaquePointer
    let fontMap: FontMap
    let context: PangoContextHandle
    let scale: Double
    let background: RGBA
    private(set) var items: [Item] = []

    init(scheme: ColorScheme, scale: Double) throws {
        var env = EnvironmentValues(); env.colorScheme = scheme
        background = BenchScene.canvas(scheme).resolve(in: env)
        // Capture coordinates once (outside any timing).
        let captured = try Renderer.render(BenchScene(), proposal: ProposedViewSize(width: 390, height: 844), environment: env,
                                           options: RenderOptions(scale: scale, background: background)).layout.commands
        self.scale = scale
        surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(390 * scale), Int32(844 * scale))
        cr = cairo_create(surface)
        fontMap = try FontLibrary.shared().makeFontMap()
        context = fontMap.makeContext()
        pango_cairo_context_set_resolution(context.pointer, 72)
        for c in captured {
            switch c {
            case let .fill(path, paint, _, eo):
                if let color = paint.solidColor { items.append(.fill(path.elements, color, evenOdd: eo)) }
            case let .stroke(path, paint, style, _):
                if let color = paint.solidColor { items.append(.stroke(path.elements, color, width: style.lineWidth, dash: style.dash)) }
            case let .text(text, _, origin, bounds):
                guard let run = text.runs.first else { continue }
                let face: ResolvedFontFace
                if let name = run.font.name {
                    var f = FontNameMap.resolve(name: name).face
                    if let w = run.font.weight { f.weight = w.value }
                    face = f
                } else {
                    face = FontNameMap.resolveSystem(weight: run.font.weight?.value ?? 400,
                                                     design: run.font.design == .monospaced ? .monospaced : .default)
                }
                items.append(.text(text.string, font: FontLibrary.pangoFontDescription(for: face, size: run.font.size),
                                   color: run.color ?? text.paint.solidColor ?? .black, x: origin.x, y: origin.y,
                                   width: bounds.width + 1, spacing: text.lineSpacing))
            case let .symbol(symbol, frame, paint, lineWidth):
                let parts = symbol.elements.map { (segments: $0.segments, fill: $0.paint == .fillAndStroke) }
                items.append(.icon(parts, x: frame.minX, y: frame.minY, side: frame.width, color: paint.solidColor ?? .black, lineWidth: lineWidth))
            case let .pushClip(path, _): items.append(.clip(path.elements))
            case .popClip: items.append(.unclip)
            default: break
            }
        }
    }

    deinit { cairo_destroy(cr); cairo_surface_destroy(surface) }

    func draw() {
        cairo_identity_matrix(cr)
        cairo_scale(cr, scale, scale)
        cairo_set_source_rgba(cr, background.r, background.g, background.b, background.a)
        cairo_paint(cr)
        for item in items {
            switch item {
            case let .fill(elements, c, eo):
                path(elements)
                cairo_set_fill_rule(cr, eo ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
                cairo_set_source_rgba(cr, c.r, c.g, c.b, c.a)
                cairo_fill(cr)
            case let .stroke(elements, c, width, dash):
                path(elements)
                cairo_set_line_width(cr, width)
                cairo_set_dash(cr, dash, Int32(dash.count), 0)
                cairo_set_source_rgba(cr, c.r, c.g, c.b, c.a)
                cairo_stroke(cr)
                cairo_set_dash(cr, nil, 0, 0)
            case let .text(string, font, c, x, y, width, spacing):
                let layout = pango_layout_new(context.pointer)!
                pango_layout_set_font_description(layout, font.pointer)
                pango_layout_set_width(layout, Int32(width * Double(PANGO_SCALE)))
                pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
                pango_layout_set_spacing(layout, Int32(spacing * Double(PANGO_SCALE)))
                pango_layout_set_text(layout, string, -1)
                cairo_move_to(cr, x, y)
                cairo_set_source_rgba(cr, c.r, c.g, c.b, c.a)
                pango_cairo_show_layout(cr, layout)
                g_object_unref(UnsafeMutableRawPointer(layout))
            case let .icon(parts, x, y, side, c, lineWidth):
                cairo_save(cr)
                cairo_translate(cr, x, y)
                let k = side / 24
                cairo_set_source_rgba(cr, c.r, c.g, c.b, c.a)
                cairo_set_line_width(cr, lineWidth)
                cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
                cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
                for part in parts {
                    for s in part.segments {
                        switch s {
                        case .move(let p): cairo_move_to(cr, p.x * k, p.y * k)
                        case .line(let p): cairo_line_to(cr, p.x * k, p.y * k)
                        case let .cubic(c1, c2, p): cairo_curve_to(cr, c1.x * k, c1.y * k, c2.x * k, c2.y * k, p.x * k, p.y * k)
                        case .close: cairo_close_path(cr)
                        }
                    }
                    if part.fill { cairo_fill_preserve(cr) }
                    cairo_stroke(cr)
                }
                cairo_restore(cr)
            case .clip(let elements):
                cairo_save(cr); path(elements); cairo_clip(cr)
            case .unclip:
                cairo_restore(cr)
            }
        }
        cairo_surface_flush(surface)
    }

    private func path(_ elements: [Path.Element]) {
        cairo_new_path(cr)
        for e in elements {
            switch e {
            case .move(let p): cairo_move_to(cr, p.x, p.y)
            case .line(let p): cairo_line_to(cr, p.x, p.y)
            case let .quadCurve(p, c):
                var x0 = 0.0, y0 = 0.0
                cairo_get_current_point(cr, &x0, &y0)
                cairo_curve_to(cr, x0 + 2 / 3 * (c.x - x0), y0 + 2 / 3 * (c.y - y0), p.x + 2 / 3 * (c.x - p.x), p.y + 2 / 3 * (c.y - p.y), p.x, p.y)
            case let .curve(p, c1, c2): cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
            case .closeSubpath: cairo_close_path(cr)
            }
        }
    }
}

import CCairo
import Glibc
import Layout

/// A Pango font map and two contexts on it, ready to lay out text in points: the contexts have the fixed
/// font options (`FontMap.makeContext`) and a resolution of 72 dpi, so one Pango point is one cairo user
/// unit, i.e. one layout point. Glyph positions are not rounded: Pango would round them to whole device
/// units, which here are points, so text would be measured on a 1 pt grid whatever the output scale.
/// Not thread-safe: one render uses it at a time (see `TextResourcePool`). The measurements of every
/// render on it stay in `measurements` for the next one (bounded; see `TextMeasurementCache` for why a
/// layout made on these contexts measures and draws the same in any later render).
///
/// Two contexts because the base direction of text is a context setting: text in a right-to-left
/// environment is laid out on `rightToLeftContext`. (Changing one context's direction would make Pango
/// lay out again every layout already made on it.)
final class TextResources {
    let fontMap: FontMap
    let context: PangoContextHandle
    let rightToLeftContext: PangoContextHandle
    /// The thread that acquired it last (`TextResourcePool.acquire`); only read and written under the pool's lock
    /// or by that thread while it holds the resources.
    var lastThread: pthread_t?
    /// Text measured on these contexts, with its shaped layouts.
    let measurements: TextMeasurementCache

    init(fontMap: FontMap, measurementLimits: TextMeasurementCache.Limits = .standard) {
        self.fontMap = fontMap
        measurements = TextMeasurementCache(limits: measurementLimits)
        context = Self.makeContext(on: fontMap)
        rightToLeftContext = Self.makeContext(on: fontMap, direction: .rightToLeft)
    }

    /// A context in `direction`. Its language is fixed (text carries its own, see `ScriptLanguages`): by
    /// default Pango would take it from the process's locale.
    static func makeContext(on fontMap: FontMap, direction: LayoutDirection = .leftToRight) -> PangoContextHandle {
        let context = fontMap.makeContext()
        pango_cairo_context_set_resolution(context.pointer, 72)
        pango_context_set_round_glyph_positions(context.pointer, 0)
        pango_context_set_language(context.pointer, pango_language_from_string("en-us"))
        if direction == .rightToLeft { pango_context_set_base_dir(context.pointer, PANGO_DIRECTION_RTL) }
        return context
    }
}

/// Font maps and contexts reused across renders, so no render pays for creating a font map or loading
/// faces again (a font map caches every face it has opened).
///
/// Why a pool rather than `FontLibrary.withSharedFontMap`: the shared map is serialised by a lock, which
/// would make concurrent renders (parallel snapshot tests) wait for each other. Each render instead takes
/// a map of its own for its duration and gives it back; a Pango font map is only ever used by one thread
/// at a time. Renders must end their use of every Pango object made from the map before giving it back
/// (`PangoTextMeasurer.releaseLayouts` revokes the render's loans of cached layouts and frees those the
/// cache drops), so no object is used or freed on one thread while another uses the map.
final class TextResourcePool: @unchecked Sendable {
    // @unchecked: `idle` is only touched under `lock`; an entry is used by one render at a time.
    static let shared = TextResourcePool()

    /// More than this many idle maps are dropped: enough for the cores we have, bounded memory.
    static let maxIdle = 4

    private let lock = Lock()
    private var idle: [TextResources] = []

    /// An idle font map, the one this thread used last if it is idle (a batch worker's texts are kept on
    /// the map it draws with: see `TextMeasurementCache`), else the one released last; or a new one.
    func acquire() throws -> TextResources {
        let me = pthread_self()
        let found = lock.withLock { () -> TextResources? in
            if let i = idle.lastIndex(where: { $0.lastThread == me }) { return idle.remove(at: i) }
            return idle.popLast()
        }
        let resources = try found ?? TextResources(fontMap: try FontLibrary.shared().makeFontMap())
        resources.lastThread = me
        return resources
    }

    func release(_ resources: TextResources) {
        lock.withLock {
            if idle.count < Self.maxIdle { idle.append(resources) }
        }
    }
}

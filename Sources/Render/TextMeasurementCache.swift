import CCairo
import Layout

/// Warnings the making of a measurement gave, kept with it and given again whenever it answers, so a
/// render that finds a measurement made by an earlier one reports what a render that made it would.
struct TextWarnings {
    /// "unknown font 'X', using Inter", for each font the layout asked for, in the order asked.
    var fonts: [String] = []
    /// "no font has a glyph for U+0378 in …", in order of appearance.
    var glyphs: [String] = []
}

/// A measurement as the cache keeps it: the numbers (with no handle), the shaped layout the painter
/// draws (nil when none is kept) and the warnings its making gave.
struct CachedMeasurement {
    var measurement: TextMeasurement
    var layout: ShapedLayout?
    var warnings: TextWarnings
}

/// Text measurements and their shaped layouts, kept on one `TextResources` across renders and bounded
/// (least recently used texts go first), so light and dark of a component, its scales, accessibility
/// settings that do not touch text and a batch's repeated strings are shaped once per resources.
///
/// Why a cached layout measures and draws the same in any later render: every layout is made on the
/// resources' two contexts, whose settings are fixed when they are made (`TextResources.makeContext`:
/// font options, 72 dpi, language, base direction) and never changed; the font map's configuration is
/// the process's immutable one; a render's scale, colour scheme and canvas are cairo state applied when
/// the layout is shown, not layout state. Everything else a layout depends on is in `ResolvedText`, the
/// key: runs (fonts, colours, features), line spacing, limit, alignment, truncation, direction and the
/// locale (script languages, CJK region). The one field not in the key is `paint`, which the painter
/// sets as cairo's source: the same text in light and dark shares its layouts.
///
/// Not thread-safe: used by the render holding its `TextResources`, which is also the only thread that
/// frees its layouts (`trim`, `removeAll`, `deinit`). Renders borrow layouts (`ShapedLayout.lease`) and
/// revoke the loans before trimming, so nothing is freed while a render can reach it.
final class TextMeasurementCache {
    /// Everything measured for one text: its unwrapped measurement (made only when something needs it:
    /// text asked for at a width first is laid out at that width, and shaped once), those at narrower
    /// widths, at zero width and its minimum width.
    final class Entry {
        var natural: Natural?
        var wrapped: [Wrapped] = []
        var zeroWidth: CachedMeasurement?
        var minimumWidth: (width: Double, warnings: TextWarnings)?
        /// `clock` when last asked for.
        fileprivate(set) var lastUse: UInt64 = 0
        /// Estimated bytes of the layouts kept.
        fileprivate(set) var cost = 0
    }

    /// The unwrapped measurement of a text.
    struct Natural {
        let measured: CachedMeasurement
        /// The unwrapped width in Pango units: any wrap width at least this wide gives `measured` again.
        let widthUnits: Int32
        /// Height of the first line, in points.
        let lineHeight: Double
    }

    /// A wrapped measurement and the wrap widths (Pango units) it answers for.
    struct Wrapped {
        var range: ClosedRange<Int32>
        var measured: CachedMeasurement
    }

    /// How much is kept: at most `entries` texts and about `bytes` of shaped layouts.
    struct Limits {
        var entries: Int
        var bytes: Int
        /// A few thousand interface strings per resources (the pool keeps up to `TextResourcePool.maxIdle`).
        static let standard = Limits(entries: 3000, bytes: 12 << 20)
    }

    let limits: Limits
    /// Font descriptions and face metrics, kept as long as the cache (they hold no layout).
    var fonts = FontResolver()
    /// Families of the faces the kept layouts use, by face (see `TextLines.scan`). Emptied whenever
    /// layouts are freed: a face no layout holds may be freed and its address reused.
    var faceFamilies: [UnsafeMutablePointer<PangoFont>: String] = [:]
    private var entries: [Key: Entry] = [:]
    private var clock: UInt64 = 0
    /// Estimated bytes of every kept layout.
    private(set) var cost = 0

    init(limits: Limits = .standard) { self.limits = limits }

    /// Texts kept.
    var count: Int { entries.count }

    /// Whether measurements of `text` are kept (in any paint).
    func contains(_ text: ResolvedText) -> Bool { entries[Self.key(text)] != nil }

    /// The entry for `text`, made on first use, marked as just used.
    func entry(for text: ResolvedText) -> Entry {
        clock &+= 1
        let key = Self.key(text)
        if let entry = entries[key] {
            entry.lastUse = clock
            return entry
        }
        let entry = Entry()
        entry.lastUse = clock
        entries[key] = entry
        return entry
    }

    /// `text` with the one field that does not change its layout (`paint`) made the same for every text.
    private static func key(_ text: ResolvedText) -> Key {
        if case .color(let c) = text.paint, c == .black { return Key(text: text) }
        var key = text
        key.paint = .color(.black)
        return Key(text: key)
    }

    /// A text as the cache finds it: hashed by its strings and font sizes only, which is cheaper than
    /// hashing every field and tells nearly all texts apart; `==` compares every field.
    struct Key: Hashable {
        let text: ResolvedText

        static func == (a: Key, b: Key) -> Bool { a.text == b.text }

        func hash(into hasher: inout Hasher) {
            for run in text.runs {
                hasher.combine(run.string)
                hasher.combine(run.font.size)
            }
        }
    }

    /// Counts a layout just kept in `entry`. Nothing is freed before `trim`, which renders call once they
    /// have revoked their loans.
    func noteKept(_ layout: ShapedLayout, textBytes: Int, in entry: Entry) {
        let bytes = Self.estimatedBytes(textBytes: textBytes)
        entry.cost += bytes
        cost += bytes
    }

    /// What a shaped layout of `textBytes` UTF-8 bytes holds, roughly: the layout, its lines, runs and
    /// attribute list (~1 KB), and per byte a glyph (20 B), a cluster (4 B), a character attribute
    /// (4 B), the text (1 B) and room for items and attributes.
    static func estimatedBytes(textBytes: Int) -> Int { 1024 + 48 * textBytes }

    /// Drops the least recently used texts while more than the limits are kept, down to three quarters
    /// of them (so a render that adds a few texts does not trim again straight away).
    func trim() {
        guard entries.count > limits.entries || cost > limits.bytes else { return }
        let keepEntries = limits.entries * 3 / 4, keepBytes = limits.bytes * 3 / 4
        let oldestFirst = entries.sorted { $0.value.lastUse < $1.value.lastUse }
        for (key, entry) in oldestFirst {
            if entries.count <= keepEntries && cost <= keepBytes { break }
            entries[key] = nil
            cost -= entry.cost
        }
        faceFamilies.removeAll()
    }

    /// Frees every layout.
    func removeAll() {
        entries.removeAll()
        faceFamilies.removeAll()
        cost = 0
    }
}

import Synchronization

/// What a node draws, independent of how it was laid out. The display-list pass turns this plus the
/// node's frame into draw commands.
public enum NodeContent {
    case none
    case text(ResolvedText)
    case shape(ShapeDrawing)
    case symbol(SymbolDrawing)
    case effect(Effect)
}

/// A shape leaf: the outline (computed from the frame at paint time), and how it is filled or stroked.
public struct ShapeDrawing {
    public let shapeName: String
    public let path: (Rect) -> Path
    public enum Operation {
        case fill(Paint, evenOdd: Bool)
        /// `inset`: `strokeBorder` draws inside the frame; `stroke` straddles the outline.
        case stroke(Paint, StrokeStyle, inset: Bool)
    }
    public let operation: Operation
    /// Style values for the layout dump (e.g. corner radii), computed only when a dump asks.
    public var dumpInfo: [String: String] { makeDumpInfo() }
    let makeDumpInfo: () -> [String: String]

    public init(shapeName: String, path: @escaping (Rect) -> Path, operation: Operation, dumpInfo: [String: String]) {
        self.init(shapeName: shapeName, path: path, operation: operation, lazyDumpInfo: { dumpInfo })
    }
    init(shapeName: String, path: @escaping (Rect) -> Path, operation: Operation, lazyDumpInfo: @escaping () -> [String: String]) {
        self.shapeName = shapeName; self.path = path; self.operation = operation; self.makeDumpInfo = lazyDumpInfo
    }
}

/// Readable type names (`UnevenRoundedRectangle`), computed once per type: `String(describing:)` on a
/// metatype is slow, and shapes are created every frame.
enum TypeNames {
    private static let cache = Mutex<[ObjectIdentifier: String]>([:])
    /// The type's name without generic arguments: `Foo<Bar>` → `Foo`.
    static func name<T>(of type: T.Type) -> String {
        let key = ObjectIdentifier(type)
        return cache.withLock { cache in
            if let n = cache[key] { return n }
            let full = String(describing: type)
            let n = String(full[..<(full.firstIndex(of: "<") ?? full.endIndex)])
            cache[key] = n
            return n
        }
    }
}

/// An SF Symbol substitute or a registered vector asset, tinted by a paint.
public struct SymbolDrawing {
    public enum Source { case symbol(String), asset(ImageAsset) }
    public let source: Source
    public let paint: Paint
    /// Stroke width in points for stroked icons (follows the font weight).
    public let lineWidth: Double
    public let pointSize: Double
    public let weight: Font.Weight
}

/// Render-only effects: layout passes straight through them.
public enum Effect {
    case opacity(Double)
    case shadow(color: RGBA, radius: Double, x: Double, y: Double)
    case blur(radius: Double, opaque: Bool)
    case scale(x: Double, y: Double, anchor: UnitPoint)
    case rotation(degrees: Double, anchor: UnitPoint)
    case offset(x: Double, y: Double)
    case clip(path: (Rect) -> Path, name: String, evenOdd: Bool)
    case blendMode(BlendMode)
    case compositingGroup
    /// A material backdrop under the child: blur of what is already drawn behind `path`.
    case backdrop(path: (Rect) -> Path, material: ResolvedMaterial)
}

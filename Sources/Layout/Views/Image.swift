import Icons
import Synchronization

/// SwiftUI's `Image`: an SF Symbol (drawn with its Lucide substitute, sized and weighted by the font
/// like a glyph) or a named vector asset registered in `ImageCatalog` (brand glyphs).
public struct Image: View {
    enum Source { case symbol(String), asset(String) }
    let source: Source
    var isResizable = false

    public init(systemName: String) { source = .symbol(systemName) }
    /// A vector asset registered with `ImageCatalog.register`.
    public init(_ name: String) { source = .asset(name) }

    /// The image stretches to the frame it is offered instead of keeping its natural size.
    public func resizable() -> Image { var i = self; i.isResizable = true; return i }
    public func renderingMode(_ mode: TemplateRenderingMode) -> Image { self }
    public enum TemplateRenderingMode: Sendable { case template, original }

    public func _makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        let env = context.environment
        let font = (env.font ?? .body).resolve(in: env)
        let base = env.textWeight ?? font.weight ?? .regular
        // Symbols follow Bold Text as the text beside them does.
        let weight = font.boldText ? base.boldTextWeight : base
        let paint = (env.foregroundStyle ?? AnyShapeStyle(HierarchicalShapeStyle.primary)).resolvePaint(in: env)
        let drawing: SymbolDrawing
        let natural: Size
        switch source {
        case .symbol(let requested):
            // `symbolVariant(.fill)` (tab bars) picks the filled variant where the library has one.
            let filled = requested + ".fill"
            let name = env.symbolFill && DirectionalSymbols.drawnName(for: filled) != nil ? filled : requested
            guard let drawn = DirectionalSymbols.drawnName(for: name) else {
                let hint = SymbolLibrary.suggestions(for: name)
                context.diagnostics.error("unknown SF Symbol '\(name)'" + (hint.isEmpty ? "" : " (did you mean \(hint.map { "'\($0)'" }.joined(separator: ", "))?)"))
                return []
            }
            let pointSize = font.size * env.imageScale.factor
            let side = SymbolMetrics.boxSide(forPointSize: pointSize)
            natural = Size(width: side, height: side)
            drawing = SymbolDrawing(source: .symbol(drawn), paint: paint,
                                    lineWidth: SymbolMetrics.strokeWidth(forPointSize: pointSize, weight: Double(weight.value)),
                                    pointSize: pointSize, weight: weight)
        case .asset(let name):
            guard let asset = ImageCatalog.shared.asset(named: name) else {
                context.diagnostics.error("unknown image asset '\(name)' (registered: \(ImageCatalog.shared.names.joined(separator: ", ")))")
                return []
            }
            natural = asset.size
            drawing = SymbolDrawing(source: .asset(asset), paint: paint, lineWidth: 0, pointSize: font.size, weight: weight)
        }
        let layout: any LayoutAlgorithm = isResizable ? ResizableImageLayout(natural: natural) : FixedLeafLayout(size: natural)
        let node = LayoutNode(kind: "Image", layout: layout, content: .symbol(drawing))
        // Symbols that point along the reading direction are drawn mirrored right to left, as iOS does.
        if case .symbol(let requested) = source, context.layoutDirection == .rightToLeft, DirectionalSymbols.mirrorsInRightToLeft(requested) {
            return [LayoutNode(kind: "flipsForRightToLeftLayoutDirection", layout: PassthroughLayout(),
                               content: .effect(.scale(x: -1, y: 1, anchor: .center)), children: [node])]
        }
        return [node]
    }
    public typealias Body = Never
}

/// A resizable image: takes whatever is proposed; an unspecified dimension is the image's natural
/// length (its ideal size, so `scaledToFit()` keeps the image's proportions).
struct ResizableImageLayout: LayoutAlgorithm {
    let natural: Size
    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode, _ context: LayoutContext) -> Size {
        Size(width: max(0, proposal.width ?? natural.width), height: max(0, proposal.height ?? natural.height))
    }
}

/// A template vector image: outlines in a `size`-sized box, filled with the foreground style.
public struct ImageAsset: Sendable {
    public let name: String
    public let size: Size
    /// Outlines for a box of `size` at the origin; scaled to the frame when drawn.
    public let paths: @Sendable () -> [Path]
    public init(name: String, size: Size, paths: @escaping @Sendable () -> [Path]) {
        self.name = name; self.size = size; self.paths = paths
    }
}

/// Named vector assets (`Image("grok-glyph")`). Brand kits register theirs when they load.
/// Kits register from any thread while renders look assets up, so the table sits behind a mutex.
public final class ImageCatalog: Sendable {
    public static let shared = ImageCatalog()
    private let assets = Mutex<[String: ImageAsset]>([:])

    public func register(_ asset: ImageAsset) { assets.withLock { $0[asset.name] = asset } }
    public func asset(named name: String) -> ImageAsset? { assets.withLock { $0[name] } }
    public var names: [String] { assets.withLock { $0.keys.sorted() } }
}

/// An outline that fills its frame. A bare shape in a view tree is filled with the foreground style;
/// `fill`, `stroke` and `strokeBorder` choose otherwise.
public protocol Shape: View where Body == ShapeView {
    func path(in rect: Rect) -> Path
    /// The name the layout dump shows for this shape (`RoundedRectangle`). Defaults to the type's name
    /// without generic arguments; the built-in shapes spell theirs out, because asking the runtime for a
    /// type's name demangles it, a cost a one-shot render notices.
    static var _shapeName: String { get }
    /// Whether the outline is mirrored in a right-to-left layout. Defaults to `.mirrors`, as SwiftUI's
    /// shapes do from iOS 17 (so leading corners, tails and custom outlines follow the layout); shapes
    /// that are symmetric left to right return `.fixed`.
    var layoutDirectionBehavior: LayoutDirectionBehavior { get }
}

extension Shape {
    public static var _shapeName: String { TypeNames.name(of: Self.self) }
    public var layoutDirectionBehavior: LayoutDirectionBehavior { .mirrors }
    public var body: ShapeView { ShapeView(shape: self, operation: .fill(AnyShapeStyle(ForegroundStyle()), evenOdd: false)) }

    public func fill<S: ShapeStyle>(_ style: S, style fillStyle: FillStyle = FillStyle()) -> ShapeView {
        ShapeView(shape: self, operation: .fill(AnyShapeStyle(style), evenOdd: fillStyle.isEOFilled))
    }
    public func fill(style fillStyle: FillStyle = FillStyle()) -> ShapeView {
        ShapeView(shape: self, operation: .fill(AnyShapeStyle(ForegroundStyle()), evenOdd: fillStyle.isEOFilled))
    }
    /// A stroke centred on the outline (half of it falls outside the frame).
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: Double = 1) -> ShapeView {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth))
    }
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> ShapeView {
        ShapeView(shape: self, operation: .stroke(AnyShapeStyle(content), style, inset: false))
    }
    public func stroke(lineWidth: Double = 1) -> ShapeView { stroke(ForegroundStyle(), lineWidth: lineWidth) }
    public func stroke(style: StrokeStyle) -> ShapeView { stroke(ForegroundStyle(), style: style) }
    /// A stroke drawn entirely inside the frame: the outline is inset by half the line width.
    public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: Double = 1) -> ShapeView {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth))
    }
    public func strokeBorder<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> ShapeView {
        ShapeView(shape: self, operation: .stroke(AnyShapeStyle(content), style, inset: true))
    }
    public func strokeBorder(lineWidth: Double = 1) -> ShapeView { strokeBorder(ForegroundStyle(), lineWidth: lineWidth) }
    public func strokeBorder(style: StrokeStyle) -> ShapeView { strokeBorder(ForegroundStyle(), style: style) }

    /// The shape inset by `amount` on every side.
    public func inset(by amount: Double) -> InsetShape<Self> { InsetShape(base: self, amount: amount) }
}

public struct InsetShape<Base: Shape>: Shape {
    public static var _shapeName: String { "InsetShape" }
    let base: Base
    let amount: Double
    public func path(in rect: Rect) -> Path { base.path(in: rect.insetBy(dx: amount, dy: amount)) }
    public var layoutDirectionBehavior: LayoutDirectionBehavior { base.layoutDirectionBehavior }
}

/// A type-erased shape.
public struct AnyShape: Shape {
    public static var _shapeName: String { "AnyShape" }
    let make: (Rect) -> Path
    public let layoutDirectionBehavior: LayoutDirectionBehavior
    public init<S: Shape>(_ shape: S) { make = { shape.path(in: $0) }; layoutDirectionBehavior = shape.layoutDirectionBehavior }
    public func path(in rect: Rect) -> Path { make(rect) }
}

public struct StrokeStyle: Hashable, Sendable {
    public enum LineCap: Hashable, Sendable { case butt, round, square }
    public enum LineJoin: Hashable, Sendable { case miter, round, bevel }
    public var lineWidth: Double
    public var lineCap: LineCap
    public var lineJoin: LineJoin
    public var miterLimit: Double
    public var dash: [Double]
    public var dashPhase: Double
    public init(lineWidth: Double = 1, lineCap: LineCap = .butt, lineJoin: LineJoin = .miter, miterLimit: Double = 10,
                dash: [Double] = [], dashPhase: Double = 0) {
        self.lineWidth = lineWidth; self.lineCap = lineCap; self.lineJoin = lineJoin; self.miterLimit = miterLimit
        self.dash = dash; self.dashPhase = dashPhase
    }
}

/// A shape with its fill or stroke: a leaf that takes the size it is offered.
public struct ShapeView: View {
    enum Operation {
        case fill(AnyShapeStyle, evenOdd: Bool)
        case stroke(AnyShapeStyle, StrokeStyle, inset: Bool)
    }
    let name: String
    let make: (Rect) -> Path
    let operation: Operation
    let dumpInfo: () -> [String: String]
    let layoutDirectionBehavior: LayoutDirectionBehavior

    init<S: Shape>(shape: S, operation: Operation) {
        name = S._shapeName
        make = { shape.path(in: $0) }
        layoutDirectionBehavior = shape.layoutDirectionBehavior
        self.operation = operation
        dumpInfo = { (shape as? any ShapeDumpInfo)?.dumpInfo ?? [:] }
    }

    public func _makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        let env = context.environment
        let op: ShapeDrawing.Operation
        switch operation {
        case let .fill(style, eo): op = .fill(style.resolvePaint(in: env), evenOdd: eo)
        case let .stroke(style, ss, inset): op = .stroke(style.resolvePaint(in: env), ss, inset: inset)
        }
        let path = layoutDirectionBehavior.flips(in: context.layoutDirection) ? Path.mirroring(make) : make
        let drawing = ShapeDrawing(shapeName: name, path: path, operation: op, lazyDumpInfo: dumpInfo)
        return [LayoutNode(kind: name, layout: FillProposalLayout(), content: .shape(drawing))]
    }
    public typealias Body = Never
}

/// Shapes that describe their geometry in the layout dump (e.g. corner radii).
public protocol ShapeDumpInfo { var dumpInfo: [String: String] { get } }

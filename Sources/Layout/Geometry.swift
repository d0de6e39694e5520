// Geometry in points. Layout works in Double; pixels appear only in the rounding pass and the painter.

public typealias CGFloat = Double

public struct Point: Hashable, Sendable, Codable {
    public var x: Double
    public var y: Double
    public init(x: Double, y: Double) { self.x = x; self.y = y }
    public static let zero = Point(x: 0, y: 0)
}

public struct Size: Hashable, Sendable, Codable {
    public var width: Double
    public var height: Double
    public init(width: Double, height: Double) { self.width = width; self.height = height }
    public static let zero = Size(width: 0, height: 0)

    public subscript(axis: Axis) -> Double {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }
    public init(main: Double, cross: Double, axis: Axis) {
        self = axis == .horizontal ? Size(width: main, height: cross) : Size(width: cross, height: main)
    }
}

public struct Rect: Hashable, Sendable, Codable {
    public var origin: Point
    public var size: Size
    public init(origin: Point, size: Size) { self.origin = origin; self.size = size }
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.origin = Point(x: x, y: y); self.size = Size(width: width, height: height)
    }
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    public var minX: Double { origin.x }
    public var minY: Double { origin.y }
    public var maxX: Double { origin.x + size.width }
    public var maxY: Double { origin.y + size.height }
    public var midX: Double { origin.x + size.width / 2 }
    public var midY: Double { origin.y + size.height / 2 }
    public var width: Double { size.width }
    public var height: Double { size.height }

    public func insetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: max(0, width - 2 * dx), height: max(0, height - 2 * dy))
    }
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: width, height: height)
    }
    public func union(_ o: Rect) -> Rect {
        let x0 = Swift.min(minX, o.minX), y0 = Swift.min(minY, o.minY)
        return Rect(x: x0, y: y0, width: Swift.max(maxX, o.maxX) - x0, height: Swift.max(maxY, o.maxY) - y0)
    }
    public func intersection(_ o: Rect) -> Rect {
        let x0 = Swift.max(minX, o.minX), y0 = Swift.max(minY, o.minY)
        let x1 = Swift.min(maxX, o.maxX), y1 = Swift.min(maxY, o.maxY)
        return Rect(x: x0, y: y0, width: Swift.max(0, x1 - x0), height: Swift.max(0, y1 - y0))
    }
    public func contains(_ p: Point) -> Bool { p.x >= minX && p.x <= maxX && p.y >= minY && p.y <= maxY }
}

public typealias CGPoint = Point
public typealias CGSize = Size
public typealias CGRect = Rect

public enum Axis: Sendable, Hashable, Codable {
    case horizontal, vertical
    public var other: Axis { self == .horizontal ? .vertical : .horizontal }
    public struct Set: OptionSet, Sendable, Hashable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let horizontal = Set(rawValue: 1)
        public static let vertical = Set(rawValue: 2)
    }
}

/// Insets in points. SwiftUI's `EdgeInsets`: leading/trailing, not left/right (leading is the right-hand side in a
/// right-to-left layout; see `RightToLeftMirroring`).
public struct EdgeInsets: Hashable, Sendable, Codable {
    public var top: Double, leading: Double, bottom: Double, trailing: Double
    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }
    public init(_ all: Double) { self.init(top: all, leading: all, bottom: all, trailing: all) }
    public var horizontal: Double { leading + trailing }
    public var vertical: Double { top + bottom }
}

public enum Edge: Int8, Sendable, Hashable, CaseIterable {
    case top, leading, bottom, trailing
    public struct Set: OptionSet, Sendable, Hashable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public init(_ e: Edge) { self.rawValue = 1 << e.rawValue }
        public static let top = Set(.top)
        public static let leading = Set(.leading)
        public static let bottom = Set(.bottom)
        public static let trailing = Set(.trailing)
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]
        public static let all: Set = [.top, .leading, .bottom, .trailing]
    }
}

/// A point in a rectangle's unit coordinate space (0,0 top-leading; 1,1 bottom-trailing).
public struct UnitPoint: Hashable, Sendable, Codable {
    public var x: Double
    public var y: Double
    public init(x: Double, y: Double) { self.x = x; self.y = y }
    public static let zero = UnitPoint(x: 0, y: 0)
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    public static let leading = UnitPoint(x: 0, y: 0.5)
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    public static let top = UnitPoint(x: 0.5, y: 0)
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    public static let topLeading = UnitPoint(x: 0, y: 0)
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)

    /// The absolute point this unit point names inside `rect`.
    public func resolved(in rect: Rect) -> Point {
        Point(x: rect.minX + x * rect.width, y: rect.minY + y * rect.height)
    }
}

/// A guide along the horizontal axis (see `AlignmentID`).
public struct HorizontalAlignment: Hashable, Sendable {
    public let key: AlignmentKey
    public init(_ id: any AlignmentID.Type) { key = AlignmentKey(id: id, axis: .horizontal) }
    public static let leading = HorizontalAlignment(LeadingGuide.self)
    public static let center = HorizontalAlignment(HorizontalCenterGuide.self)
    public static let trailing = HorizontalAlignment(TrailingGuide.self)
    /// The default position as a fraction of the width: 0 leading, 0.5 center, 1 trailing.
    public var fraction: Double { key.fraction }
}

/// A guide along the vertical axis (see `AlignmentID`).
public struct VerticalAlignment: Hashable, Sendable {
    public let key: AlignmentKey
    public init(_ id: any AlignmentID.Type) { key = AlignmentKey(id: id, axis: .vertical) }
    public static let top = VerticalAlignment(TopGuide.self)
    public static let center = VerticalAlignment(VerticalCenterGuide.self)
    public static let bottom = VerticalAlignment(BottomGuide.self)
    /// The first line's baseline of text; views without text use their bottom edge.
    public static let firstTextBaseline = VerticalAlignment(FirstTextBaselineGuide.self)
    /// The last line's baseline of text; views without text use their bottom edge.
    public static let lastTextBaseline = VerticalAlignment(LastTextBaselineGuide.self)
    /// The default position as a fraction of the height: 0 top, 0.5 center, 1 bottom (baselines: 1).
    public var fraction: Double { key.fraction }
}

public struct Alignment: Hashable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal; self.vertical = vertical
    }
    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
    public static let centerFirstTextBaseline = Alignment(horizontal: .center, vertical: .firstTextBaseline)
    public static let centerLastTextBaseline = Alignment(horizontal: .center, vertical: .lastTextBaseline)
    public static let leadingFirstTextBaseline = Alignment(horizontal: .leading, vertical: .firstTextBaseline)
    public static let leadingLastTextBaseline = Alignment(horizontal: .leading, vertical: .lastTextBaseline)
    public static let trailingFirstTextBaseline = Alignment(horizontal: .trailing, vertical: .firstTextBaseline)
    public static let trailingLastTextBaseline = Alignment(horizontal: .trailing, vertical: .lastTextBaseline)

    /// Offset that places a child of `child` size inside a container of `container` size by the guides'
    /// default values (a child's explicit guides are honoured by `LayoutNode.alignedOrigin`).
    public func offset(child: Size, in container: Size) -> Point {
        Point(x: (container.width - child.width) * horizontal.fraction,
              y: (container.height - child.height) * vertical.fraction)
    }
}

/// A size proposal: `nil` on an axis means "your ideal size", `.infinity` means "as large as you like".
public struct ProposedViewSize: Hashable, Sendable {
    public var width: Double?
    public var height: Double?
    public init(width: Double?, height: Double?) { self.width = width; self.height = height }
    public init(_ size: Size) { self.width = size.width; self.height = size.height }
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    public static let zero = ProposedViewSize(width: 0, height: 0)
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

    public subscript(axis: Axis) -> Double? {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }
    public init(main: Double?, cross: Double?, axis: Axis) {
        self = axis == .horizontal ? ProposedViewSize(width: main, height: cross) : ProposedViewSize(width: cross, height: main)
    }
    /// Replaces unspecified axes with `fallback`.
    public func replacingUnspecifiedDimensions(by fallback: Size = Size(width: 10, height: 10)) -> Size {
        Size(width: width ?? fallback.width, height: height ?? fallback.height)
    }
}

/// A 2D affine transform (a b c d tx ty, as in Cairo and Core Graphics).
public struct AffineTransform: Hashable, Sendable {
    public var a, b, c, d, tx, ty: Double
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }
    public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
    public init(translationX x: Double, y: Double) { self.init(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y) }
    public init(scaleX sx: Double, y sy: Double) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }
    public func apply(_ p: Point) -> Point { Point(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty) }
    /// `self` followed by `t`.
    public func concatenating(_ t: AffineTransform) -> AffineTransform {
        AffineTransform(a: a * t.a + b * t.c, b: a * t.b + b * t.d,
                        c: c * t.a + d * t.c, d: c * t.b + d * t.d,
                        tx: tx * t.a + ty * t.c + t.tx, ty: tx * t.b + ty * t.d + t.ty)
    }
}

extension Path {
    /// The path mirrored left to right within `rect` (x ↦ rect.minX + rect.maxX − x): how a shape whose
    /// `layoutDirectionBehavior` mirrors is drawn in a right-to-left layout.
    public func mirroredHorizontally(in rect: Rect) -> Path {
        applying(AffineTransform(a: -1, b: 0, c: 0, d: 1, tx: rect.minX + rect.maxX, ty: 0))
    }

    /// An outline maker whose outlines are mirrored within the rectangle they are made for.
    static func mirroring(_ make: @escaping (Rect) -> Path) -> (Rect) -> Path {
        { rect in make(rect).mirroredHorizontally(in: rect) }
    }
}

extension UnitPoint {
    /// The point in a layout of `direction`: leading is the right-hand side right to left.
    func inLayoutDirection(_ direction: LayoutDirection) -> UnitPoint {
        direction == .rightToLeft ? UnitPoint(x: 1 - x, y: y) : self
    }
}

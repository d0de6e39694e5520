/// SwiftUI's `LayoutDirection`: which way horizontal layout flows. In `.rightToLeft` every container
/// places its children mirrored (see `RightToLeftMirroring`), so `leading` is the right-hand side.
public enum LayoutDirection: String, Hashable, Sendable, CaseIterable, Codable {
    case leftToRight, rightToLeft

    public var opposite: LayoutDirection { self == .leftToRight ? .rightToLeft : .leftToRight }
}

/// SwiftUI's `LayoutDirectionBehavior` (iOS 17): whether a shape or view mirrors its drawing in a
/// layout direction. Shapes default to `.mirrors`, as SwiftUI's do when deployed on iOS 17 and later;
/// shapes that are symmetric left to right (rectangles, circles, capsules) say `.fixed`.
public enum LayoutDirectionBehavior: Hashable, Sendable {
    /// Never mirrors.
    case fixed
    /// Mirrors when the layout direction is the given one.
    case mirrors(in: LayoutDirection)

    /// Mirrors in right-to-left layouts (drawn for left to right, flipped for right to left).
    public static var mirrors: LayoutDirectionBehavior { .mirrors(in: .rightToLeft) }

    /// Whether drawing in `direction` is flipped horizontally.
    public func flips(in direction: LayoutDirection) -> Bool {
        switch self {
        case .fixed: false
        case .mirrors(let d): d == direction
        }
    }
}

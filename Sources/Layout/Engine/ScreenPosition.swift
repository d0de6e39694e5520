/// Where frames placed in left-to-right terms end up on screen, known while placing: the right-to-left
/// pass (`RightToLeftMirroring`) runs after placement, but a `GeometryReader` builds its content during
/// placement and must hand it the frames SwiftUI reports, which are on-screen ones (a reader in the
/// leading half of a right-to-left screen has its `frame(in: .global).minX` on the right).
///
/// Each container's children are either mirrored within its on-screen frame (a right-to-left container)
/// or moved with it, so the on-screen x of any frame is an affine function of its placed x: `constant −
/// maxX` or `minX + constant`. `LayoutNode.place` derives its children's function from its own; the
/// context carries it (and the inherited direction) down. Left to right everywhere it stays the
/// identity and costs nothing.
struct ScreenPosition {
    /// Whether the frame is mirrored (`constant − maxX`) or moved (`minX + constant`).
    var mirrors = false
    var constant = 0.0
    /// The direction nodes without one of their own (made outside resolution) inherit.
    var direction = LayoutDirection.leftToRight

    static let identity = ScreenPosition()

    var isIdentity: Bool { !mirrors && constant == 0 && direction == .leftToRight }

    /// `frame`, placed left to right, where it is on screen.
    func onScreen(_ frame: Rect) -> Rect {
        Rect(x: mirrors ? constant - frame.maxX : frame.minX + constant, y: frame.minY, width: frame.width, height: frame.height)
    }

    /// The function for the children of a node placed at `frame` (through this function) that lays out
    /// in `direction`: mirrored within its on-screen frame, or moved with it.
    func forChildren(of frame: Rect, direction: LayoutDirection) -> ScreenPosition {
        let screen = onScreen(frame)
        return direction == .rightToLeft
            ? ScreenPosition(mirrors: true, constant: screen.minX + frame.maxX, direction: direction)
            : ScreenPosition(mirrors: false, constant: screen.minX - frame.minX, direction: direction)
    }

    /// The function for a root node laying out in `direction` on a canvas `width` wide: mirrored across
    /// the canvas, as `RightToLeftMirroring` places it.
    static func root(direction: LayoutDirection?, canvasWidth: Double) -> ScreenPosition {
        direction == .rightToLeft ? ScreenPosition(mirrors: true, constant: canvasWidth, direction: .leftToRight) : .identity
    }
}

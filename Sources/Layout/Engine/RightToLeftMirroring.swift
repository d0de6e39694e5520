/// Right-to-left layout as SwiftUI does it: containers compute positions as if for left to right, and
/// "SwiftUI horizontally flips the x position of each view within its parent" (Apple's documentation of
/// `LayoutDirection`). Here that is a pass of its own over the placed tree, before pixel rounding, so no
/// container needs to know about direction:
///
/// - a child of a node whose layout direction is right to left moves to `parent.width - x - width`
///   (its x measured from the parent's left edge), and its whole subtree moves with it;
/// - a node inherits its parent's direction unless the environment it was made in set one, so
///   `.environment(\.layoutDirection, .leftToRight)` inside a right-to-left screen (a phone number, a
///   code block) keeps its own children in place while itself being placed mirrored.
///
/// That one rule mirrors stacks (the first child on the right), leading/trailing alignment of stacks,
/// frames, overlays and ZStacks, padding edges, flows and scroll content. Drawing that is not a position
/// is mirrored where it is resolved: shapes whose `layoutDirectionBehavior` mirrors (uneven corners,
/// custom shapes), offsets, rotations and scale anchors, directional SF Symbols, and text's base
/// direction and alignment.
public enum RightToLeftMirroring {
    /// Mirrors the placed tree under `root`, which sits on a canvas of `canvas` size. Does nothing (and
    /// touches no frame) when no node is in a right-to-left environment.
    public static func apply(_ root: LayoutNode, canvas: Size) {
        guard containsRightToLeft(root) else { return }
        let page = Rect(origin: .zero, size: canvas)
        place(root, from: page, to: page, flip: root.layoutDirection == .rightToLeft, inherited: .leftToRight)
    }

    private static func containsRightToLeft(_ node: LayoutNode) -> Bool {
        if node.layoutDirection == .rightToLeft { return true }
        for child in node.children where containsRightToLeft(child) { return true }
        return false
    }

    /// 1. Where the node sat relative to its parent's old frame, mirrored if the parent lays out right to
    ///    left, becomes its offset in the parent's new frame.
    /// 2. Its children are then placed the same way relative to its old and new frames.
    private static func place(_ node: LayoutNode, from oldParent: Rect, to newParent: Rect, flip: Bool, inherited: LayoutDirection) {
        let old = node.unroundedFrame
        // 1.
        var x = old.minX - oldParent.minX
        if flip { x = oldParent.width - x - old.width }
        let new = Rect(x: newParent.minX + x, y: old.minY, width: old.width, height: old.height)
        node.unroundedFrame = new
        // 2.
        let direction = node.layoutDirection ?? inherited
        for child in node.children {
            place(child, from: old, to: new, flip: direction == .rightToLeft, inherited: direction)
        }
    }
}

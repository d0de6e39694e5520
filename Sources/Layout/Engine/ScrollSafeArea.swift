/// How a scroll view meets the safe area, as UIKit's scroll views under SwiftUI do: the scroll view's
/// frame reaches out over the safe-area insets it touches (under a navigation bar, a `safeAreaInset` bar,
/// the status bar or the home indicator), and those insets become content insets, so at rest its content
/// sits exactly where it would without them and scrolled or overflowing content shows beneath the bars.
/// The content itself is laid out with no safe area: the scroll view has consumed it.
enum ScrollSafeArea {
    /// Grows `node`'s frame over the container insets that `bounds` touches; returns the context to place
    /// the content in.
    static func extend(_ node: LayoutNode, bounds: Rect, _ context: LayoutContext) -> LayoutContext {
        let i = context.safeAreaInsets(of: bounds, regions: .container)
        if i != EdgeInsets() {
            node.unroundedFrame = Rect(x: bounds.minX - i.leading, y: bounds.minY - i.top,
                                       width: bounds.width + i.horizontal, height: bounds.height + i.vertical)
        }
        return context.with(safeArea: .none)
    }
}

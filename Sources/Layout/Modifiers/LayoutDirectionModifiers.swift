extension View {
    /// SwiftUI's `flipsForRightToLeftLayoutDirection(_:)`: when `enabled`, the view's drawing is mirrored
    /// horizontally in a right-to-left layout (its frame stays where layout put it, and everything inside
    /// it, text included, is drawn flipped). For artwork that points somewhere, like a custom back arrow.
    public func flipsForRightToLeftLayoutDirection(_ enabled: Bool) -> some View {
        layoutDirectionBehavior(enabled ? .mirrors : .fixed)
    }

    /// SwiftUI's `layoutDirectionBehavior(_:)` (iOS 17): mirrors the view's drawing in the layout
    /// direction the behaviour names.
    public func layoutDirectionBehavior(_ behavior: LayoutDirectionBehavior) -> some View {
        effect("flipsForRightToLeftLayoutDirection") { env in
            .scale(x: behavior.flips(in: env.layoutDirection) ? -1 : 1, y: 1, anchor: .center)
        }
    }
}

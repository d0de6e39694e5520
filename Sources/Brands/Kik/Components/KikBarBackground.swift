import Layout

/// The background of Kik's bars: the canvas, very slightly translucent and never blurred (the guide uses
/// no blur); solid `kikSurfaceGray` / `kikDarkSurface1` under Reduce Transparency. A one-pixel
/// `kikDivider` / `kikDarkDivider` hairline separates the bar from the content on `hairline`'s side,
/// as UIKit's bars do.
public struct KikBarBackground: ViewModifier {
    let hairline: VerticalEdge
    @Environment(\.accessibilityReduceTransparency) var reduceTransparency
    @Environment(\.displayScale) var displayScale

    public init(hairline: VerticalEdge) { self.hairline = hairline }

    public func body(content: Content) -> some View {
        content
            .background(reduceTransparency ? Color.kikBarSolid : Color.kikBarTranslucent)
            .overlay(alignment: hairline == .top ? .top : .bottom) {
                Rectangle().fill(Color.kikDividerAdaptive).frame(height: 1 / displayScale)
            }
    }
}

extension View {
    /// Applies `KikBarBackground` with its hairline on `hairline`'s side.
    public func kikBarBackground(hairline: VerticalEdge) -> some View { modifier(KikBarBackground(hairline: hairline)) }
}

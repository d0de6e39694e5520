import Layout
import MockshotKit

/// Fluent acrylic ≈ a frosted material + a faint tint + a hairline + a blur-in on appear.
///
/// The guide animates a `shown` flag with `.easeOut(duration: 0.22)` on appear. A still render has no
/// time, so `appearTime` names the frame (seconds since appearing); the default is the settled state.
/// Reduce Transparency swaps the material for solid `cpSurface` (see `CopilotMaterial`) and Reduce
/// Motion skips the blur-in, as the accessibility notes ask.
public struct CopilotAcrylic: ViewModifier {
    public var cornerRadius: CGFloat = 16
    public var appears: Bool = true
    public var appearTime: Double = CopilotAcrylic.appearDuration
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    /// The guide's blur-in length.
    public static let appearDuration = 0.22

    public init(cornerRadius: CGFloat = 16, appears: Bool = true, appearTime: Double = CopilotAcrylic.appearDuration) {
        self.cornerRadius = cornerRadius; self.appears = appears; self.appearTime = appearTime
    }

    /// How far the blur-in has run: 0 just appeared (transparent, blurred 8 pt), 1 settled.
    public var shown: Double {
        appears && !reduceMotion ? TimingCurve.easeOut.progress(at: appearTime / Self.appearDuration) : 1
    }

    public func body(content: Content) -> some View {
        content
            .background(.copilotMaterial) // the frosted layer (dims content behind)
            .background(Color.cpSurface.opacity(0.5)) // faint Fluent tint
            .clipShape(RoundedRectangle(cornerRadius: cornerRadius, style: .continuous))
            .overlay(
                RoundedRectangle(cornerRadius: cornerRadius, style: .continuous)
                    .strokeBorder(Color.cpHairline, lineWidth: 1)
            )
            .opacity(shown)
            .blur(radius: 8 * (1 - shown))
    }
}

extension View {
    public func copilotAcrylic(cornerRadius: CGFloat = 16, appears: Bool = true,
                               appearTime: Double = CopilotAcrylic.appearDuration) -> some View {
        modifier(CopilotAcrylic(cornerRadius: cornerRadius, appears: appears, appearTime: appearTime))
    }
}

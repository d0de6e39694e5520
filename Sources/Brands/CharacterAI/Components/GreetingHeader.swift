import Layout

/// The character's greeting at the top of a chat: 64 pt avatar, name, tagline, centred.
///
/// The guide fades it in on appear (avatar scale 0.92 → 1 and opacity 0 → 1, 260 ms ease-out).
/// `entrance` is that animation's progress (1 = the settled state the guide's code ends in;
/// 0 = the first frame); `frame(atMilliseconds:)` gives the progress at a real time on the curve.
/// Reduce Motion drops the scale and keeps only the fade (guide §8).
public struct GreetingHeader: View {
    let avatar: RadialGradient
    let name: String
    let tagline: String       // "A curious starship navigator · by @lumen"
    var entrance: Double = 1
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    public static let durationMilliseconds = 260.0

    public init(avatar: RadialGradient, name: String, tagline: String, entrance: Double = 1) {
        self.avatar = avatar; self.name = name; self.tagline = tagline; self.entrance = entrance
    }

    /// Entrance progress `ms` milliseconds after appearing.
    public static func entrance(atMilliseconds ms: Double) -> Double {
        CAIEaseOut.progress(at: ms / durationMilliseconds)
    }

    public var body: some View {
        let shown = entrance
        VStack(spacing: 8) {
            Circle().fill(avatar).frame(width: 64, height: 64)
                .scaleEffect(reduceMotion ? 1 : 0.92 + 0.08 * shown).opacity(shown)
            Text(name).font(.caiGreetingName).foregroundStyle(Color.caiTextPrimary)
                .opacity(shown)
            Text(tagline).font(.caiCardDesc).foregroundStyle(Color.caiTextTertiary)
                .opacity(shown)
        }
        .frame(maxWidth: .infinity)
        .padding(.vertical, 8)
    }
}

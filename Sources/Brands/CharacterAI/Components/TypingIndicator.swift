import Glibc
import Layout

/// Three dots in an AI bubble, pulsing in a wave: dot `i` has opacity 0.4 + 0.6·|sin(phase + i·0.52)|,
/// and the phase runs 0 → 2π every 1.2 s. |sin| repeats every π, so the wave passes twice per loop and
/// phases π apart draw the same frame. A still render shows one `phase`; with Reduce Motion the wave
/// is off and the three dots are static at full strength (guide §8).
public struct TypingIndicator: View {
    /// The animation's phase in radians (the guide's `@State phase`, which starts at 0).
    var phase: Double
    let avatar: RadialGradient
    var characterName = "Aria"
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    public init(phase: Double = 0, avatar: RadialGradient = .caiAvatarBlue, characterName: String = "Aria") {
        self.phase = phase; self.avatar = avatar; self.characterName = characterName
    }

    /// Opacity of dot `i` (0, 1, 2) at `phase`; 1 for every dot under Reduce Motion.
    public static func dotOpacity(_ i: Int, phase: Double, reduceMotion: Bool = false) -> Double {
        reduceMotion ? 1 : 0.4 + 0.6 * abs(sin(phase + Double(i) * 0.52))
    }

    public var body: some View {
        HStack(alignment: .top, spacing: 9) {
            Circle().fill(avatar).frame(width: 26, height: 26).padding(.top, 2)
            HStack(spacing: 5) {
                ForEach(0..<3) { i in
                    Circle()
                        .fill(Color.caiTextTertiary)
                        .frame(width: 6, height: 6)
                        .opacity(Self.dotOpacity(i, phase: phase, reduceMotion: reduceMotion))
                }
            }
            .padding(.vertical, 14).padding(.horizontal, 16)
            .background(TuckBubbleShape(speaker: .ai).fill(Color.caiBubbleAI))
            .overlay(TuckBubbleShape(speaker: .ai).strokeBorder(Color.caiDivider, lineWidth: 1))
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding(.horizontal, 14)
        .accessibilityLabel("\(characterName) is typing")
    }
}

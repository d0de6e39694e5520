/// The voice-mode sphere's breathing: `withAnimation(.easeInOut(duration: 2).repeatForever(
/// autoreverses: true)) { pulseScale = 1.05 }` from 1.0 (§3, §4).
public enum VoicePulse {
    public static let animation = RepeatingAnimation(from: 1.0, to: 1.05, duration: 2)

    /// The sphere's scale `time` seconds after voice mode appeared.
    public static func scale(at time: Double) -> Double { animation.value(at: time) }
}

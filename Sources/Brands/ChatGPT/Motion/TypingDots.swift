/// The typing indicator's three dots (§3): each starts at opacity 0.3 and animates to 1.0 with
/// `.easeInOut(duration: 0.6).repeatForever(autoreverses: true)`, the second and third delayed by
/// 0.2 s and 0.4 s, so a wave runs left to right.
public enum TypingDots {
    public static let animations: [RepeatingAnimation] = [0, 0.2, 0.4].map {
        RepeatingAnimation(from: 0.3, to: 1.0, duration: 0.6, delay: $0)
    }

    /// The three dots' opacities `time` seconds after the indicator appeared.
    public static func opacities(at time: Double) -> [Double] { animations.map { $0.value(at: time) } }
}

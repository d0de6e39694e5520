import Layout

// The single warm brand gesture — flourish mark, streaming edge, focus emphasis. Its stops are the
// same in light and dark ("keep the flourish stops identical").
extension LinearGradient {
    public static let copilotFlourish = LinearGradient(
        colors: [.cpCoral, .cpGold],
        startPoint: .leading, endPoint: .trailing
    )
}

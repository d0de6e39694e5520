import Layout

extension Color {
    /// Text on the incoming bubble. The guide's `KikBubble` writes `Color.kikTextPrimary` (#16181B) in both
    /// modes, which would be near-black on the dark bubble `#25282D`; its Dark Mode notes say incoming text
    /// turns `#F1F2F4`, so the dark value follows the notes.
    public static let kikIncomingText = Color(light: .kikTextPrimary, dark: .kikTextPrimaryDark)
}

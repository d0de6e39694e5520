import Layout

/// The user's message: right-aligned, blue (or neutral surface) with a 4 pt "tail" corner; a long
/// message wraps 48 pt short of the leading edge (the spacer's minimum; a spacer has no spacing around it).
public struct CopilotUserTurn: View {
    public let text: String
    public var neutral: Bool = false
    public init(text: String, neutral: Bool = false) { self.text = text; self.neutral = neutral }

    public var body: some View {
        HStack {
            Spacer(minLength: 48)
            Text(text)
                .font(.cpUserTurn)
                .foregroundStyle(neutral ? Color.cpTextPrimary : .white)
                .padding(.vertical, 12)
                .padding(.horizontal, 16)
                .background(
                    UnevenRoundedRectangle(
                        topLeadingRadius: 16, bottomLeadingRadius: 16,
                        bottomTrailingRadius: 4, topTrailingRadius: 16
                    )
                    .fill(neutral ? Color.cpSurface : Color.cpBlue)
                )
        }
        .padding(.horizontal, 16)
    }
}

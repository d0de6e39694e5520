import Layout

/// The user's message: right-aligned, blue (or neutral surface) with a 4 pt "tail" corner.
///
/// One addition to the guide: the bubble has layout priority. A stack offers its least flexible child
/// (the text) an equal share first, so beside a `Spacer` a long message would wrap at half the row;
/// the guide's `Spacer(minLength: 48)` means "at most 48 pt from the leading edge", and the priority
/// gives the bubble everything but those 48 pt.
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
                .layoutPriority(1)
        }
        .padding(.horizontal, 16)
    }
}

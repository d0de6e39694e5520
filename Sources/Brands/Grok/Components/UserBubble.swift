import Layout

/// The user's message: right-aligned in a `grokSurface1` bubble whose bottom-trailing corner is tucked
/// (20/20/6/20), at least 48 pt from the leading edge: a long message grows to the row minus the
/// spacer's 48 pt before it wraps.
public struct GrokUserBubble: View {
    let text: String

    public init(text: String) { self.text = text }

    public var body: some View {
        HStack {
            Spacer(minLength: 48)
            Text(text)
                .font(.grokBody)
                .foregroundStyle(Color.grokTextPrimary)
                .padding(.vertical, 12)
                .padding(.horizontal, 16)
                .background(
                    UnevenRoundedRectangle(
                        cornerRadii: .init(topLeading: 20, bottomLeading: 20,
                                           bottomTrailing: 6, topTrailing: 20)
                    )
                    .fill(Color.grokSurface1)
                )
        }
        .frame(maxWidth: .infinity, alignment: .trailing)
    }
}

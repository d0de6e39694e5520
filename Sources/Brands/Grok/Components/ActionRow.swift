import Layout

/// The icons under a finished reply (guide §6, all 18 pt): copy, regenerate, share, thumbs up/down, in
/// secondary text and aligned with the reply's text. After a copy, `doc.on.doc` becomes a `checkmark`
/// tinted `grokSuccess` (the guide's copy-confirm, with a bounce that a still render cannot show).
public struct GrokActionRow: View {
    @State private var didCopy: Bool

    public init(didCopy: Bool = false) { _didCopy = State(initialValue: didCopy) }

    public var body: some View {
        HStack(spacing: 20) {
            Button { didCopy = true } label: {
                Image(systemName: didCopy ? "checkmark" : "doc.on.doc")
                    .foregroundStyle(didCopy ? Color.grokSuccess : Color.grokTextSecondary)
                    .symbolEffect(.bounce, value: didCopy)
            }
            .sensoryFeedback(.success, trigger: didCopy)
            Button { /* regenerate */ } label: { Image(systemName: "arrow.clockwise") }
            Button { /* share */ } label: { Image(systemName: "square.and.arrow.up") }
            Button { /* good response */ } label: { Image(systemName: "hand.thumbsup") }
            Button { /* bad response */ } label: { Image(systemName: "hand.thumbsdown") }
            Spacer()
        }
        .font(.system(size: 18))
        .foregroundStyle(Color.grokTextSecondary)
        .padding(.horizontal, 16)
    }
}

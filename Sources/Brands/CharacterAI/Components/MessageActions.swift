import Layout

/// The actions under an AI reply, from the guide's symbol table: retry, copy and rate, 16 pt, in the
/// tertiary colour. The guide gives only the symbols and size; the row follows the bubble layout: the same
/// 86% cap as the message rows and icons starting at the bubble's leading edge (14 + 26 + 9 pt in), 18 pt
/// apart. A chosen rating shows its `.fill` symbol in the accent (as an active tab does).
public struct MessageActions: View {
    public enum Rating: Sendable { case none, up, down }
    var rating: Rating

    /// Row margin + avatar + gutter: where an AI bubble starts inside its row.
    public static let leadingInset = 14.0 + 26 + 9

    public init(rating: Rating = .none) { self.rating = rating }

    public var body: some View {
        HStack(spacing: 18) {
            action("arrow.clockwise", "Retry message", active: false)
            action("doc.on.doc", "Copy message", active: false)
            action(rating == .up ? "hand.thumbsup.fill" : "hand.thumbsup", "Rate up", active: rating == .up)
            action(rating == .down ? "hand.thumbsdown.fill" : "hand.thumbsdown", "Rate down", active: rating == .down)
        }
        .padding(.leading, Self.leadingInset)
        .frame(maxWidth: .infinity, alignment: .leading)
        .modifier(BubbleMaxWidth())
    }

    func action(_ symbol: String, _ label: String, active: Bool) -> some View {
        Button(action: {}) {
            Image(systemName: symbol)
                .font(.system(size: 16))
                .foregroundStyle(active ? Color.caiAccent : Color.caiTextTertiary)
        }
        .accessibilityLabel(label)
    }
}

import Layout

/// The sidebar's search field, under New chat: the guide's symbol table gives it `magnifyingglass` at
/// 18 pt; the rest is a Fluent text box, as the guide's other surfaces are drawn: a `cpSurface` fill in a
/// hairline, 8 pt corners like the New chat button above it, the placeholder in the field's placeholder
/// grey. Its text is the recents' fixed 15 pt (`Font.cp`), so at large sizes it stays in line with the
/// rows it filters; the field grows with its font rather than clipping it.
public struct CopilotSidebarSearchField: View {
    @Binding var text: String

    public init(text: Binding<String> = .constant("")) { _text = text }

    /// The field's height at rest (as tall as the New chat button's 12 pt padding around 15 pt type).
    public static let minHeight = 40.0

    public var body: some View {
        HStack(spacing: 8) {
            Image(systemName: "magnifyingglass")
                .font(.system(size: 18))
                .foregroundStyle(Color.cpTextSecondary)
            TextField("Search", text: $text)
                .font(.cp(15))
                .foregroundStyle(Color.cpTextPrimary)
        }
        .padding(.horizontal, 12)
        .frame(minHeight: Self.minHeight)
        .background(RoundedRectangle(cornerRadius: 8, style: .continuous).fill(Color.cpSurface))
        .overlay(RoundedRectangle(cornerRadius: 8, style: .continuous).strokeBorder(Color.cpHairline, lineWidth: 1))
        .accessibilityLabel("Search chats")
    }
}

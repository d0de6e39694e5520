import Layout

/// The compose bar: a `+` attachment button, a growing text field (1…5 lines, at least 36 pt tall,
/// radius 18) and a text "Send" label that is tertiary grey while the field is empty and Kik Blue when
/// there is text.
///
/// Beyond the guide's code: the bar sits on `kikBarBackground`; the field is `kikDarkSurface2` in dark
/// (the guide's `kikSurfaceGray` is a light-only token) and the canvas under Reduce Transparency in
/// light, where the bar itself turns `kikSurfaceGray` and the field would otherwise vanish into it.
/// `focused` draws the caret (an interaction state the guide's `TextField` has). The field has 8 pt
/// vertical padding so lines of a grown field do not touch its rounded top and bottom.
public struct KikComposeBar: View {
    @Binding var text: String
    let onSend: () -> Void
    let focused: Bool

    @Environment(\.colorScheme) var scheme
    @Environment(\.accessibilityReduceTransparency) var reduceTransparency

    public init(text: Binding<String>, focused: Bool = false, onSend: @escaping () -> Void = {}) {
        _text = text; self.focused = focused; self.onSend = onSend
    }

    private var fieldColor: Color {
        if scheme == .dark { return .kikDarkSurface2 }
        return reduceTransparency ? .kikCanvas : .kikSurfaceGray
    }

    public var body: some View {
        HStack(spacing: 10) {
            Button {} label: { Image(systemName: "plus").font(.system(size: 22)).foregroundStyle(.secondary) }
            HStack {
                TextField("Type a message", text: $text, axis: .vertical).font(.kikBody).lineLimit(1...5)
                    .environment(\.isFocused, focused)
            }
            // Not in the guide: 8 pt above and below the text, so grown lines clear the 18 pt corners (one line
            // is 17 pt + 16 = 33, under the 36 pt minimum, so the one-line field is unchanged).
            .padding(.vertical, 8)
            .padding(.horizontal, 14).frame(minHeight: 36)
            .background(fieldColor, in: RoundedRectangle(cornerRadius: 18))
            Button(action: onSend) {
                Text("Send").font(.kikReceipt.weight(.bold))
                    .foregroundStyle(text.isEmpty ? Color(.tertiaryLabel) : Color.kikBlue)
            }
            .disabled(text.isEmpty)
        }
        .padding(.horizontal, 14).padding(.vertical, 8)
        .tint(.kikBlue)
        .kikBarBackground(hairline: .top)
    }
}

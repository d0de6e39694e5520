import Layout

/// The secondary action: the soft label on the soft accent capsule (light blue on navy in dark, the pressed
/// accent on a pale accent tint in light, see `caiAccentSoft`), same metrics as the primary.
public struct CAISoftButton: View {
    let title: String; let action: () -> Void
    public init(_ title: String, action: @escaping () -> Void = {}) { self.title = title; self.action = action }
    public var body: some View {
        Button(action: action) {
            Text(title).font(.caiButton).foregroundStyle(Color.caiAccentSoftLabel)
                .padding(.vertical, 13).padding(.horizontal, 26)
                .background(Capsule().fill(Color.caiAccentSoft))
        }
        .buttonStyle(PressScale())
    }
}

import Layout

/// The secondary action: light-blue label on the soft navy capsule, same metrics as the primary.
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

import Layout

/// The filled call to action: Sora SemiBold on an accent capsule, 26×13 pt padding.
public struct CAIPrimaryButton: View {
    let title: String; let action: () -> Void
    public init(_ title: String, action: @escaping () -> Void = {}) { self.title = title; self.action = action }
    public var body: some View {
        Button(action: action) {
            Text(title).font(.caiButton).foregroundStyle(Color.caiOnAccent)
                .padding(.vertical, 13).padding(.horizontal, 26)
                .background(Capsule().fill(Color.caiAccent))
        }
        .buttonStyle(PressScale())
    }
}

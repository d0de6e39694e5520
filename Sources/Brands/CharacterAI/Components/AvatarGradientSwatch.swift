import Layout

/// Both avatar gradients at the sizes the kit uses them (64 greeting, 48 card, 32 header, 26 message),
/// with their stops, so the radial ramp can be checked at every scale.
public struct AvatarGradientSwatch: View {
    public init() {}
    public var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            row("caiAvatarBlue", "#6FA0FF → #3A7BFD → #274FB0", .caiAvatarBlue)
            row("caiAvatarLilac", "#C7A8FF → #9D7BFF → #6A47C9", .caiAvatarLilac)
        }
        .padding(16)
        .frame(maxWidth: .infinity, alignment: .leading)
    }

    func row(_ name: String, _ stops: String, _ gradient: RadialGradient) -> some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack(alignment: .bottom, spacing: 14) {
                ForEach([64.0, 48, 32, 26], id: \.self) { d in CAIAvatar(gradient, size: d) }
            }
            Text(name).font(.caiCardName).foregroundStyle(Color.caiTextPrimary)
            Text(stops).font(.caiMeta).foregroundStyle(Color.caiTextTertiary)
        }
    }
}

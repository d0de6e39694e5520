import Layout

/// The Regular / Fun switch centred in the top bar: a `grokSurface1` capsule with a hairline border.
/// Regular's active pill is white with black text; Fun's is the track colour with link-blue text, so
/// Fun reads as coloured text rather than a lit pill. The label is pinned (`grokModePill`).
public struct GrokModeToggle: View {
    @Binding var isFun: Bool
    @Namespace private var ns

    public init(isFun: Binding<Bool>) { _isFun = isFun }

    public var body: some View {
        HStack(spacing: 0) {
            segment("Regular", active: !isFun) { isFun = false }
            segment("Fun",     active:  isFun) { isFun = true }
        }
        .padding(3)
        .background(Capsule().fill(Color.grokSurface1))
        .overlay(Capsule().strokeBorder(Color.grokDivider, lineWidth: 1))
        .sensoryFeedback(.selection, trigger: isFun)
    }

    private func segment(_ label: String, active: Bool, tap: @escaping () -> Void) -> some View {
        Text(label)
            .font(.grokModePill)
            .foregroundStyle(active ? (label == "Fun" ? Color.grokLinkBlue : .black)
                                    : Color.grokTextSecondary)
            .padding(.vertical, 7).padding(.horizontal, 14)
            .background {
                if active {
                    Capsule()
                        .fill(label == "Fun" ? Color.grokSurface1 : Color.grokAccentWhite)
                        .matchedGeometryEffect(id: "pill", in: ns)
                }
            }
            .contentShape(Rectangle())
            .onTapGesture { withAnimation(.spring(response: 0.2, dampingFraction: 0.8)) { tap() } }
    }
}

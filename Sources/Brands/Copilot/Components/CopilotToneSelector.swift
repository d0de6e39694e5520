import Layout

/// Creative / Balanced / Precise: a material capsule with the selected tone as a blue pill.
/// Tone labels are pinned (`cpTone` is fixed-size) per the accessibility notes.
public struct CopilotToneSelector: View {
    @Binding var selection: Int // 0 Creative, 1 Balanced, 2 Precise
    public static let tones = ["Creative", "Balanced", "Precise"]
    private let tones = CopilotToneSelector.tones

    public init(selection: Binding<Int>) { _selection = selection }

    public var body: some View {
        HStack(spacing: 0) {
            ForEach(tones.indices, id: \.self) { i in
                Text(tones[i])
                    .font(.cpTone)
                    .foregroundStyle(selection == i ? .white : Color.cpTextSecondary)
                    .frame(maxWidth: .infinity)
                    .padding(.vertical, 9)
                    .background(
                        Capsule().fill(selection == i ? Color.cpBlue : .clear)
                    )
                    .contentShape(Rectangle())
                    .onTapGesture {
                        withAnimation(.spring(response: 0.2, dampingFraction: 0.7)) { selection = i }
                    }
            }
        }
        .padding(3)
        .background(Capsule().fill(.copilotMaterial))
        .overlay(Capsule().strokeBorder(Color.cpHairline, lineWidth: 1))
        .accessibilityLabel("Tone, \(tones[selection])")
    }
}

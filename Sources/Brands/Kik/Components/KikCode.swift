import Layout

/// The Kik Code: a 120 pt Kik Blue plate (radius 24), a 96 pt dotted white ring and a 44 pt white centre.
/// Flat and high-contrast with no shadow, in both modes, so it scans reliably; fixed-size, so Dynamic Type
/// never changes it.
public struct KikCode: View {
    public init() {}
    public var body: some View {
        ZStack {
            RoundedRectangle(cornerRadius: 24).fill(Color.kikBlue)
            Circle()
                .strokeBorder(style: StrokeStyle(lineWidth: 6, dash: [2, 6]))
                .foregroundStyle(.white)
                .frame(width: 96, height: 96)
            RoundedRectangle(cornerRadius: 12).fill(.white).frame(width: 44, height: 44)
        }
        .frame(width: 120, height: 120)
        // Flat, high-contrast — NO shadow (must scan reliably)
    }
}

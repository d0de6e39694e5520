import Layout

/// One conversation in the sidebar's recents. The guide's comment specifies the rest: "recents rows:
/// 48pt; active row gets acrylic highlight + 3pt leading cpBlue bar". The bar is a Fluent selection
/// indicator (a 3 pt pill, half the row tall) in `cpAccent`, so it reads on dark as the notes ask.
/// Rows are fixed at 48 pt, so their title uses the guide's fixed-size `Font.cp` helper.
public struct CopilotRecentRow: View {
    public let title: String
    public var isActive: Bool = false
    public init(title: String, isActive: Bool = false) { self.title = title; self.isActive = isActive }

    public static let height = 48.0
    public static let indicatorWidth = 3.0

    public var body: some View {
        let row = HStack(spacing: 12) {
            Image(systemName: "bubble.left")
                .font(.system(size: 18))
                .foregroundStyle(isActive ? Color.cpTextPrimary : Color.cpTextSecondary)
            Text(title)
                .font(.cp(15, weight: isActive ? .semibold : .regular))
                .foregroundStyle(Color.cpTextPrimary)
                .lineLimit(1)
        }
        .padding(.horizontal, 12)
        .frame(height: Self.height)
        .frame(maxWidth: .infinity, alignment: .leading)
        if isActive {
            row
                .copilotAcrylic(cornerRadius: 8, appears: false)
                .overlay(alignment: .leading) {
                    Capsule()
                        .fill(Color.cpAccent)
                        .frame(width: Self.indicatorWidth, height: Self.height / 2)
                }
        } else {
            row
        }
    }
}

import Layout

/// The bottom tab bar as the guide configures `TabView`: opaque `caiCanvas` background, a one-pixel
/// `caiDivider` shadow line on top, the active tab in `caiAccent` (icon and label, no pill), 23 pt
/// symbols and pinned 10 pt Sora labels.
///
/// The guide sets no unselected colour, so inactive items keep UIKit's default (`systemGray`, #8E8E93).
/// Height is UIKit's 49 pt bar; the home-indicator strip below it belongs to the screen.
public struct CAITabBar: View {
    let selection: CAITab
    @Environment(\.displayScale) private var displayScale

    public static let height = 49.0
    public static let inactive = Color(hex: 0x8E8E93)

    public init(selection: CAITab) { self.selection = selection }

    public var body: some View {
        HStack(spacing: 0) {
            ForEach(CAITab.allCases) { tab in
                let active = tab == selection
                VStack(spacing: 1) {
                    Image(systemName: active ? tab.selectedSystemImage : tab.systemImage)
                        .font(.system(size: 23))
                    Text(tab.title).font(.caiTab)
                }
                .foregroundStyle(active ? Color.caiAccent : Self.inactive)
                .frame(maxWidth: .infinity)
                .accessibilityLabel(tab.title)
            }
        }
        .padding(.top, 5)
        .frame(height: Self.height, alignment: .top)
        .background(Color.caiCanvas)
        .overlay(Rectangle().fill(Color.caiDivider).frame(height: 1 / displayScale), alignment: .top)
        .sensoryFeedback(.selection, trigger: selection)
    }
}

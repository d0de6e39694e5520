import Layout

/// The standard `UITabBar` the guide's `TabView` shows, tinted Kik Blue: a 49 pt bar with a hairline on
/// top and four equal items, each a 22 pt symbol over an 11 pt `kikTab` label. The selected item takes
/// the tint; the others are `systemGray`. No custom pill, no call tab. Labels and icons are pinned under
/// Dynamic Type, as UIKit's compact tab bar keeps them.
public struct KikTabBar: View {
    let selection: KikTab
    public init(selection: KikTab) { self.selection = selection }

    public var body: some View {
        HStack(spacing: 0) {
            ForEach(KikTab.allCases, id: \.self) { tab in
                KikTabItem(tab: tab, isSelected: tab == selection)
                    .frame(maxWidth: .infinity)
            }
        }
        .frame(height: 49, alignment: .top)
        .tint(.kikBlue) // bright Kik Blue active; standard UITabBar, no custom pill, no call tab
        .kikBarBackground(hairline: .top)
    }
}

/// One tab: symbol over label, in the tint when selected.
struct KikTabItem: View {
    let tab: KikTab
    let isSelected: Bool

    /// UIKit's unselected item colour, `systemGray` (which carries its Increase Contrast values).
    static let unselected = Color.gray

    var body: some View {
        VStack(spacing: 1) {
            Image(systemName: tab.systemImage).font(.system(size: 22))
            Text(tab.title).font(.kikTab)
        }
        .foregroundStyle(isSelected ? AnyShapeStyle(.tint) : AnyShapeStyle(Self.unselected))
        .padding(.top, 4)
    }
}

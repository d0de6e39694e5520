import Layout

/// States of `kik.tab-bar`: one per selected tab, and the accessibility variants (Chats selected).
public enum TabBarState: String, CaseIterable, Sendable {
    case chats, people, discover
    case kikCode = "kik-code"
    case reduceTransparency = "reduce-transparency"
    case increasedContrast = "increased-contrast"
    case largeType = "large-type"

    @ViewBuilder public var preview: some View {
        switch self {
        case .chats: KikTabView(selection: .chats)
        case .people: KikTabView(selection: .people)
        case .discover: KikTabView(selection: .discover)
        case .kikCode: KikTabView(selection: .kikCode)
        case .reduceTransparency, .increasedContrast, .largeType: KikTabView(selection: .chats)   // with their presets
        }
    }
}

import Layout

/// The app's root (guide §5): no tab bar — a top bar over the conversation, and a sidebar that slides
/// over a 40 % black scrim at 80 % of the screen width. `sidebarOpen` is the render state.
///
/// The root is laid out full-bleed, as an app's root is: `safeArea` is the device's status-bar and
/// home-indicator strips. The scrim covers them (`ignoresSafeArea()`), the top bar's and sidebar's
/// materials fill them, and the conversation and sidebar content stay clear of them.
public struct CopilotRoot<Conversation: View>: View {
    /// The open sidebar (its safe area is set here), or nil when closed.
    var sidebar: CopilotSidebar?
    var safeArea: EdgeInsets
    let conversation: Conversation

    var sidebarOpen: Bool { sidebar != nil }

    /// `sidebarOpen` shows the sample sidebar.
    public init(sidebarOpen: Bool = false, safeArea: EdgeInsets = EdgeInsets(), @ViewBuilder conversation: () -> Conversation) {
        self.init(sidebar: sidebarOpen ? CopilotSidebar() : nil, safeArea: safeArea, conversation: conversation)
    }

    public init(sidebar: CopilotSidebar?, safeArea: EdgeInsets = EdgeInsets(), @ViewBuilder conversation: () -> Conversation) {
        self.sidebar = sidebar; self.safeArea = safeArea; self.conversation = conversation()
    }

    /// Share of the screen width the open sidebar covers.
    public static var sidebarWidthFraction: Double { 0.80 }

    public var body: some View {
        ZStack {
            conversation
                .padding(.bottom, safeArea.bottom)
                .copilotSafeAreaInsetTop {
                    CopilotTopBar(safeAreaTop: safeArea.top)
                }
            if let sidebar {
                Color.black.opacity(0.4).ignoresSafeArea()
                    .onTapGesture { }
                CopilotSidebar(sections: sidebar.sections, active: sidebar.active, safeArea: safeArea)
                    .frame(width: UIScreen.main.bounds.width * Self.sidebarWidthFraction)
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .transition(.move(edge: .leading))
            }
        }
        .animation(.easeOut(duration: 0.28), value: sidebarOpen)
    }
}

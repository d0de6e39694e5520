import Layout

/// The app's root (guide §5): no tab bar — a top bar over the conversation, and a sidebar that slides
/// over a 40 % black scrim at 80 % of the screen width. `sidebarOpen` is the render state.
///
/// The root is laid out full-bleed, as an app's root is: `safeArea` is the device's status-bar and
/// home-indicator strips. The scrim covers them (`ignoresSafeArea()`), the top bar's and sidebar's
/// materials fill them, and the conversation and sidebar content stay clear of them.
public struct CopilotRoot<Conversation: View>: View {
    var sidebarOpen: Bool
    var safeArea: EdgeInsets
    let conversation: Conversation

    public init(sidebarOpen: Bool = false, safeArea: EdgeInsets = EdgeInsets(), @ViewBuilder conversation: () -> Conversation) {
        self.sidebarOpen = sidebarOpen; self.safeArea = safeArea; self.conversation = conversation()
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
            if sidebarOpen {
                Color.black.opacity(0.4).ignoresSafeArea()
                    .onTapGesture { }
                CopilotSidebar(safeArea: safeArea)
                    .frame(width: UIScreen.main.bounds.width * Self.sidebarWidthFraction)
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .transition(.move(edge: .leading))
            }
        }
        .animation(.easeOut(duration: 0.28), value: sidebarOpen)
    }
}

import Layout

/// The app's root (guide §5): no tab bar — a top bar over the conversation, and a sidebar that slides
/// over a 40 % black scrim at 80 % of the screen width. `sidebarOpen` is the render state.
///
/// As the guide writes it: the top bar is the conversation's `safeAreaInset(edge: .top)`, so the transcript
/// passes under its material, and on a phone the scrim (`ignoresSafeArea()`) and the bar's and sidebar's
/// materials (backgrounds reach into the safe area) fill the status-bar and home-indicator strips while
/// the conversation and sidebar content stay clear of them.
public struct CopilotRoot<Conversation: View>: View {
    var sidebarOpen: Bool
    let conversation: Conversation

    public init(sidebarOpen: Bool = false, @ViewBuilder conversation: () -> Conversation) {
        self.sidebarOpen = sidebarOpen; self.conversation = conversation()
    }

    /// Share of the screen width the open sidebar covers.
    public static var sidebarWidthFraction: Double { 0.80 }

    public var body: some View {
        ZStack {
            conversation
                .readableWidth(CopilotKit.readableWidth)
                .safeAreaInset(edge: .top) {
                    CopilotTopBar()
                }
            if sidebarOpen {
                Color.black.opacity(0.4).ignoresSafeArea()
                    .onTapGesture { }
                CopilotSidebar()
                    .frame(width: UIScreen.main.bounds.width * Self.sidebarWidthFraction)
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .transition(.move(edge: .leading))
            }
        }
        .animation(.easeOut(duration: 0.28), value: sidebarOpen)
    }
}

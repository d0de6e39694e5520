import Layout
import MockshotKit

/// `copilot.sidebar-screen`: the sidebar open over the dimmed conversation.
///
/// In the app the scrim (`ignoresSafeArea()`) and the sidebar's material background reach under the
/// status bar and home indicator, with the system chrome drawn on top. `PhoneScreen` lays its content
/// out between those strips, so this screen extends the scrim and the sidebar's material over them and
/// draws the chrome again above.
public struct CopilotSidebarScreen: View {
    public init() {}

    public var body: some View {
        ZStack(alignment: .top) {
            PhoneScreen(background: .cpCanvas) {
                CopilotRoot(sidebarOpen: true) {
                    CopilotConversationView(moment: .finished)
                }
            }
            VStack(spacing: 0) {
                SafeAreaSpill().frame(height: 47)
                Spacer(minLength: 0)
                SafeAreaSpill().frame(height: 34)
            }
            VStack(spacing: 0) {
                StatusBar()
                Spacer(minLength: 0)
                HomeIndicator()
            }
        }
        .frame(width: PhoneScreen<EmptyView>.size.width, height: PhoneScreen<EmptyView>.size.height)
    }
}

/// The scrim and the sidebar's material, continued into a safe-area strip.
struct SafeAreaSpill: View {
    var body: some View {
        ZStack(alignment: .leading) {
            Color.black.opacity(0.4)
            Rectangle().fill(.copilotMaterial)
                .frame(width: UIScreen.main.bounds.width * CopilotRoot<EmptyView>.sidebarWidthFraction)
        }
    }
}

import Layout
import MockshotKit

/// A Copilot screen on the phone: the root laid out full-bleed under the device chrome.
///
/// `PhoneScreen` stacks its status bar, content and home indicator, which would keep the top bar's and
/// sidebar's materials (and the scrim) out of the status-bar strip that SwiftUI lets them fill. So the
/// root gets the whole 390×844 with the chrome's strips as its safe area, and a `PhoneScreen` with a
/// clear background and no content draws the status bar and home indicator on top, as the system does.
struct CopilotPhone<Root: View>: View {
    /// `PhoneScreen`'s strips: the 47 pt status bar and the 34 pt home-indicator area.
    static var safeArea: EdgeInsets { EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0) }

    let root: Root
    init(@ViewBuilder root: () -> Root) { self.root = root() }

    var body: some View {
        ZStack(alignment: .top) {
            root
            PhoneScreen(background: .clear) { Color.clear }
        }
        .frame(width: PhoneScreen<EmptyView>.size.width, height: PhoneScreen<EmptyView>.size.height)
        .background(Color.cpCanvas)
        .clipped()
    }
}

import Layout

/// `safeAreaInset(edge: .top)` as it behaves over a scrolling conversation in SwiftUI: at rest the
/// content starts below the inset, but content scrolled (or anchored to the bottom and overflowing)
/// passes underneath it, which is what the top bar's material blurs.
///
/// The engine's `safeAreaInset` stacks the inset above the content without overlap, so the kit keeps
/// the overlap itself: a hidden copy of the inset reserves its height and the visible one is layered on top.
struct CopilotTopInset<Inset: View>: ViewModifier {
    let inset: Inset
    func body(content: Content) -> some View {
        ZStack(alignment: .top) {
            VStack(spacing: 0) {
                inset.hidden()
                content
            }
            inset
        }
    }
}

extension View {
    func copilotSafeAreaInsetTop<I: View>(@ViewBuilder _ inset: () -> I) -> some View {
        modifier(CopilotTopInset(inset: inset()))
    }
}

import Layout

/// The top bar `CopilotRoot` insets at the top edge: sidebar toggle, title, account — on material.
///
/// The guide leaves the colours to SwiftUI's defaults, which would tint the toggle with the app's accent
/// colour; Copilot's bar is monochrome, so the bar sets `cpTextPrimary` as its foreground.
///
/// `.background(.regularMaterial)` ignores the safe area in SwiftUI, so on a phone the material also
/// fills the status-bar strip above the bar: `safeAreaTop` is that strip's height (0 outside a screen).
public struct CopilotTopBar: View {
    var safeAreaTop: CGFloat
    let onOpenSidebar: () -> Void
    public init(safeAreaTop: CGFloat = 0, onOpenSidebar: @escaping () -> Void = {}) {
        self.safeAreaTop = safeAreaTop; self.onOpenSidebar = onOpenSidebar
    }

    public var body: some View {
        HStack {
            Button { onOpenSidebar() } label: {
                Image(systemName: "line.3.horizontal").font(.system(size: 22))
            }
            Spacer()
            Text("Copilot").font(.cpButton)
            Spacer()
            Image(systemName: "person.crop.circle").font(.system(size: 28))
        }
        .foregroundStyle(Color.cpTextPrimary)
        .padding(.horizontal, 16).padding(.vertical, 8)
        .padding(.top, safeAreaTop)
        .background(.copilotMaterial)
    }
}

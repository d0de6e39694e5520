import Layout

/// The top bar `CopilotRoot` insets at the top edge: sidebar toggle, title, account — on material.
///
/// The guide leaves the colours to SwiftUI's defaults, which would tint the toggle with the app's accent
/// colour; Copilot's bar is monochrome, so the bar sets `cpTextPrimary` as its foreground.
///
/// `.background(.regularMaterial)` ignores the safe area, so on a phone the material also fills the
/// status-bar strip above the bar.
public struct CopilotTopBar: View {
    let onOpenSidebar: () -> Void
    public init(onOpenSidebar: @escaping () -> Void = {}) {
        self.onOpenSidebar = onOpenSidebar
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
        .background(.copilotMaterial)
    }
}

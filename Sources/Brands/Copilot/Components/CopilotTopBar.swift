import Layout

/// The top bar `CopilotRoot` insets at the top edge: sidebar toggle, title, account — on material.
///
/// The guide leaves the colours to SwiftUI's defaults, which would tint the toggle with the app's accent
/// colour; Copilot's bar is monochrome, so the bar sets `cpTextPrimary` as its foreground.
///
/// The title is the model selector: the guide's symbol table gives it a `chevron.down` at 12 pt ("Selector
/// chevron"), which the guide's bar code leaves out; it follows the title in the secondary ink, 4 pt
/// from it, and the two are one button.
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
            Button { } label: {
                HStack(spacing: 4) {
                    Text("Copilot").font(.cpButton)
                    Image(systemName: "chevron.down")
                        .font(.system(size: 12, weight: .semibold))
                        .foregroundStyle(Color.cpTextSecondary)
                }
            }
            .accessibilityLabel("Copilot, choose a model")
            Spacer()
            Image(systemName: "person.crop.circle").font(.system(size: 28))
        }
        .foregroundStyle(Color.cpTextPrimary)
        .padding(.horizontal, 16).padding(.vertical, 8)
        .background(.copilotMaterial)
    }
}

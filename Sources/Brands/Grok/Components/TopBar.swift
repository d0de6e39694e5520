import Layout

/// The 44 pt bar of `GrokRoot` (guide §4): history menu, the mode toggle centred between two spacers,
/// new chat. Grok has no tab bar; this is its only chrome.
public struct GrokTopBar: View {
    @Binding var isFun: Bool
    @Binding var showHistory: Bool

    public init(isFun: Binding<Bool>, showHistory: Binding<Bool> = .constant(false)) {
        _isFun = isFun; _showHistory = showHistory
    }

    public var body: some View {
        HStack {
            Button { showHistory = true } label: {
                Image(systemName: "line.3.horizontal")
                    .font(.system(size: 20)).foregroundStyle(Color.grokTextPrimary)
            }
            Spacer()
            GrokModeToggle(isFun: $isFun)
            Spacer()
            Button { /* new chat */ } label: {
                Image(systemName: "square.and.pencil")
                    .font(.system(size: 20)).foregroundStyle(Color.grokTextPrimary)
            }
        }
        .padding(.horizontal, 16).frame(height: 44)
        .background(Color.grokCanvas)
    }
}

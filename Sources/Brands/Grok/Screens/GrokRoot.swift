import Layout

/// Grok's single surface (guide §4): the top bar over the conversation, on the black canvas, locked
/// dark. The conversation is the caller's (the guide's `ConversationScroll`). The guide's history sheet
/// (`GrokHistoryPanel`) is named but not specified, and a still render never presents it, so it is left out.
public struct GrokRoot<Conversation: View>: View {
    @State private var isFun: Bool
    @State private var showHistory = false
    let conversation: Conversation

    public init(isFun: Bool = false, @ViewBuilder conversation: () -> Conversation) {
        _isFun = State(initialValue: isFun)
        self.conversation = conversation()
    }

    public var body: some View {
        VStack(spacing: 0) {
            GrokTopBar(isFun: $isFun, showHistory: $showHistory)

            conversation // user bubbles + assistant responses + citations
        }
        .background(Color.grokCanvas.ignoresSafeArea())
        .preferredColorScheme(.dark)
    }
}

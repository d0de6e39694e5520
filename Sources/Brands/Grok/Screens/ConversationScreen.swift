import Layout
import MockshotKit

/// The full conversation on the phone (dark) built from `content`: status bar, `GrokRoot`'s top bar with
/// the mode toggle, the conversation, and the composer pinned to the bottom with the disclaimer under it
/// (on an iPad, conversation and composer in a centred column of `GrokKit.readableWidth`).
public struct GrokConversationScreen: View {
    let content: GrokConversation

    public init(content: GrokConversation = GrokConversation()) { self.content = content }

    public var body: some View {
        PhoneScreen(background: .grokCanvas) {
            GrokRoot(isFun: content.mode == .fun) {
                GrokConversationScroll(content: content)
                    .frame(maxHeight: .infinity, alignment: .top)
                    .safeAreaInset(edge: .bottom) {
                        VStack(spacing: 8) {
                            GrokPromptBar(text: .constant(content.draft), sendState: content.sendState)
                                .environment(\.isFocused, content.isComposerFocused)
                            GrokDisclaimer()
                        }
                        .readableWidth(GrokKit.readableWidth)
                        .padding(.top, 8)
                        .padding(.bottom, 4)
                        .background(Color.grokCanvas)
                    }
            }
        }
        .grokTheme()
    }
}

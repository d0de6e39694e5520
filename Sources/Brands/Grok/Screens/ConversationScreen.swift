import Layout
import MockshotKit

/// The full conversation on the phone (dark): status bar, `GrokRoot`'s top bar, the sample
/// conversation, and the composer pinned to the bottom with the disclaimer under it.
public struct GrokConversationScreen: View {
    public init() {}

    public var body: some View {
        PhoneScreen(background: .grokCanvas) {
            GrokRoot {
                GrokConversationScroll()
                    .frame(maxHeight: .infinity, alignment: .top)
                    .safeAreaInset(edge: .bottom) {
                        VStack(spacing: 8) {
                            GrokPromptBar(text: .constant(""), sendState: .streaming) // a reply is streaming: Stop
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

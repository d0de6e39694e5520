import Layout
import MockshotKit

/// Voice mode full screen built from `content`: the guide's `VoiceModeView` on the phone, always on
/// black (so the status bar is drawn light), with the sphere's pulse at `content.time` seconds.
public struct ChatGPTVoiceScreen: View {
    let content: ChatGPTVoice

    public init(content: ChatGPTVoice = ChatGPTVoice()) { self.content = content }

    public var body: some View {
        PhoneScreen(background: .black) {
            VoiceModeView(time: content.time, status: content.status, isMuted: content.isMuted)
        }
        .environment(\.colorScheme, .dark)
    }
}

import Layout
import MockshotKit

/// Voice mode full screen: the guide's `VoiceModeView` on the phone, always on black (so the status
/// bar is drawn light), with the sphere's pulse at `time` seconds.
public struct VoiceScreen: View {
    let time: Double

    public init(time: Double = 0) { self.time = time }

    public var body: some View {
        PhoneScreen(background: .black) {
            VoiceModeView(time: time)
        }
        .environment(\.colorScheme, .dark)
    }
}

import Layout
import MockshotKit

/// Everything the ChatGPT voice-mode screen shows: the breathing sphere on black, the status line,
/// and Mute and close buttons.
public struct ChatGPTVoice: Sendable, Equatable {
    /// The line under the sphere. Default "ChatGPT is listening…".
    public var status: String
    /// The microphone is muted: the button reads "Unmute". Default false.
    public var isMuted: Bool
    /// Seconds into the sphere's 2 s breathing (scale 1.0 → 1.05 and back), to pick the frame. Default 0.
    public var time: Double

    public init(status: String = "ChatGPT is listening…", isMuted: Bool = false, time: Double = 0) {
        self.status = status; self.isMuted = isMuted; self.time = time
    }

    /// Throws a `ContentError` if `time` is not a time.
    public func validate() throws(ContentError) { try ContentError.checkTime("time", time) }

    /// Dynamic Type (the Mute label), Increase Contrast (the status line), Bold Text; Reduce Motion when
    /// the frame catches the sphere away from its resting size (Reduce Motion holds it still).
    /// Voice mode is black and opaque, so Reduce Transparency never shows.
    public func honours(in mode: ColorScheme) -> Set<AccessibilitySetting> {
        var s: Set<AccessibilitySetting> = [.dynamicType, .contrast, .boldText]
        if VoicePulse.scale(at: time) != 1 { s.insert(.reduceMotion) }
        return s
    }
}

/// A rendered screenshot, encoded.
public struct ScreenshotImage: Sendable {
    public let job: ImageJob
    public let bytes: [UInt8]
    public let pixelWidth: Int
    public let pixelHeight: Int
    /// The title's final size in points of the canvas (shared by the locale's screenshots on this device);
    /// nil without a caption.
    public let captionSize: Double?
    /// What the renderer noticed (a character no font has, an unknown font name in a screen), each once per run.
    public let warnings: [String]
    /// Time spent drawing (screens, frames, background, caption) and encoding.
    public let composeTime: Duration
    public let encodeTime: Duration
}

/// An image that was not made, with the reasons to report: one line each, located in the config when they
/// come from there. A reason that stops several images (a missing scene file) is given with the first of
/// them only, so each is reported once.
public struct ScreenshotFailure: Error, Sendable, CustomStringConvertible {
    public let job: ImageJob
    public let messages: [String]
    public var description: String { messages.joined(separator: "\n") }
}

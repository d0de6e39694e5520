/// A named state of a screen renderable: a content value (the sample conversation, the same while a
/// reply is typing…) and the accessibility settings the state stands for, if any.
public struct ContentState<Content> {
    public let name: String
    public let content: Content
    public let preset: AccessibilitySettings

    public init(_ name: String, _ content: Content, preset: AccessibilitySettings = .standard) {
        self.name = name; self.content = content; self.preset = preset
    }
}

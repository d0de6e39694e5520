import Layout

/// How a view becomes pixels.
public struct RenderOptions: Sendable {
    /// Pixels per point (an iPhone is 3; 2 is the default, as for most snapshots).
    public var scale: Double = 2
    /// Painted under everything; nil leaves the canvas transparent. An opaque colour makes an RGB PNG.
    public var background: RGBA? = nil
    /// Treat warnings (a character no font has, an unknown font name, …) as errors: the render throws
    /// `RenderWarningsError` instead of returning an image whose `warnings` are not empty. For CI.
    public var strict = false

    public init(scale: Double = 2, background: RGBA? = nil, strict: Bool = false) {
        self.scale = scale
        self.background = background
        self.strict = strict
    }
}

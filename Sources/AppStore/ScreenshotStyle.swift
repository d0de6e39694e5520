import Layout

/// Everything about a screenshot's look that is not its content: layout, background, caption type, frame.
/// A set has one; each screenshot may change any part of it.
public struct ScreenshotStyle: Sendable, Hashable {
    public var layout: ScreenshotLayout = .captionTop
    public var background: Background = .standard
    public var caption = CaptionStyle()
    public var frame = FrameStyle()
    /// The `tilted` layout's rotation in degrees, clockwise (negative leans the top left).
    public var tilt: Double = -8
    /// The (first) device's centre as a fraction of the canvas width: 0.5 centres it; in a panorama values
    /// below 0 or above 1 put it across the seam with a neighbour.
    public var deviceX: Double = 0.5

    public init() {}
}

/// Where a caption sits in its box when it needs less than the box's height.
public enum CaptionPosition: String, Sendable, Hashable, CaseIterable {
    case top, center, bottom
    var fraction: Double {
        switch self {
        case .top: 0
        case .center: 0.5
        case .bottom: 1
        }
    }
}

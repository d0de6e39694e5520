/// One background spread across consecutive screenshots: the store shows a product page's screenshots
/// side by side, so slices of one wide picture read as a single strip, and a device may sit across the
/// seam between two of them (half in each).
public struct Panorama: Sendable, Hashable {
    /// The wide background, laid over the strip of every screenshot in `range` side by side.
    public var background: Background
    /// The screenshots it spans (indices into the set's screenshots, consecutive).
    public var range: Range<Int>

    public init(background: Background, range: Range<Int>) {
        self.background = background; self.range = range
    }
}

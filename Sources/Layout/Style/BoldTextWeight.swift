extension Font.Weight {
    /// The weights iOS steps through when Bold Text (Settings › Accessibility › Display & Text Size) is on:
    /// each weight is drawn as the next one up this ladder. Regular goes to Semibold, not Medium, because
    /// that is what iOS does to body text (`UIFont.preferredFont(forTextStyle: .body)` reports the
    /// Semibold face with Bold Text on); above Regular every step is one named weight.
    static let boldTextLadder = [200, 300, 400, 600, 700, 800, 900]

    /// The weight Bold Text draws instead of this one: one step heavier on `boldTextLadder`, never
    /// lighter (Black stays Black). Applied to the weight a face really has, so an ExtraBold title gets
    /// Black rather than the Semibold every named font used to fall back to.
    public var boldTextWeight: Font.Weight {
        Font.Weight(value: Self.boldTextLadder.first { $0 > value } ?? max(value, 900))
    }
}

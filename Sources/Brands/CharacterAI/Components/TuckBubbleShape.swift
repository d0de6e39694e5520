import Layout

/// The asymmetric tuck bubble: AI tucks the TOP-LEADING corner (it points back at the avatar); the user
/// mirrors it on the top-trailing corner. Every other corner is `round`. Continuous corners, as the guide.
public struct TuckBubbleShape: Shape, ShapeDumpInfo {
    public enum Speaker: Sendable { case ai, user }
    public let speaker: Speaker
    public var tuck: CGFloat = 4
    public var round: CGFloat = 18

    public init(speaker: Speaker, tuck: CGFloat = 4, round: CGFloat = 18) {
        self.speaker = speaker; self.tuck = tuck; self.round = round
    }

    /// The four radii this speaker uses (also what `path(in:)` draws).
    public var cornerRadii: RectangleCornerRadii {
        let tl = speaker == .ai ? tuck : round
        let tr = speaker == .user ? tuck : round
        return .init(topLeading: tl, bottomLeading: round, bottomTrailing: round, topTrailing: tr)
    }

    public func path(in r: CGRect) -> Path {
        Path(roundedRect: r, cornerRadii: cornerRadii, style: .continuous)
    }

    /// Reports the radii in the layout dump in the engine's `UnevenRoundedRectangle` form (top-leading,
    /// top-trailing, bottom-trailing, bottom-leading), so a dump shows which corner is tucked.
    public var dumpInfo: [String: String] {
        let r = cornerRadii
        func points(_ v: CGFloat) -> String { v == v.rounded() ? String(Int(v)) : "\(v)" }
        return ["cornerRadii": [r.topLeading, r.topTrailing, r.bottomTrailing, r.bottomLeading].map(points).joined(separator: ","),
                "speaker": speaker == .ai ? "ai" : "user", "style": "continuous"]
    }
}

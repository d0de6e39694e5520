import Foundation
import Imaging
import Render

/// A snapshot as taken, before it is made into its format's value: the value is made on first use, and a
/// capture may compare itself with a reference's bytes without making it.
///
/// Why: nearly every golden check passes, and for a rendered view the value is a full-size RGBA copy of
/// the canvas (an unpremultiplying pass over every pixel into fresh memory) that a passing comparison
/// never needs: the canvas rows can be converted one at a time and compared with the reference's rows as
/// they are inflated (`RenderedImage.matchesPNG`). The copy is made only for a full comparison or a file.
public final class SnapshotCapture<Format> {
    private let make: () -> Format
    private var made: Format?
    /// True when the reference bytes hold exactly the value (so the comparison passes without decoding
    /// them); false when they do not or this cannot tell cheaply (the full comparison then decides).
    /// nil: the strategy's `Diffing.matchesData` on the value, if any.
    public let matchesData: ((Data) -> Bool)?

    /// A capture whose value is made by `make` when first needed.
    public init(make: @escaping () -> Format, matchesData: ((Data) -> Bool)? = nil) {
        self.make = make
        self.matchesData = matchesData
    }

    /// A value already made.
    public init(_ value: Format) {
        self.make = { value }
        self.made = value
        self.matchesData = nil
    }

    /// The snapshot's value, made once.
    public var value: Format {
        if let made { return made }
        let value = make()
        made = value
        return value
    }
}

extension SnapshotCapture where Format == RGBAImage {
    /// A rendered image: compared with a reference straight from its canvas, converted to RGBA only when
    /// needed. The capture keeps the render (and its canvas) until it is released.
    public convenience init(rendered: RenderedImage) {
        self.init(make: { rendered.rgbaImage() }, matchesData: { data in data.withUnsafeBytes { rendered.matchesPNG($0) } })
    }
}

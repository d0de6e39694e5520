/// One of mockshot's own drawings of an SF Symbol: for the names whose Lucide stand-in read as a
/// different thing (a spoked wheel for `gear`, a fused mitten for `hand.raised.fill`).
///
/// The drawing is code (see ``IconPathBuilder``) in the same 24-unit viewBox and under the same
/// ``IconPaint`` contract as the Lucide symbols, so renderers cannot tell them apart: strokes follow
/// the font weight, `.fill` variants fill. Elements are painted in order; an eraser cuts only what
/// was painted before it, so a drawing may paint a shape, cut a gap around where the next one goes,
/// then paint that one (the second person of `person.2.fill` behind the first).
struct DrawnSymbol: Sendable {
    /// The SF Symbol name.
    let name: String
    /// Builds the elements; run once, the first time the symbol is asked for.
    let draw: @Sendable () -> [IconElement]

    init(_ name: String, draw: @escaping @Sendable () -> [IconElement]) {
        self.name = name
        self.draw = draw
    }

    /// Whether the SF name is a `.fill` variant, by the same rule as the generated entries.
    var isFilled: Bool { name.split(separator: ".").contains("fill") }

    func makeSymbol() -> Symbol {
        Symbol(name: name, source: DrawnSymbols.source, isFilled: isFilled, viewBox: 24, elements: draw())
    }
}

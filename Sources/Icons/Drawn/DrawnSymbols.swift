/// The SF Symbol names mockshot draws itself rather than from Lucide, sorted by name.
///
/// scripts/gen-icons.py reads the names in this table and refuses to generate a Lucide entry for
/// any of them, so regenerating LucideData.swift never shadows or overwrites a drawing here.
/// Each drawing lives in its own file, with a description of the SF shape it follows.
enum DrawnSymbols {
    /// ``Symbol/source`` of every hand-drawn symbol.
    static let source = "mockshot"

    /// One row per drawn SF Symbol name, sorted by name.
    static let entries: [DrawnSymbol] = [
        DrawnSymbol("bubble.left.and.bubble.right") { BubblePairDrawing.outline() },
        DrawnSymbol("bubble.left.and.bubble.right.fill") { BubblePairDrawing.filled() },
        DrawnSymbol("gear") { GearDrawing.gear() },
        DrawnSymbol("gearshape") { GearshapeDrawing.outline() },
        DrawnSymbol("gearshape.fill") { GearshapeDrawing.filled() },
        DrawnSymbol("hand.raised") { HandRaisedDrawing.outline() },
        DrawnSymbol("hand.raised.fill") { HandRaisedDrawing.filled() },
        DrawnSymbol("person.2") { PersonPairDrawing.outline() },
        DrawnSymbol("person.2.fill") { PersonPairDrawing.filled() },
        DrawnSymbol("person.circle") { PersonCircleDrawing.outline() },
        DrawnSymbol("person.circle.fill") { PersonCircleDrawing.filled() },
        DrawnSymbol("person.crop.circle") { PersonCropCircleDrawing.outline() },
        DrawnSymbol("person.crop.circle.fill") { PersonCropCircleDrawing.filled() },
        DrawnSymbol("sparkles") { SparklesDrawing.sparkles() },
    ]
}

import Foundation
import Testing
@testable import Render

/// OpenType feature lists for Pango, and the trimming they rely on (written without Foundation in Render).
@Suite struct FeatureStringTests {
    @Test func bareTagsAreSwitchedOnValuedTagsKeptDuplicatesDropped() {
        #expect(PangoLayoutBuilder.featureString(["zero", " ss01 0 ", "cv01=2", "zero", "\tzero\u{3000}", " ", ""]) == "zero 1, ss01 0, cv01=2")
        #expect(PangoLayoutBuilder.featureString([" "]) == nil)
        #expect(PangoLayoutBuilder.featureString([]) == nil)
    }

    /// Every scalar Foundation's `.whitespaces` holds is trimmed, and nothing else (line breaks stay).
    @Test func trimsExactlyWhatFoundationCallsWhitespace() {
        let candidates: [Unicode.Scalar] = ["\t", " ", "\u{A0}", "\u{1680}", "\u{2000}", "\u{2007}", "\u{200A}", "\u{200B}", "\u{202F}",
                                            "\u{205F}", "\u{3000}", "\n", "\r", "\u{B}", "\u{C}", "\u{85}", "\u{180E}", "\u{2028}",
                                            "\u{2029}", "\u{FEFF}", "\u{200C}", "\u{200D}", "\u{2060}"]
        for scalar in candidates {
            for text in [String(scalar), "\(scalar)x\(scalar)", "\(scalar)\(scalar)x y\(scalar)", "x"] {
                #expect(PangoLayoutBuilder.trimmingSpaces(text) == text.trimmingCharacters(in: .whitespaces),
                        "U+\(String(scalar.value, radix: 16)) in \(text.debugDescription)")
            }
        }
    }
}

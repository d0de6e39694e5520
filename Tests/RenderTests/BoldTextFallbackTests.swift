import Layout
import Testing
@testable import Render

/// Bold Text (one weight step heavier, `FontResolver`) and the fallback faces' weight mapping
/// (`FallbackFonts`: Regular up to Medium, Bold from SemiBold) compose: the step is taken on the run's
/// weight before Pango picks a fallback face, so a CJK or Arabic run in Bold Text uses the fallback's bold
/// wherever the stepped weight reaches SemiBold.
extension ScriptRenderingTests {
    func boldTextRun(_ string: String, _ weight: Font.Weight) -> ResolvedText {
        resolved(Text(verbatim: string).font(Self.body).fontWeight(weight)) { env in env.legibilityWeight = .bold }
    }

    @Test func boldTextPicksTheFallbacksBold() throws {
        let measurer = try makeMeasurer()
        defer { measurer.releaseLayouts() }
        // Regular → SemiBold and Medium → SemiBold reach the fallback's Bold; Light → Regular stays Regular.
        for (weight, expected) in [(Font.Weight.light, 400), (.regular, 700), (.medium, 700), (.semibold, 700), (.bold, 700)] {
            #expect(try self.weight(boldTextRun("Hi 日本", weight), except: "Inter", measurer: measurer) == expected, "\(weight)")
            #expect(try self.weight(boldTextRun("Hi عربي", weight), except: "Inter", measurer: measurer) == expected, "\(weight)")
        }
        // Without Bold Text a Regular run keeps the fallback's Regular.
        #expect(try self.weight(text("Hi 日本", { $0.fontWeight(.regular) }), except: "Inter", measurer: measurer) == 400)
    }
}

import Layout
import Testing
@testable import GrokKit

@Suite("Mode toggle geometry")
struct ModeToggleGeometryTests {
    @Test func trackPadding3AndSegmentPadding14By7() throws {
        let p = try LayoutProbe(GrokModeToggle(isFun: .constant(false)), width: 300)
        let capsules = p.all("Capsule")
        let track = try #require(capsules.first { LayoutProbe.fillHex($0) == "#16181C" })
        let border = try #require(capsules.first { LayoutProbe.stroke($0) != nil })
        let pill = try #require(capsules.first { LayoutProbe.fillHex($0) == "#FFFFFF" })
        #expect(border.frame == track.frame)
        #expect(LayoutProbe.stroke(border)?.hex == "#2F3336")
        #expect(LayoutProbe.stroke(border)?.width == 1)
        // The active pill sits 3 pt inside the track.
        #expect(pill.frame.minX - track.frame.minX == 3)
        #expect(pill.frame.minY - track.frame.minY == 3)
        #expect(track.frame.maxY - pill.frame.maxY == 3)
        let regular = try p.text("Regular"), fun = try p.text("Fun")
        #expect(regular.frame.minX - pill.frame.minX == 14)
        #expect(pill.frame.maxX - regular.frame.maxX == 14)
        #expect(regular.frame.minY - pill.frame.minY == 7)
        #expect(pill.frame.maxY - regular.frame.maxY == 7)
        // The inactive segment has the same padding, with nothing behind it.
        #expect(fun.frame.minX - pill.frame.maxX == 14)
        #expect(track.frame.maxX - fun.frame.maxX == 14 + 3)
    }

    @Test func regularActiveIsBlackOnWhite() throws {
        let p = try LayoutProbe(GrokModeToggle(isFun: .constant(false)))
        #expect(LayoutProbe.textHex(try p.text("Regular")) == "#000000")
        #expect(LayoutProbe.textHex(try p.text("Fun")) == "#71767B")
        #expect(p.all("Capsule").count == 3)
    }

    @Test func funActiveIsLinkBlueOnTheTrackColour() throws {
        let p = try LayoutProbe(GrokModeToggle(isFun: .constant(true)))
        #expect(LayoutProbe.textHex(try p.text("Fun")) == "#1D9BF0")
        #expect(LayoutProbe.textHex(try p.text("Regular")) == "#71767B")
        let fills = p.all("Capsule").compactMap(LayoutProbe.fillHex)
        #expect(fills == ["#16181C", "#16181C"])
        // Depth first, the segment pills come before the track behind them.
        let pill = try #require(p.all("Capsule").first { LayoutProbe.fillHex($0) == "#16181C" })
        let fun = try p.text("Fun")
        #expect(fun.frame.minX - pill.frame.minX == 14)
    }

    @Test func labelIsPinnedSemibold14() throws {
        for size in [DynamicTypeSize.xSmall, .large, .accessibility5] {
            let p = try LayoutProbe(GrokModeToggle(isFun: .constant(false))) { $0.dynamicTypeSize = size }
            let font = try #require(LayoutProbe.resolvedText(try p.text("Regular"))?.runs.first?.font)
            #expect(font.size == 14)
            #expect(font.name == "Inter-SemiBold")
        }
    }
}

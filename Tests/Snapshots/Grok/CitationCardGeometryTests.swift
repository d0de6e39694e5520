import Layout
import Testing
@testable import GrokKit

@Suite("X citation card geometry")
struct CitationCardGeometryTests {
    func card(verified: Bool = true, pressed: Bool = false) -> XCitationCard {
        XCitationCard(author: "Ada", handle: "ada", timeAgo: "2h", isVerified: verified, postText: "Post",
                      replies: 10, reposts: 200, likes: 3000, pressed: pressed)
    }
    func surfaces(_ p: LayoutProbe) throws -> (fill: LayoutNode, border: LayoutNode) {
        let rects = p.all("RoundedRectangle")
        return (try #require(rects.first { LayoutProbe.fillHex($0) != nil }),
                try #require(rects.first { LayoutProbe.stroke($0) != nil }))
    }

    @Test func radius16Padding14AndA28PointAvatar() throws {
        let p = try LayoutProbe(card(), width: 358)
        let (fill, border) = try surfaces(p)
        #expect(LayoutProbe.dumpInfo(fill)["cornerRadius"] == "16")
        #expect(LayoutProbe.dumpInfo(border)["cornerRadius"] == "16")
        #expect(fill.frame.width == 358)
        let avatar = try p.first("Circle")
        #expect(avatar.frame.size == Size(width: 28, height: 28))
        #expect(LayoutProbe.fillHex(avatar) == "#272A2E")
        #expect(avatar.frame.minX - fill.frame.minX == 14)
        #expect(avatar.frame.minY - fill.frame.minY == 14)
        let x = try #require(p.all("Image").first { LayoutProbe.assetName($0) == "x-glyph" })
        #expect(x.frame.size == Size(width: 16, height: 16))
        #expect(fill.frame.maxX - x.frame.maxX == 14)
        // The metrics row (14 pt icons, taller than the 12 pt counts) ends 14 pt above the bottom.
        let heart = try p.symbol("heart")
        #expect(fill.frame.maxY - heart.frame.maxY == 14)
    }

    @Test func restingAndPressedSurfaces() throws {
        let rest = try surfaces(try LayoutProbe(card()))
        #expect(LayoutProbe.fillHex(rest.fill) == "#1E2126")
        #expect(LayoutProbe.stroke(rest.border)?.hex == "#2F3336")
        #expect(LayoutProbe.stroke(rest.border)?.width == 1)
        let pressed = try surfaces(try LayoutProbe(card(pressed: true)))
        #expect(LayoutProbe.fillHex(pressed.fill) == "#272A2E")
        #expect(LayoutProbe.stroke(pressed.border)?.hex == "#1D9BF0")
    }

    @Test func verifiedSealOnlyWhenVerified() throws {
        let verified = try LayoutProbe(card(verified: true))
        let seal = try verified.symbol("checkmark.seal.fill")
        #expect(LayoutProbe.symbol(seal)?.pointSize == 14)
        #expect(LayoutProbe.symbol(seal).flatMap { LayoutProbe.paintHex($0.paint) } == "#1D9BF0")
        let plain = try LayoutProbe(card(verified: false))
        #expect(plain.all("Image").allSatisfy { LayoutProbe.symbolName($0) != "checkmark.seal.fill" })
    }

    @Test func rowSpacingAndMetrics() throws {
        let p = try LayoutProbe(card())
        let author = try p.text("Ada")
        let meta = try p.text("@ada · 2h")
        let seal = try p.symbol("checkmark.seal.fill")
        // HStack(spacing: 8): avatar, author, seal, meta.
        #expect(seal.frame.minX - author.frame.maxX == 8)
        #expect(meta.frame.minX - seal.frame.maxX == 8)
        #expect(LayoutProbe.resolvedText(meta)?.runs.first?.font.size == 13)
        #expect(LayoutProbe.textHex(meta) == "#71767B")
        // Metrics: 14 pt icons, 4 pt to the count, 20 pt between metrics, slashed zero on.
        let reply = try p.symbol("bubble.left"), repost = try p.symbol("arrow.2.squarepath")
        let ten = try p.text("10")
        #expect(LayoutProbe.symbol(reply)?.pointSize == 14)
        #expect(ten.frame.minX - reply.frame.maxX == 4)
        #expect(repost.frame.minX - ten.frame.maxX == 20)
        #expect(LayoutProbe.resolvedText(ten)?.runs.first?.font.features == ["zero"])
        #expect(LayoutProbe.resolvedText(ten)?.runs.first?.font.size == 12)
        // VStack(spacing: 10) between header, post and metrics.
        let post = try p.text("Post")
        #expect(try post.frame.minY - p.first("Circle").frame.maxY == 10)
    }

    @Test func postClipsAtFourLines() throws {
        let long = String(repeating: "word ", count: 200)
        let p = try LayoutProbe(XCitationCard(author: "A", handle: "a", timeAgo: "1m", isVerified: false, postText: long,
                                              replies: 0, reposts: 0, likes: 0))
        let post = try #require(p.all("Text").first { LayoutProbe.string($0)?.hasPrefix("word") == true })
        #expect(post.textMeasurement?.lineCount == 4)
    }
}

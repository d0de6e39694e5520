import Layout
import Testing
@testable import GrokKit

@Suite("Brand glyph assets")
struct AssetTests {
    @Test func bothGlyphsAreRegisteredAtTheirSizes() throws {
        GrokAssets.register()
        let grok = try #require(ImageCatalog.shared.asset(named: "grok-glyph"))
        let x = try #require(ImageCatalog.shared.asset(named: "x-glyph"))
        #expect(grok.size == Size(width: 24, height: 24))
        #expect(x.size == Size(width: 16, height: 16))
    }

    @Test(arguments: [GrokAssets.grokGlyph, GrokAssets.xGlyph])
    func outlinesStayInsideTheirBox(asset: ImageAsset) {
        let paths = asset.paths()
        #expect(!paths.isEmpty)
        for p in paths {
            let b = p.boundingRect
            #expect(b.minX >= 0 && b.minY >= 0, "\(asset.name)")
            #expect(b.maxX <= asset.size.width && b.maxY <= asset.size.height, "\(asset.name)")
        }
    }

    @Test func glyphShapes() {
        // The mark: a ring and a slash; the X: a hollow band (one outline with its counter) and the
        // two pieces of the thin stroke.
        #expect(GrokAssets.grokGlyph.paths().count == 2)
        #expect(GrokAssets.xGlyph.paths().count == 3)
    }
}

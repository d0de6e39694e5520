import Glibc
@testable import Icons
import Imaging
import Layout
import Testing
@testable import Render

/// mockshot's hand-drawn SF Symbols as pixels: the parts that must stay apart do, at @3x, from the
/// lightest to the heaviest weight.
struct DrawnSymbolPixelTests {
    /// A 24 pt symbol at @3x: a 29 pt box (1.2 × 24, to the half point), 87 px, so one viewBox unit is
    /// 3.625 px; transparent around the ink.
    static let pointSize = 24.0
    static let scale = 3.0
    static var box: Double { SymbolMetrics.boxSide(forPointSize: pointSize) }
    static var unit: Double { box * scale / 24 }

    func render(_ name: String, weight: Font.Weight = .regular) throws -> RGBAImage {
        try renderPixels(Image(systemName: name).font(.system(size: Self.pointSize, weight: weight)).foregroundStyle(Color.black),
                         width: Self.box, height: Self.box, scale: Self.scale, background: nil)
    }

    /// The pixel row or column through viewBox coordinate `v`.
    func pixel(_ v: Double) -> Int { Int(v * Self.unit) }

    @Test(arguments: [Font.Weight.ultraLight, .regular, .black])
    func sparklesAreThreeSeparateStars(_ weight: Font.Weight) throws {
        #expect(InkRegions.count(in: try render("sparkles", weight: weight)) == 3)
    }

    @Test(arguments: [Font.Weight.ultraLight, .regular, .bold, .black])
    func handFingersAreSeparateAndJoinThePalm(_ weight: Font.Weight) throws {
        let image = try render("hand.raised.fill", weight: weight)
        // A row through the fingers, under the little finger's tip and over the thumb's: four runs of
        // ink; lower, just over the palm, the thumb's tip makes a fifth.
        #expect(InkRegions.runs(in: image, row: pixel(8)) == 4)
        #expect(InkRegions.runs(in: image, row: pixel(10.3)) == 5)
        // Through the palm the hand is one piece, and thumb, fingers and palm are one region.
        #expect(InkRegions.runs(in: image, row: pixel(17)) == 1)
        #expect(InkRegions.count(in: image) == 1)
    }

    @Test(arguments: [Font.Weight.ultraLight, .regular, .black])
    func personCircleKeepsThePersonOffTheRing(_ weight: Font.Weight) throws {
        // Ring, head and body apart; in person.crop.circle the shoulders join the ring.
        #expect(InkRegions.count(in: try render("person.circle", weight: weight)) == 3)
        #expect(InkRegions.count(in: try render("person.crop.circle", weight: weight)) == 2)
    }

    @Test func personCircleAndPersonCropCircleDiffer() throws {
        for (a, b) in [("person.circle", "person.crop.circle"), ("person.circle.fill", "person.crop.circle.fill")] {
            let first = try render(a), second = try render(b)
            var differing = 0
            for y in 0..<first.height {
                for x in 0..<first.width where abs(Int(first[x, y].a) - Int(second[x, y].a)) > 64 { differing += 1 }
            }
            // Over a tenth of the 87×87 box.
            #expect(differing > 757, "\(a) vs \(b): \(differing) px")
        }
        // Under the body of person.circle.fill the disc is solid; person.crop.circle.fill is cut there.
        let column = pixel(12)
        let below = pixel(PersonCircleDrawing.person.bodyBottom + 2)
        #expect(try render("person.circle.fill")[column, below].a == 255)
        #expect(try render("person.crop.circle.fill")[column, below].a == 0)
    }

    @Test(arguments: [Font.Weight.ultraLight, .regular, .black])
    func pairsStayApart(_ weight: Font.Weight) throws {
        // Two heads and two bodies; two bubbles.
        #expect(InkRegions.count(in: try render("person.2.fill", weight: weight)) == 4)
        #expect(InkRegions.count(in: try render("bubble.left.and.bubble.right.fill", weight: weight)) == 2)
    }

    @Test(arguments: [Font.Weight.ultraLight, .regular, .black])
    func gearHasAHoleAndTenTeeth(_ weight: Font.Weight) throws {
        let image = try render("gear", weight: weight)
        let centre = pixel(12)
        #expect(image[centre, centre].a == 0)
        #expect(image[centre, pixel(12 - GearDrawing.holeRadius - blackStroke / 2 - 0.3)].a == 255)
        // Round a circle through the teeth, from the gap left of the top tooth: ten runs of ink.
        let radius = (GearDrawing.tipRadius + GearDrawing.rootRadius) / 2 + 0.8
        let start = -90 - 180.0 / Double(GearDrawing.teeth)
        var inkRuns = 0, wasInk = false
        for step in 0..<720 {
            let angle = (start + Double(step) / 2) * .pi / 180
            let ink = InkRegions.isInk(image, pixel(12 + radius * cos(angle)), pixel(12 + radius * sin(angle)))
            if ink && !wasInk { inkRuns += 1 }
            wasInk = ink
        }
        #expect(!InkRegions.isInk(image, pixel(12 + radius * cos(start * .pi / 180)), pixel(12 + radius * sin(start * .pi / 180))))
        #expect(inkRuns == 10)
    }

    @Test func strokesFollowTheWeight() throws {
        for name in SymbolLibrary.drawnNames {
            let light = InkRegions.coverage(try render(name, weight: .ultraLight))
            let regular = InkRegions.coverage(try render(name))
            let black = InkRegions.coverage(try render(name, weight: .black))
            #expect(light < regular && regular < black, "\(name): \(light) \(regular) \(black)")
        }
    }
}

/// Counting ink in a transparent render: pixels at least half opaque are ink.
enum InkRegions {
    static func isInk(_ image: RGBAImage, _ x: Int, _ y: Int) -> Bool { image[x, y].a >= 128 }

    /// Separate regions of ink (4-connected), by flood fill.
    static func count(in image: RGBAImage) -> Int {
        var seen = [Bool](repeating: false, count: image.width * image.height)
        var regions = 0
        for start in 0..<seen.count where !seen[start] && isInk(image, start % image.width, start / image.width) {
            regions += 1
            var stack = [start]
            seen[start] = true
            while let index = stack.popLast() {
                let x = index % image.width, y = index / image.width
                for (nx, ny) in [(x - 1, y), (x + 1, y), (x, y - 1), (x, y + 1)]
                where nx >= 0 && ny >= 0 && nx < image.width && ny < image.height {
                    let next = ny * image.width + nx
                    if !seen[next] && isInk(image, nx, ny) {
                        seen[next] = true
                        stack.append(next)
                    }
                }
            }
        }
        return regions
    }

    /// Runs of ink along one row.
    static func runs(in image: RGBAImage, row: Int) -> Int {
        var runs = 0, wasInk = false
        for x in 0..<image.width {
            let ink = isInk(image, x, row)
            if ink && !wasInk { runs += 1 }
            wasInk = ink
        }
        return runs
    }

    /// Total alpha, in pixels' worth of full ink.
    static func coverage(_ image: RGBAImage) -> Double {
        var sum = 0
        for y in 0..<image.height {
            for x in 0..<image.width { sum += Int(image[x, y].a) }
        }
        return Double(sum) / 255
    }
}

/// Widest stroke any weight gives, in viewBox units.
private let blackStroke = 2 * SymbolMetrics.weightFactor(900)

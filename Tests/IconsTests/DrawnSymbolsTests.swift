import Testing
@testable import Icons

/// Widest stroke any weight gives, in viewBox units: regular strokes 2 of 24 units, black 1.6× that.
let blackStroke = 2 * SymbolMetrics.weightFactor(900)

@Suite("Drawn symbols")
struct DrawnSymbolsTests {
    static let drawn = SymbolLibrary.drawnNames

    @Test func tableIsSortedUniqueAndDisjointFromLucide() {
        #expect(Self.drawn == Self.drawn.sorted())
        #expect(Set(Self.drawn).count == Self.drawn.count)
        #expect(Set(Self.drawn).isDisjoint(with: LucideData.entries.map(\.name)))
        #expect(Self.drawn == [
            "bubble.left.and.bubble.right", "bubble.left.and.bubble.right.fill", "gear", "gearshape", "gearshape.fill",
            "hand.raised", "hand.raised.fill", "person.2", "person.2.fill", "person.circle", "person.circle.fill",
            "person.crop.circle", "person.crop.circle.fill", "sparkles",
        ])
    }

    @Test(arguments: drawn)
    func drawnSymbolsResolveAsMockshotDrawings(_ name: String) throws {
        let symbol = try #require(SymbolLibrary.symbol(named: name))
        #expect(symbol.source == "mockshot")
        #expect(symbol.viewBox == 24)
        #expect(symbol.isFilled == name.hasSuffix(".fill"))
        #expect(SymbolLibrary.symbol(named: name) == symbol)   // cached, same value
    }

    /// `.fill` variants, and the symbols SF draws solid only, paint with fills; outline variants
    /// only stroke (their erasers cut gaps, they fill nothing). Every eraser follows something painted.
    @Test(arguments: drawn)
    func paintsFollowTheVariant(_ name: String) throws {
        let symbol = try #require(SymbolLibrary.symbol(named: name))
        let paints = symbol.elements.map(\.paint)
        let painting = paints.filter { !$0.erases }
        let solidOnly = ["sparkles", "gear"].contains(name)
        if symbol.isFilled || solidOnly {
            #expect(painting.allSatisfy { $0 == .fillAndStroke }, "\(paints)")
        } else {
            #expect(painting.allSatisfy { $0 == .stroke }, "\(paints)")
        }
        #expect(paints.first.map { !$0.erases } == true)
        for element in symbol.elements where element.paint.fillsInterior {
            #expect(element.isClosed, "\(name): a filled element is open")
        }
    }

    @Test func sparklesAreThreeStarsThatNeverTouch() throws {
        let symbol = try #require(SymbolLibrary.symbol(named: "sparkles"))
        #expect(symbol.elements.count == 3)
        let stars = symbol.elements.map { sampledSubpaths($0.segments)[0] }
        // Each star is one closed outline with four tips: points farthest from its centre.
        for (star, element) in zip(stars, symbol.elements) {
            #expect(sampledSubpaths(element.segments).count == 1)
            let bounds = try #require(OutlineBounds.of(element.segments))
            #expect(abs(bounds.width - bounds.height) < 1e-9)
            // Concave sides: the outline passes much nearer the centre than the tips are.
            let cx = (bounds.minX + bounds.maxX) / 2, cy = (bounds.minY + bounds.maxY) / 2
            let nearest = star.map { distance($0, from: cx, cy) }.min() ?? 0
            // (A straight-sided diamond comes within 0.71 of its radius.)
            #expect(nearest < bounds.width / 2 * 0.55, "sides bow in to \(nearest)")
        }
        let sizes = try symbol.elements.map { try #require(OutlineBounds.of($0.segments)).width }
        #expect(sizes[0] > 2 * sizes[1] && sizes[1] > sizes[2])
        // Apart by more than the black stroke, so the stars stay separate at every weight.
        for i in 0..<3 {
            for j in (i + 1)..<3 {
                #expect(closestApproach(stars[i], stars[j]) > blackStroke + 0.2, "stars \(i) and \(j)")
            }
        }
    }

    @Test func gearIsOneToothedRingWithAHoleWoundAgainstIt() throws {
        let symbol = try #require(SymbolLibrary.symbol(named: "gear"))
        #expect(symbol.elements.count == 1)
        let subpaths = sampledSubpaths(symbol.elements[0].segments)
        #expect(subpaths.count == 2)
        // The rim runs clockwise, the hole the other way, so the non-zero fill leaves the hole open.
        #expect(signedArea(subpaths[0]) > 0 && signedArea(subpaths[1]) < 0)
        // Ten teeth: the rim crosses a circle between root and tip 20 times.
        let radii = subpaths[0].map { distance($0, from: 12, 12) }
        let between = (GearDrawing.rootRadius + GearDrawing.tipRadius) / 2
        let crossings = zip(radii, radii.dropFirst() + [radii[0]]).filter { ($0 - between) * ($1 - between) < 0 }.count
        #expect(crossings == 2 * GearDrawing.teeth)
        #expect(GearDrawing.teeth == 10)
        // The hole's rim stays clear of the body's inner edge at the black weight.
        #expect(GearDrawing.holeRadius > blackStroke / 2 + 1)
    }

    @Test func gearshapeHasEightTeethAndAHub() throws {
        let outline = try #require(SymbolLibrary.symbol(named: "gearshape"))
        #expect(outline.elements.count == 2)
        let rim = sampledSubpaths(outline.elements[0].segments)[0].map { distance($0, from: 12, 12) }
        let between = (GearshapeDrawing.rootRadius + GearshapeDrawing.tipRadius) / 2
        #expect(zip(rim, rim.dropFirst() + [rim[0]]).filter { ($0 - between) * ($1 - between) < 0 }.count == 16)
        let filled = try #require(SymbolLibrary.symbol(named: "gearshape.fill"))
        let subpaths = sampledSubpaths(filled.elements[0].segments)
        #expect(filled.elements.count == 1 && subpaths.count == 2)
        #expect(signedArea(subpaths[0]) > 0 && signedArea(subpaths[1]) < 0)
    }

    @Test func personCircleStandsInsideTheRingAndPersonCropCircleIsCutByIt() throws {
        // person.circle: every point of the person clears the ring by more than a black stroke.
        let ring = PersonCircleDrawing.ring
        let person = sampledSubpaths(PersonCircleDrawing.person.body()) + sampledSubpaths(PersonCircleDrawing.person.head())
        let farthest = person.joined().map { distance($0, from: ring.x, ring.y) }.max() ?? 0
        #expect(farthest < ring.radius - blackStroke - 0.2, "person reaches \(farthest)")
        // person.crop.circle: the shoulders' curve ends on the ring.
        let shoulders = sampledSubpaths(PersonCropCircleDrawing.shoulders(closedAt: nil))[0]
        for end in [shoulders[0], shoulders[shoulders.count - 1]] {
            #expect(abs(distance(end, from: ring.x, ring.y) - ring.radius) < 1e-9)
        }
        #expect(shoulders.map(\.y).min()! > PersonCropCircleDrawing.head.y + PersonCropCircleDrawing.head.radius)
    }

    @Test func pairsCutAGapAroundTheFrontFigure() throws {
        // Back figure first, then the front figure's outline grown by the gap erased, then the front.
        for name in ["person.2.fill", "bubble.left.and.bubble.right.fill"] {
            let paints = try #require(SymbolLibrary.symbol(named: name)).elements.map(\.paint)
            #expect(paints.filter(\.erases).allSatisfy { $0 == .eraseFillAndStroke })
            #expect(paints.last == .fillAndStroke)
        }
        let bubbles = try #require(SymbolLibrary.symbol(named: "bubble.left.and.bubble.right.fill"))
        #expect(bubbles.elements.map(\.paint) == [.fillAndStroke, .eraseFillAndStroke, .fillAndStroke])
        // The eraser is the front bubble grown by exactly the gap on its top and right edges.
        let front = try #require(OutlineBounds.of(bubbles.elements[2].segments))
        let cut = try #require(OutlineBounds.of(bubbles.elements[1].segments))
        #expect(abs(front.minY - cut.minY - BubblePairDrawing.gap) < 1e-9)
        #expect(abs(cut.maxX - front.maxX - BubblePairDrawing.gap) < 1e-9)
        // The front bubble's tail is at its lower left, the back one's at its lower right.
        let back = try #require(OutlineBounds.of(bubbles.elements[0].segments))
        #expect(front.minX < back.minX && back.maxX > front.maxX && back.maxY > front.maxY)
    }

    @Test func filledHandHasFourFingersCutApartAboveThePalm() throws {
        let symbol = try #require(SymbolLibrary.symbol(named: "hand.raised.fill"))
        // Thumb, then (gap eraser, finger) × 4, then the palm.
        #expect(symbol.elements.map(\.paint) == [.fillAndStroke]
            + Array(repeating: [IconPaint.eraseFillAndStroke, .fillAndStroke], count: 4).joined() + [.fillAndStroke])
        // Neighbouring fingers' centre lines are further apart than a finger at the black weight is
        // wide plus the gap, so the erasers only ever trim, never swallow, a finger.
        let xs = HandRaisedDrawing.fingers.map(\.x)
        for (a, b) in zip(xs, xs.dropFirst()) {
            #expect(b - a >= 2 * HandRaisedDrawing.fingerRadius + blackStroke / 2 + HandRaisedDrawing.gap)
        }
        // The middle finger is the tallest, the little finger the shortest.
        let tops = HandRaisedDrawing.fingers.map(\.top)
        #expect(tops.min() == tops[1] && tops.max() == tops[3])
    }
}

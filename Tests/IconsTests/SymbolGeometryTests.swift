import Testing
@testable import Icons

@Suite("Symbol geometry")
struct SymbolGeometryTests {
    @Test(arguments: SymbolLibrary.allNames)
    func everySymbolLiesInsideItsViewBox(_ name: String) throws {
        let symbol = try #require(SymbolLibrary.symbol(named: name))
        let bounds = try #require(symbol.bounds)
        #expect(bounds.minX >= 0 && bounds.minY >= 0 && bounds.maxX <= 24 && bounds.maxY <= 24, "\(bounds)")
        // Lucide icons use most of the box: at least 12 units in their larger dimension.
        #expect(max(bounds.width, bounds.height) >= 12)
        for element in symbol.elements {
            guard case .move = element.segments.first else {
                Issue.record("\(name): element does not start with a move")
                continue
            }
        }
    }

    @Test func exactBoundsOfArrowAndCircle() throws {
        let arrow = try #require(SymbolLibrary.symbol(named: "arrow.up")?.bounds)
        #expect(arrow == IconRect(minX: 5, minY: 5, maxX: 19, maxY: 19))
        // plus.circle: circle r 10 at (12, 12); curve extremes, not control points, bound it.
        let circle = try #require(SymbolLibrary.symbol(named: "plus.circle")?.bounds)
        #expect(abs(circle.minX - 2) < 1e-9 && abs(circle.maxX - 22) < 1e-9)
        #expect(abs(circle.minY - 2) < 1e-9 && abs(circle.maxY - 22) < 1e-9)
    }

    @Test func heartBoundsUseCurveExtremaNotControlPoints() throws {
        // Lucide's heart: its lobes' arcs peak at y ≈ 4 while arc control points reach above.
        let heart = try #require(SymbolLibrary.symbol(named: "heart"))
        let bounds = try #require(heart.bounds)
        #expect(abs(bounds.minX - 2) < 1e-3 && abs(bounds.maxX - 22) < 1e-3)  // Lucide rounds to 3 decimals
        #expect(bounds.minY > 3.5 && bounds.minY < 4.5)
        #expect(bounds.maxY > 20 && bounds.maxY < 21.5)
    }

    @Test func fillVariantsFillClosedShapes() throws {
        let heart = try #require(SymbolLibrary.symbol(named: "heart"))
        let heartFill = try #require(SymbolLibrary.symbol(named: "heart.fill"))
        #expect(heart.elements.map(\.paint) == [.stroke])
        #expect(heartFill.elements.map(\.paint) == [.fillAndStroke])
        #expect(heartFill.elements[0].isClosed)
        // lock.fill is resolved automatically: the closed body fills, the open shackle strokes.
        let lock = try #require(SymbolLibrary.symbol(named: "lock.fill"))
        #expect(lock.elements.map(\.paint) == [.fillAndStroke, .stroke])
        #expect(lock.elements.map(\.isClosed) == [true, false])
    }

    @Test func marksInsideFilledShapesAreErasers() throws {
        let seal = try #require(SymbolLibrary.symbol(named: "checkmark.seal.fill"))
        #expect(seal.elements.map(\.paint) == [.fillAndStroke, .eraseStroke])
        let thumb = try #require(SymbolLibrary.symbol(named: "hand.thumbsup.fill"))
        #expect(thumb.elements.map(\.paint) == [.fillAndStroke, .eraseStroke])
        let camera = try #require(SymbolLibrary.symbol(named: "camera.fill"))
        #expect(camera.elements.map(\.paint) == [.fillAndStroke, .eraseStroke])
        // house.fill lists the door first in Lucide; erasers must be painted last.
        let house = try #require(SymbolLibrary.symbol(named: "house.fill"))
        #expect(house.elements.map(\.paint) == [.fillAndStroke, .eraseFillAndStroke])
    }

    /// Lucide's symbols: the generator puts erasers last, and only filled variants have them. (The
    /// drawn symbols may paint after a cut; see DrawnSymbolsTests.)
    @Test(arguments: LucideData.entries.map(\.name))
    func erasersComeLastAndOnlyInFilledSymbols(_ name: String) throws {
        let symbol = try #require(SymbolLibrary.symbol(named: name))
        let paints = symbol.elements.map(\.paint)
        if let firstEraser = paints.firstIndex(where: \.erases) {
            #expect(symbol.isFilled)
            #expect(paints[firstEraser...].allSatisfy { $0.erases })
            #expect(firstEraser > 0)
        }
        if symbol.isFilled {
            #expect(paints.contains(.fillAndStroke))
        }
    }

    @Test func closureDetectsArcThatReturnsToStart() throws {
        // Lucide's message-circle ends with an arc back to its start instead of `Z`.
        let bubble = try #require(SymbolLibrary.symbol(named: "bubble.left"))
        #expect(bubble.elements.count == 1)
        #expect(bubble.elements[0].isClosed)
        #expect(bubble.elements[0].paint == .stroke)
        let open = IconElement(segments: [.move(to: pt(0, 0)), .line(to: pt(5, 0))], paint: .stroke)
        #expect(!open.isClosed)
    }

    @Test func everyGeneratedEntryParses() throws {
        for entry in LucideData.entries {
            let symbol = try entry.makeSymbol()
            #expect(symbol.elements.count == entry.elements.count, "\(entry.name)")
        }
        #expect(LucideData.entries.map(\.name) == LucideData.entries.map(\.name).sorted())
    }
}

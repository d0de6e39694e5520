import Testing
@testable import Layout

/// Built-in shapes spell out the name the layout dump shows instead of asking the runtime; the spelled
/// names must be exactly what the runtime would say, and custom shapes still get theirs from the runtime.
@Suite struct ShapeNameTests {
    struct Blob: Shape { func path(in rect: Rect) -> Path { Path(ellipseIn: rect) } }

    @Test func builtInNamesMatchTheirTypes() {
        #expect(Rectangle._shapeName == TypeNames.name(of: Rectangle.self))
        #expect(RoundedRectangle._shapeName == TypeNames.name(of: RoundedRectangle.self))
        #expect(UnevenRoundedRectangle._shapeName == TypeNames.name(of: UnevenRoundedRectangle.self))
        #expect(Capsule._shapeName == TypeNames.name(of: Capsule.self))
        #expect(Circle._shapeName == TypeNames.name(of: Circle.self))
        #expect(Ellipse._shapeName == TypeNames.name(of: Ellipse.self))
        #expect(Path._shapeName == TypeNames.name(of: Path.self))
        #expect(AnyShape._shapeName == TypeNames.name(of: AnyShape.self))
        #expect(InsetShape<Circle>._shapeName == TypeNames.name(of: InsetShape<Circle>.self))
    }

    @Test func customShapesAreNamedByTheRuntime() {
        #expect(Blob._shapeName == "Blob")
        #expect(Circle().inset(by: 2).body.name == "InsetShape")
    }
}

@testable import Icons

/// Compares outlines coordinate by coordinate within `tolerance`; exact structure (same cases in
/// the same order) is required, since a missing or extra segment is a real parsing bug.
func segmentsMatch(_ actual: [IconSegment], _ expected: [IconSegment], tolerance: Double = 1e-9) -> Bool {
    guard actual.count == expected.count else { return false }
    func near(_ a: IconPoint, _ b: IconPoint) -> Bool {
        abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
    }
    for (a, b) in zip(actual, expected) {
        switch (a, b) {
        case let (.move(p), .move(q)), let (.line(p), .line(q)):
            if !near(p, q) { return false }
        case let (.cubic(a1, a2, a3), .cubic(b1, b2, b3)):
            if !near(a1, b1) || !near(a2, b2) || !near(a3, b3) { return false }
        case (.close, .close):
            continue
        default:
            return false
        }
    }
    return true
}

func pt(_ x: Double, _ y: Double) -> IconPoint { IconPoint(x: x, y: y) }

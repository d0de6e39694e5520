@testable import Icons

/// Points along an outline, `steps` per cubic (and the end of every line), one array per subpath:
/// enough to measure distances and areas to a few hundredths of a unit.
func sampledSubpaths(_ segments: [IconSegment], steps: Int = 24) -> [[IconPoint]] {
    var subpaths: [[IconPoint]] = []
    var current = IconPoint(x: 0, y: 0)
    for segment in segments {
        switch segment {
        case .move(let point):
            subpaths.append([point])
            current = point
        case .line(let point):
            subpaths[subpaths.count - 1].append(point)
            current = point
        case .cubic(let c1, let c2, let end):
            for step in 1...steps {
                subpaths[subpaths.count - 1].append(
                    OutlineBounds.point(on: (current, c1, c2, end), at: Double(step) / Double(steps)))
            }
            current = end
        case .close:
            if let first = subpaths.last?.first { current = first }
        }
    }
    return subpaths
}

/// Signed area of a closed polygon by the shoelace formula: positive when it runs clockwise on
/// screen (y down).
func signedArea(_ points: [IconPoint]) -> Double {
    var sum = 0.0
    for (a, b) in zip(points, points.dropFirst() + [points[0]]) { sum += a.x * b.y - b.x * a.y }
    return sum / 2
}

/// The smallest distance between points of two sampled outlines.
func closestApproach(_ a: [IconPoint], _ b: [IconPoint]) -> Double {
    var best = Double.infinity
    for p in a {
        for q in b { best = min(best, ((p.x - q.x) * (p.x - q.x) + (p.y - q.y) * (p.y - q.y)).squareRoot()) }
    }
    return best
}

func distance(_ p: IconPoint, from cx: Double, _ cy: Double) -> Double {
    ((p.x - cx) * (p.x - cx) + (p.y - cy) * (p.y - cy)).squareRoot()
}

import Glibc

/// A plane angle, as SwiftUI's `Angle`. Stored in radians because that is what the trigonometry wants;
/// `degrees` is a view of the same value.
///
/// Conversions divide before multiplying (`degrees / 180 * .pi`) so the angles mockups actually use
/// (90°, 180°, 45°...) come out as the exact doubles `.pi / 2`, `.pi`, `.pi / 4`, and convert back exactly.
public struct Angle: Hashable, Comparable, Sendable, Codable, AdditiveArithmetic {
    public var radians: Double

    public var degrees: Double {
        get { radians / .pi * 180 }
        set { radians = newValue / 180 * .pi }
    }

    public init() { radians = 0 }
    public init(radians: Double) { self.radians = radians }
    public init(degrees: Double) { self.radians = degrees / 180 * .pi }

    public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
    public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }

    public static let zero = Angle()

    public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }
    public static func + (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians + rhs.radians) }
    public static func - (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians - rhs.radians) }
    public static prefix func - (angle: Angle) -> Angle { Angle(radians: -angle.radians) }
    public static func * (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians * rhs) }
    public static func * (lhs: Double, rhs: Angle) -> Angle { Angle(radians: lhs * rhs.radians) }
    public static func / (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians / rhs) }

    /// Cosine and sine, exact at multiples of 90°.
    ///
    /// `cos(.pi / 2)` is 6e-17, not 0, so an arc that should end on an axis would land a hair off it and a
    /// shape's extreme points would miss the rect edge. Paths snap quarter turns to their exact values.
    var unitVector: (cos: Double, sin: Double) {
        let quarterTurns = radians / (.pi / 2)
        let nearest = quarterTurns.rounded()
        guard abs(quarterTurns - nearest) < 1e-12, nearest.magnitude < 1e15 else {
            return (cos(radians), sin(radians))
        }
        switch Int(nearest) & 3 {  // two's complement & 3 is the non-negative remainder mod 4
        case 0: return (1, 0)
        case 1: return (0, 1)
        case 2: return (-1, 0)
        default: return (0, -1)
        }
    }
}

import Testing
@testable import Render

/// The block means' division by a multiply is the rounded integer division it replaced, for every block
/// size a copy has (1…16 pixels) and every sum those blocks can hold (0…16 × 255).
struct BlurredCopyDivisorTests {
    @Test func multiplyEqualsDivisionForEverySum() {
        var wrong: [String] = []
        for count in UInt32(1)...16 {
            let divisor = BlurredCopy.Divisor(count)
            for n in UInt32(0)...(16 * 255) where divisor.roundedQuotient(n) != (n + count / 2) / count {
                wrong.append("\(n)/\(count)")
            }
        }
        #expect(wrong.isEmpty, "\(wrong.prefix(5))")
    }
}

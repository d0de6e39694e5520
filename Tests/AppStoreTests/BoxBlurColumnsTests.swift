import Testing
@testable import AppStore

/// The shadow mask's column pass, all columns at once, against `BoxBlur.blur` run down each column as the
/// pass did before: every byte equal for every size 1–13 each way and radii 1–7 (windows shorter and
/// longer than the columns), with rows padded past their pixels.
struct BoxBlurColumnsTests {
    @Test func allColumnsAtOnceEqualOneColumnAtATime() {
        var mismatches: [String] = []
        var state: UInt32 = 12_345
        for width in 1...13 {
            for height in 1...13 {
                let stride = width + 5
                for radius in 1...7 {
                    let input = (0..<(stride * height)).map { i -> UInt8 in
                        state = state &* 1_103_515_245 &+ 12_345
                        return i % 6 == 0 ? 255 : UInt8(truncatingIfNeeded: state >> 23)
                    }
                    var reference = input, fast = input
                    var line = [UInt8](repeating: 0, count: height)
                    reference.withUnsafeMutableBufferPointer { p in
                        for x in 0..<width { BoxBlur.blur(p.baseAddress! + x, count: height, step: stride, radius: radius, scratch: &line) }
                    }
                    let copy = UnsafeMutablePointer<UInt8>.allocate(capacity: width * height)
                    defer { copy.deallocate() }
                    let sums = UnsafeMutablePointer<UInt32>.allocate(capacity: width)
                    defer { sums.deallocate() }
                    fast.withUnsafeMutableBufferPointer { p in
                        BoxBlur.blurColumns(p.baseAddress!, width: width, height: height, stride: stride, radius: radius,
                                            copy: copy, sums: sums)
                    }
                    if fast != reference { mismatches.append("\(width)x\(height) r\(radius)") }
                    if height > 1 && fast == input { mismatches.append("\(width)x\(height) r\(radius) unchanged") }
                }
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(10))")
    }
}

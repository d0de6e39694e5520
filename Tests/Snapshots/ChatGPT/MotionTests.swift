import Foundation
import MockshotKit
import Testing
@testable import ChatGPTKit

@Suite("Motion")
struct MotionTests {
    /// CSS ease-in-out, the curve of SwiftUI's `.easeInOut`: reference values from bisection on the
    /// Bézier to 1e-12.
    @Test func easeInOutMatchesTheCubicBezier() {
        let c = TimingCurve.easeInOut
        #expect(c.progress(at: 0) == 0)
        #expect(c.progress(at: 1) == 1)
        #expect(abs(c.progress(at: 0.5) - 0.5) < 1e-9)
        #expect(abs(c.progress(at: 0.25) - 0.1291619310) < 1e-8)
        #expect(abs(c.progress(at: 1.0 / 3) - 0.2317748163) < 1e-8)
        #expect(abs(c.progress(at: 2.0 / 3) - 0.7682251837) < 1e-8)
        // Symmetric and increasing.
        var last = 0.0
        for i in 1...100 {
            let x = Double(i) / 100
            let y = c.progress(at: x)
            #expect(y >= last)
            #expect(abs(y + c.progress(at: 1 - x) - 1) < 1e-8)
            last = y
        }
    }

    /// §3 typing indicator: 0.3 → 1.0, easeInOut 0.6 s, autoreversing, delays 0 / 0.2 / 0.4 s.
    @Test func typingDotsAtNamedFrames() {
        func near(_ a: [Double], _ b: [Double]) -> Bool { zip(a, b).allSatisfy { abs($0 - $1) < 1e-6 } }
        let third = 0.3 + 0.7 * 0.2317748163, twoThirds = 0.3 + 0.7 * 0.7682251837
        #expect(near(TypingDots.opacities(at: 0.0), [0.3, 0.3, 0.3]))
        #expect(near(TypingDots.opacities(at: 0.2), [third, 0.3, 0.3]))
        #expect(near(TypingDots.opacities(at: 0.4), [twoThirds, third, 0.3]))
        #expect(near(TypingDots.opacities(at: 0.6), [1.0, twoThirds, third]))
        // On the way back: dot 1 reverses while dots 2 and 3 are still rising.
        #expect(near(TypingDots.opacities(at: 0.8), [twoThirds, 1.0, twoThirds]))
        #expect(near(TypingDots.opacities(at: 1.0), [third, twoThirds, 1.0]))
        #expect(near(TypingDots.opacities(at: 1.2), [0.3, third, twoThirds]))
        // One full period (1.2 s) later every dot repeats.
        #expect(near(TypingDots.opacities(at: 2.0), TypingDots.opacities(at: 0.8)))
    }

    @Test func registeredTypingFramesAreTheirTimes() {
        #expect(TypingIndicatorState.allCases.map(\.rawValue) == ["t0.0", "t0.2", "t0.4", "t0.6", "t0.8", "t1.0", "reduce-motion"])
        for s in TypingIndicatorState.allCases where s != .reduceMotion {
            #expect(s.rawValue == "t" + String(format: "%.1f", s.time))
        }
    }

    /// §3 voice sphere: 1.0 → 1.05, easeInOut 2 s, autoreversing.
    @Test func voicePulseBreathesBetweenOneAndOnePointOhFive() {
        #expect(VoicePulse.scale(at: 0) == 1.0)
        #expect(abs(VoicePulse.scale(at: 1) - 1.025) < 1e-9)
        #expect(abs(VoicePulse.scale(at: 2) - 1.05) < 1e-9)
        #expect(abs(VoicePulse.scale(at: 3) - 1.025) < 1e-9)
        #expect(abs(VoicePulse.scale(at: 4) - 1.0) < 1e-9)
    }
}

/// The shared curve (MockshotKit) behind the kit's animations: SwiftUI's named curves, and
/// `progress(at:)` agreeing with the Bézier walked parametrically.
@Suite("Timing curve")
struct TimingCurveTests {
    @Test(arguments: [TimingCurve.linear, .easeIn, .easeOut, .easeInOut])
    func progressInvertsTheParametricCurve(_ curve: TimingCurve) {
        for i in 1..<50 {
            let s = Double(i) / 50
            let x = TimingCurve.bezier(s, curve.x1, curve.x2), y = TimingCurve.bezier(s, curve.y1, curve.y2)
            #expect(abs(curve.progress(at: x) - y) < 1e-7)
        }
        #expect(curve.progress(at: -1) == 0 && curve.progress(at: 2) == 1)
    }

    @Test func namedCurvesAreSwiftUIs() {
        #expect(TimingCurve.easeIn == TimingCurve(x1: 0.42, y1: 0, x2: 1, y2: 1))
        #expect(TimingCurve.easeOut == TimingCurve(x1: 0, y1: 0, x2: 0.58, y2: 1))
        #expect(abs(TimingCurve.linear.progress(at: 0.37) - 0.37) < 1e-9)
        // Ease-in lags linear time, ease-out runs ahead, and they mirror each other.
        for t in [0.1, 0.3, 0.6, 0.9] {
            #expect(TimingCurve.easeIn.progress(at: t) < t)
            #expect(TimingCurve.easeOut.progress(at: t) > t)
            #expect(abs(TimingCurve.easeIn.progress(at: t) + TimingCurve.easeOut.progress(at: 1 - t) - 1) < 1e-8)
        }
    }
}

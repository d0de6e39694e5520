import Foundation
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

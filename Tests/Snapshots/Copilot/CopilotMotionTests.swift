import Testing
import Layout
import MockshotKit
@testable import CopilotKit

/// The still frames of the guide's animations: easing curves, thinking dots, the acrylic blur-in.
@Suite struct CopilotMotionTests {
    @Test func timingCurvesHitTheirEndsAndAreMonotonic() {
        for curve in [TimingCurve.easeOut, .easeInOut, .linear] {
            #expect(curve.progress(at: 0) == 0 && curve.progress(at: 1) == 1)
            #expect(curve.progress(at: -1) == 0 && curve.progress(at: 2) == 1)
            var last = 0.0
            for i in 1...100 {
                let v = curve.progress(at: Double(i) / 100)
                #expect(v >= last - 1e-12)
                last = v
            }
        }
    }

    @Test func easeInOutIsSymmetricAndEaseOutLeadsLinearTime() {
        let io = TimingCurve.easeInOut
        #expect(abs(io.progress(at: 0.5) - 0.5) < 1e-9)
        for t in [0.1, 0.25, 0.4] { #expect(abs(io.progress(at: t) + io.progress(at: 1 - t) - 1) < 1e-9) }
        #expect(io.progress(at: 0.1) < 0.1, "eases in")
        for t in [0.1, 0.3, 0.6, 0.9] { #expect(TimingCurve.easeOut.progress(at: t) > t, "ease-out runs ahead of linear time") }
        #expect(abs(TimingCurve.linear.progress(at: 0.37) - 0.37) < 1e-9)
    }

    /// The curve's y at the parameter where x = t matches a direct evaluation of the Bézier.
    @Test func easeOutSolvesTheBezier() {
        for s in [0.1, 0.35, 0.7] {
            let x = TimingCurve.bezier(s, 0, 0.58), y = TimingCurve.bezier(s, 0, 1)
            #expect(abs(TimingCurve.easeOut.progress(at: x) - y) < 1e-7)
        }
    }

    @Test func thinkingDotsStaggerBy015SecondsAndAutoreverse() {
        // Before their delays the dots rest at half size.
        #expect((0..<3).map { CopilotThinking.scale(dot: $0, at: 0) } == [0.5, 0.5, 0.5])
        #expect(CopilotThinking.scale(dot: 2, at: 0.3) == 0.5)
        // Half a period (0.5 s) after its start a dot is full size, then it shrinks back.
        #expect(abs(CopilotThinking.scale(dot: 0, at: 0.5) - 1) < 1e-9)
        #expect(abs(CopilotThinking.scale(dot: 1, at: 0.65) - 1) < 1e-9)
        #expect(abs(CopilotThinking.scale(dot: 2, at: 0.80) - 1) < 1e-9)
        #expect(abs(CopilotThinking.scale(dot: 0, at: 1.0) - 0.5) < 1e-9)
        // Midway through the first half-period the eased value is exactly halfway (symmetric ease-in-out).
        #expect(abs(CopilotThinking.scale(dot: 0, at: 0.25) - 0.75) < 1e-9)
        #expect(abs(CopilotThinking.scale(dot: 0, at: 0.75) - 0.75) < 1e-9)
        // At t = 0.25 the wave runs down the row.
        let wave = (0..<3).map { CopilotThinking.scale(dot: $0, at: 0.25) }
        #expect(wave[0] > wave[1] && wave[1] > wave[2])
    }

    @Test func acrylicBlurInIsSettledByDefaultAndEasedInBetween() {
        #expect(CopilotAcrylic().shown == 1)
        #expect(CopilotAcrylic(appearTime: 0).shown == 0)
        #expect(CopilotAcrylic(appears: false, appearTime: 0).shown == 1)
        let early = CopilotAcrylic(appearTime: 0.03).shown, late = CopilotAcrylic(appearTime: 0.15).shown
        #expect(early > 0.03 / 0.22 && early < late && late < 1)
    }

    /// The catalogued shimmer phases run from the guide's start (-0.3) to its end (1.3), in order.
    @Test func streamingShimmerPhasesSpanTheSweep() {
        let phases = StreamingTextState.allCases.filter { $0 != .reduceMotion }.map(\.phase)
        #expect(phases == phases.sorted())
        #expect(phases.first == CopilotStreamingText.phaseRange.lowerBound)
        #expect(phases.last == CopilotStreamingText.phaseRange.upperBound)
        #expect(CopilotStreamingText.period == 1.1)
    }
}

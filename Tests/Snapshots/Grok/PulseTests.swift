import Testing
@testable import GrokKit

@Suite("Searching pulse")
struct PulseTests {
    @Test func easesFromFullToLowAndBack() {
        #expect(GrokPulse.opacity(at: 0) == 1)
        #expect(abs(GrokPulse.opacity(at: 0.45) - 0.7) < 1e-9)
        #expect(abs(GrokPulse.opacity(at: 0.9) - 0.4) < 1e-9)
        #expect(abs(GrokPulse.opacity(at: 1.8) - 1) < 1e-9)
        // Autoreverse: the way back mirrors the way down.
        #expect(abs(GrokPulse.opacity(at: 0.2) - GrokPulse.opacity(at: 1.6)) < 1e-9)
    }

    @Test func easeInOutIsSlowAtTheEnds() {
        // SwiftUI's easeInOut (0.42, 0, 0.58, 1): a quarter of the time covers well under a quarter of the change.
        let q = GrokPulse.easeInOut(0.25)
        #expect(q > 0.1 && q < 0.15)
        #expect(abs(GrokPulse.easeInOut(0.5) - 0.5) < 1e-9)
        #expect(abs(GrokPulse.easeInOut(0.75) - (1 - q)) < 1e-9)
    }

    @Test func rowAppliesThePulseOnlyWhileSearching() throws {
        let p = try LayoutProbe(GrokSearchingRow(searching: true, phase: 0.9))
        guard case .effect(.opacity(let o)) = try p.first("opacity").content else { Issue.record("no opacity"); return }
        #expect(abs(o - 0.4) < 1e-9)
        let idle = try LayoutProbe(GrokSearchingRow(searching: false, phase: 0.9))
        guard case .effect(.opacity(let i)) = try idle.first("opacity").content else { Issue.record("no opacity"); return }
        #expect(i == 1)
        #expect(LayoutProbe.symbol(try p.symbol("globe"))?.pointSize == 16)
        #expect(LayoutProbe.textHex(try p.text("Searching X…")) == "#71767B")
    }
}

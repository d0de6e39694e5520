import Testing
import Icons

@Suite("Symbol sizing")
struct SymbolMetricsTests {
    @Test func boxIsOnePointTwoTimesThePointSizeToHalfPoints() {
        #expect(SymbolMetrics.boxSide(forPointSize: 17) == 20.5)   // 20.4
        #expect(SymbolMetrics.boxSide(forPointSize: 16) == 19)     // 19.2
        #expect(SymbolMetrics.boxSide(forPointSize: 22) == 26.5)   // 26.4
        #expect(SymbolMetrics.boxSide(forPointSize: 10) == 12)
    }

    @Test func regularStrokeIsATwelfthOfTheBox() {
        #expect(abs(SymbolMetrics.strokeWidth(forPointSize: 17, weight: 400) - 1.7) < 1e-12)
        #expect(abs(SymbolMetrics.strokeWidth(forPointSize: 20, weight: 700) - 2.7) < 1e-12)
        #expect(abs(SymbolMetrics.strokeWidth(forPointSize: 10, weight: 100) - 0.5) < 1e-12)
        #expect(abs(SymbolMetrics.strokeWidth(forPointSize: 10, weight: 900) - 1.6) < 1e-12)
    }

    @Test func weightFactorInterpolatesAndClamps() {
        #expect(abs(SymbolMetrics.weightFactor(450) - 1.05) < 1e-12)
        #expect(abs(SymbolMetrics.weightFactor(600) - 1.22) < 1e-12)
        #expect(SymbolMetrics.weightFactor(50) == 0.5)
        #expect(SymbolMetrics.weightFactor(1000) == 1.6)
        let factors = stride(from: 100.0, through: 900, by: 50).map(SymbolMetrics.weightFactor)
        #expect(zip(factors, factors.dropFirst()).allSatisfy { $0 < $1 })
    }
}

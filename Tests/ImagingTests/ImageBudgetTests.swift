import Testing
@testable import Imaging

struct ImageBudgetTests {
    let budget = ImageBudget.default

    func message(width: Double, height: Double, scale: Double = 1) -> String? {
        #expect(throws: ImageBudgetError.self) { try budget.pixelSize(width: width, height: height, scale: scale) }?.message
    }

    @Test func pointsTimesScaleGivesPixels() throws {
        #expect(try budget.pixelSize(width: 390, height: 844, scale: 3) == (1170, 2532))
        #expect(try budget.pixelSize(width: 100.5, height: 0.2) == (101, 1))
        #expect(try budget.pixelSize(width: 390.000_000_01, height: 10, scale: 3) == (1170, 30))
        #expect(try budget.pixelSize(width: 16384, height: 4096) == (16384, 4096))
    }

    @Test func rejectsZeroNegativeAndNonFinite() {
        #expect(message(width: 0, height: 844) == "invalid image size 0x844 pt at 1x: width must be greater than zero")
        #expect(message(width: 390, height: -1, scale: 3) == "invalid image size 390x-1 pt at 3x: height must be greater than zero")
        #expect(message(width: .nan, height: 10) == "invalid image size nanx10 pt at 1x: width is not a finite number")
        #expect(message(width: 10, height: .infinity) == "invalid image size 10xinf pt at 1x: height is not a finite number")
        #expect(message(width: 10, height: 10, scale: 0) == "invalid image size 10x10 pt at 0x: scale must be greater than zero")
        #expect(message(width: 10, height: 10, scale: -.infinity) == "invalid image size 10x10 pt at -infx: scale is not a finite number")
    }

    @Test func rejectsTooLarge() {
        #expect(message(width: 390, height: 6000, scale: 3) == "image size 390x6000 pt at 3x = 1170x18000 px exceeds the limit of 16384 px per side")
        #expect(message(width: 1e300, height: 10, scale: 1e300) == "image size 1e+300x10 pt at 1e+300x = infx1e+301 px exceeds the limit of 16384 px per side")
        #expect(message(width: 10_000, height: 10_000) == "image size 10000x10000 px (100000000 pixels) exceeds the budget of 67108864 pixels")
    }

    @Test func validatesPixelSizes() throws {
        try budget.validate(width: 8192, height: 8192)
        #expect(throws: ImageBudgetError.self) { try budget.validate(width: 8192, height: 8193) }
        #expect(throws: ImageBudgetError.self) { try budget.validate(width: 16385, height: 1) }
        #expect(throws: ImageBudgetError.self) { try budget.validate(width: 0, height: 1) }
        #expect(throws: ImageBudgetError.self) { try budget.validate(width: 5, height: -5) }
        let small = ImageBudget(maxSide: 100, maxPixels: 50)
        #expect(throws: ImageBudgetError(message: "image size 8x8 px (64 pixels) exceeds the budget of 50 pixels")) { try small.validate(width: 8, height: 8) }
    }
}

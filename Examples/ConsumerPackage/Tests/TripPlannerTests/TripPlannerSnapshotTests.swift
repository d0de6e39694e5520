import MockshotKit
import MockshotSnapshotTesting
import Testing
import TripPlanner

@Suite struct TripPlannerSnapshotTests {
    /// Against `__Snapshots__/TripPlannerSnapshotTests/onIPhone16.iphone-16.png`, at @2x to keep the
    /// reference small (`.image(on:)` alone renders at the device's scale: @3x on current iPhones).
    @Test func onIPhone16() {
        assertSnapshot(of: TripPlannerScreen(), as: .image(on: .iPhone16, scale: 2), named: "iphone-16")
    }

    @Test func onIPadProDark() {
        assertSnapshot(of: TripPlannerScreen(), as: .image(on: .iPadPro13, mode: .dark, scale: 1), named: "ipad-pro-13-dark")
    }
}

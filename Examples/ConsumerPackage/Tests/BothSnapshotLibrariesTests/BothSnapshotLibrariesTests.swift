import Imaging
import Layout
import MockshotKit
import MockshotSnapshotTesting   // mockshot's snapshot library
import SnapshotTesting           // pointfree's module name (a stand-in here, see StandIns/)
import Testing
import TripPlanner

/// A target that links both snapshot libraries. They declare the same names (`Snapshotting`,
/// `assertSnapshot`), so in a file that imports both, calls are qualified with the module's name.
@Suite struct BothSnapshotLibrariesTests {
    @Test func eachLibraryIsReachedByItsModuleName() {
        let standIn = SnapshotTesting.isPointfreeStandIn
        #expect(standIn)
        let described = SnapshotTesting.assertSnapshot(of: 42, as: SnapshotTesting.Snapshotting<Int, String>.description)
        #expect(described == "42")
        let strategy: MockshotSnapshotTesting.Snapshotting<TripPlannerScreen, RGBAImage> = .image(on: .iPhoneSE3, scale: 1)
        #expect(strategy.pathExtension == "png")
    }
}

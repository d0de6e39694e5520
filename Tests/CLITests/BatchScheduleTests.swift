import ConfigFile
import Imaging
import Testing
@testable import MockshotCLI

/// A batch's workers keep to the scenes they have drawn (their text is shaped on their own font map),
/// take a new scene before helping with another's, and never idle while items remain.
@Suite struct BatchScheduleTests {
    /// The bench's batch: three rounds of the same scenes, listed round after round.
    static let rounds: [String?] = ["a", "b", "c", "a", "b", "c", "a", "b", "c"]

    @Test func oneWorkerTakesTheListInOrder() {
        let schedule = BatchSchedule(keys: Self.rounds, workers: 1)
        #expect(Array(sequence(state: schedule) { $0.next(worker: 0) }) == Array(0..<9))
    }

    @Test func aWorkerKeepsToItsScenesAndTakesANewOneBeforeHelping() {
        let schedule = BatchSchedule(keys: Self.rounds, workers: 2)
        // Worker 0 starts scene a, worker 1 scene b; each goes on with its own scene.
        #expect(schedule.next(worker: 0) == 0)
        #expect(schedule.next(worker: 1) == 1)
        #expect(schedule.next(worker: 0) == 3)
        #expect(schedule.next(worker: 0) == 6)
        // Worker 0's scene is done: it takes c, which nobody has started, not b's remaining items.
        #expect(schedule.next(worker: 0) == 2)
        #expect(schedule.next(worker: 1) == 4)
        #expect(schedule.next(worker: 0) == 5)
        #expect(schedule.next(worker: 0) == 8)
        // Nothing of its own and nothing unstarted: worker 0 helps with b rather than idling.
        #expect(schedule.next(worker: 0) == 7)
        #expect(schedule.next(worker: 1) == nil)
        #expect(schedule.next(worker: 0) == nil)
    }

    @Test func itemsWithoutAKeyAreTakenInListOrder() {
        let schedule = BatchSchedule(keys: [nil, "x", nil, "x", nil], workers: 2)
        #expect(schedule.next(worker: 0) == 0)
        #expect(schedule.next(worker: 1) == 1)
        #expect(schedule.next(worker: 0) == 2)
        #expect(schedule.next(worker: 1) == 3)
        #expect(schedule.next(worker: 1) == 4)
        #expect(schedule.next(worker: 0) == nil)
    }

    /// Whatever order the workers ask in, every item is handed out exactly once.
    @Test(arguments: [1, 2, 3, 5])
    func everyItemExactlyOnce(workers: Int) {
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15 &* UInt64(workers)
        func random(_ n: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((seed >> 33) % UInt64(n))
        }
        let keys: [String?] = (0..<200).map { $0 % 7 == 0 ? nil : "scene-\(random(12))" }
        let schedule = BatchSchedule(keys: keys, workers: workers)
        var handed: [Int] = []
        while let i = schedule.next(worker: random(workers)) { handed.append(i) }
        #expect(handed.sorted() == Array(0..<200))
        #expect(schedule.next(worker: 0) == nil)
    }

    @Test func itemsOfTheSameContentShareAKey() {
        let mark = SourceMark(file: "m.yaml", line: 1, column: 1)
        func item(_ work: BatchItem.Work) -> BatchItem { BatchItem(label: "x", output: RawPath("o.png"), work: work) }
        let file = item(.sceneFile(RawPath("scenes/a.yaml"), display: "scenes/a.yaml"))
        let named = item(.manifestScene(ConfigNode(.scalar("scenes/a.yaml", quoted: false), at: mark), defaults: []))
        let inline = item(.manifestScene(ConfigNode(.mapping([]), at: mark), defaults: []))
        #expect(file.affinityKey == "file:scenes/a.yaml" && named.affinityKey == file.affinityKey)
        #expect(inline.affinityKey == nil)
        #expect(item(.renderable(name: "kik.bubble", state: "sent", mode: .light)).affinityKey
                == item(.renderable(name: "kik.bubble", state: nil, mode: .dark)).affinityKey)
        #expect(item(.renderable(name: "kik.bubble", state: nil, mode: .dark)).affinityKey
                != item(.renderable(name: "kik.receipt", state: nil, mode: .dark)).affinityKey)
    }
}

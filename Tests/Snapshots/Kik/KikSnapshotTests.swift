import Testing
import Layout
import MockshotKit
import SnapshotTesting
@testable import KikKit

/// Golden images: every component in every state and mode, both screens and the sheet. References live in
/// `__Snapshots__/KikSnapshotTests/` and were reviewed by eye against the guide.
@Suite struct KikSnapshotTests {
    /// Every state of `name` in both modes at scale 2, named `<state>.<mode>`.
    static func assertAllStates(_ name: String, scale: Double = 2,
                                fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                                testName: String = #function, line: UInt = #line) throws {
        let renderable = try #require(KikKit.kit.renderables.first { $0.name == name } ?? (name == "kik.sheet" ? KikKit.kit.sheet : nil))
        for mode in renderable.modes {
            for state in renderable.states.isEmpty ? [nil] : renderable.states.map(Optional.some) {
                assertSnapshot(of: renderable, as: .renderable(state: state, mode: mode, scale: scale),
                               named: "\(state ?? "default").\(mode.rawValue)",
                               fileID: fileID, filePath: filePath, testName: testName, line: line)
            }
        }
    }

    @Test func bubble() throws { try Self.assertAllStates("kik.bubble") }
    @Test func receipt() throws { try Self.assertAllStates("kik.receipt") }
    @Test func convRow() throws { try Self.assertAllStates("kik.conv-row") }
    @Test func code() throws { try Self.assertAllStates("kik.code") }
    @Test func composeBar() throws { try Self.assertAllStates("kik.compose-bar") }
    @Test func chatHeader() throws { try Self.assertAllStates("kik.chat-header") }
    @Test func tabBar() throws { try Self.assertAllStates("kik.tab-bar") }
    @Test func conversationScreen() throws { try Self.assertAllStates("kik.screen") }
    @Test func chatsScreen() throws { try Self.assertAllStates("kik.chats-screen") }
    @Test func sheet() throws { try Self.assertAllStates("kik.sheet", scale: 1) }
}

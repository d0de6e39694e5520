import Foundation
import Testing
@testable import Render

/// A thread gets back the font map it used last when that map is idle: a batch worker's texts are kept on
/// the map it draws with, and taking the map another worker released last would shape them again.
@Suite struct TextResourcePoolTests {
    /// Carries the other thread's resources across the thread boundary (written before a signal, read after).
    final class Box: @unchecked Sendable { var resources: TextResources? }

    @Test func aThreadGetsBackTheMapItUsedLast() throws {
        let pool = TextResourcePool()
        let mine = try pool.acquire()
        let box = Box()
        let step = DispatchSemaphore(value: 0), go = DispatchSemaphore(value: 0), end = DispatchSemaphore(value: 0)
        // The other thread lives until the end, so no thread made later can reuse its identity.
        let other = Thread {
            box.resources = try? pool.acquire()
            step.signal()
            go.wait()
            if let r = box.resources { pool.release(r) }
            step.signal()
            end.wait()
        }
        other.start()
        step.wait()
        let theirs = try #require(box.resources)
        #expect(theirs !== mine)
        // Released in this order, the other thread's map is the last idle one; this thread still gets its own.
        pool.release(mine)
        go.signal()
        step.wait()
        let again = try pool.acquire()
        #expect(again === mine)
        // And a thread that used none of them gets the one released last.
        let fresh = Box()
        let done = DispatchSemaphore(value: 0)
        pool.release(again)
        let third = Thread { fresh.resources = try? pool.acquire(); done.signal() }
        third.start()
        done.wait()
        #expect(fresh.resources === mine)
        end.signal()
    }
}

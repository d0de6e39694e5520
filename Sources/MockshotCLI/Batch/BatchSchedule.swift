import Synchronization

/// Hands a batch's items to its workers, keeping items of the same content on the worker that drew it
/// first, without ever leaving a worker idle while items remain.
///
/// Why: each worker renders on a font map of its own, and text measurements are kept per font map (see
/// `TextMeasurementCache`). A manifest that draws one scene several times (light and dark, several devices
/// or scales, the bench's rounds) finds the scene's text already shaped when the same worker draws it
/// again, and shapes it anew on any other worker: handed out in list order, two workers shaped about a
/// third of such a batch's text twice. The output does not depend on which worker draws an item.
///
/// Each worker takes, in list order:
/// 1. the next item of a group it owns (a group is the items that share an affinity key);
/// 2. else the first item of a group no worker owns yet, and owns that group from then on;
/// 3. else the next item of the first group with items left (no worker idles while there is work).
/// Items without a key are groups of their own. With one worker every item comes in list order (one
/// font map sees everything anyway).
final class BatchSchedule: Sendable {
    private struct State {
        /// Each group's items, in list order, and how many have been handed out.
        var groups: [(items: [Int], taken: Int)]
        /// The worker owning each group, nil until one takes its first item.
        var owner: [Int?]
        /// Each worker's groups, in the order it took them (exhausted ones are dropped as they are met).
        var owned: [[Int]]
        /// Every group before `unowned` has an owner, every group before `unfinished` has no items left:
        /// both only grow, so no call scans the whole list again (a batch may have thousands of items).
        var unowned = 0, unfinished = 0
    }

    private let state: Mutex<State>

    /// `keys[i]`: item `i`'s affinity key (items with equal keys form a group), or nil.
    init(keys: [String?], workers: Int) {
        var groups: [(items: [Int], taken: Int)] = []
        var groupOfKey: [String: Int] = [:]
        for (i, key) in keys.enumerated().map({ (i, key) in (i, workers > 1 ? key : nil) }) {
            if let key, let g = groupOfKey[key] { groups[g].items.append(i); continue }
            if let key { groupOfKey[key] = groups.count }
            groups.append((items: [i], taken: 0))
        }
        state = Mutex(State(groups: groups, owner: Array(repeating: nil, count: groups.count),
                            owned: Array(repeating: [], count: max(1, workers))))
    }

    /// The next item for `worker` (0-based), or nil when every item has been handed out.
    func next(worker: Int) -> Int? {
        state.withLock { s in
            func hasItems(_ g: Int) -> Bool { s.groups[g].taken < s.groups[g].items.count }
            func take(_ g: Int) -> Int {
                let item = s.groups[g].items[s.groups[g].taken]
                s.groups[g].taken += 1
                return item
            }
            // 1. A group this worker owns.
            while let g = s.owned[worker].first {
                if hasItems(g) { return take(g) }
                s.owned[worker].removeFirst()
            }
            // 2. The first group nobody owns.
            while s.unowned < s.groups.count && s.owner[s.unowned] != nil { s.unowned += 1 }
            if s.unowned < s.groups.count {
                let g = s.unowned
                s.owner[g] = worker
                s.owned[worker].append(g)
                return take(g)
            }
            // 3. Any group with items left.
            while s.unfinished < s.groups.count && !hasItems(s.unfinished) { s.unfinished += 1 }
            return s.unfinished < s.groups.count ? take(s.unfinished) : nil
        }
    }
}

extension BatchItem {
    /// Items that draw the same content: the same scene file (on its own or named by a manifest), or the
    /// same renderable (its states and colour schemes share their text). Inline manifest scenes have none.
    var affinityKey: String? {
        switch work {
        case .sceneFile(let path, _): "file:" + String(decoding: path.bytes, as: UTF8.self)
        case .manifestScene(let node, _):
            if case .scalar(let path, _) = node.value { "file:" + path } else { nil }
        case .renderable(let name, _, _): "renderable:" + name
        }
    }
}

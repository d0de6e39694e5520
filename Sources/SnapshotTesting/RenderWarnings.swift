import Foundation

/// Collects the render warnings (unknown font, missing glyph… from `RenderedImage.warnings`) of the
/// snapshot being taken, so the assertion can pass them to the test output: strategies turn a render
/// into plain pixels, and the warnings would otherwise be lost with the `RenderedImage`.
final class RenderWarnings: @unchecked Sendable {
    // @unchecked: `items` is guarded by `lock`.
    private let lock = NSLock()
    private var items: [String] = []

    /// The collector of the assertion running on this task, if any.
    @TaskLocal static var current: RenderWarnings?

    /// Adds warnings to the current collector (no-op outside an assertion).
    static func report(_ warnings: [String]) {
        guard !warnings.isEmpty, let current else { return }
        current.lock.lock(); defer { current.lock.unlock() }
        for w in warnings where !current.items.contains(w) { current.items.append(w) }
    }

    var all: [String] {
        lock.lock(); defer { lock.unlock() }
        return items
    }
}

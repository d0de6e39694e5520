/// Why a render failed after layout: cairo could not allocate or draw. Canvas sizes are checked earlier
/// by `ImageBudget` (its `ImageBudgetError` names the size), layout problems surface as `LayoutError`.
public struct RenderError: Error, Equatable, Sendable, CustomStringConvertible {
    public let message: String

    public init(message: String) {
        self.message = message
    }

    public var description: String { message }
}

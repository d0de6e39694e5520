/// Why a requested output size was refused; `description` is one line with the offending numbers.
public struct ImageBudgetError: Error, Equatable, Sendable, CustomStringConvertible {
    public let message: String

    public init(message: String) {
        self.message = message
    }

    public var description: String { message }
}

extension ContentError {
    /// The same error with its field inside `prefix` (`conversation.` + `messages[2].state`).
    public func prefixed(_ prefix: String) -> ContentError {
        switch self {
        case let .outOfRange(field, value, range): .outOfRange(field: prefix + field, value: value, range: range)
        case let .invalid(field, reason): .invalid(field: prefix + field, reason: reason)
        }
    }
}

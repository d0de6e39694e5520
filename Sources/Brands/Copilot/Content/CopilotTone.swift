/// The conversation style chosen in the greeting's tone selector.
public enum CopilotTone: String, Sendable, CaseIterable {
    case creative, balanced, precise

    /// Its position in the selector (the guide's `selection`: 0 Creative, 1 Balanced, 2 Precise).
    public var index: Int { Self.allCases.firstIndex(of: self)! }
}

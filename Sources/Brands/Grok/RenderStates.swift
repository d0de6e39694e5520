/// The named visual states of each renderable (`mockshot render grok.<name> --state <state>`); the first
/// case is the default. Accessibility variants are states too, so the sheet shows them side by side.
public enum GrokStates {
    public enum UserBubble: String, CaseIterable { case `default`, long, largeType = "large-type" }
    public enum AssistantResponse: String, CaseIterable {
        case streaming, streamingCursorHidden = "streaming-cursor-hidden", finished
        case reduceMotion = "reduce-motion", largeType = "large-type"
        /// A formatted reply still streaming: heading, list, inline and fenced code, the cursor after it.
        case markdown
    }
    public enum CitationCard: String, CaseIterable {
        case verified, unverified, pressed, increaseContrast = "increase-contrast", largeType = "large-type"
    }
    public enum SendButton: String, CaseIterable { case disabled, enabled, streaming, pressed }
    public enum ModeToggle: String, CaseIterable { case regular, fun }
    public enum PromptBar: String, CaseIterable {
        case empty, withText = "with-text", focused, focusedText = "focused-text", multiline, streaming
    }
    public enum TopBar: String, CaseIterable { case regular, fun }
    /// Frames of the 0.9 s "Searching X…" pulse: full, halfway, dimmest.
    public enum SearchingRow: String, CaseIterable {
        case t0 = "t0.00", t045 = "t0.45", t09 = "t0.90"
        var phase: Double { Double(rawValue.dropFirst()) ?? 0 }
    }
    public enum ActionRow: String, CaseIterable { case `default`, copied }
    public enum Disclaimer: String, CaseIterable { case `default`, increaseContrast = "increase-contrast" }
    public enum Palette: String, CaseIterable { case standard, increaseContrast = "increase-contrast" }
}

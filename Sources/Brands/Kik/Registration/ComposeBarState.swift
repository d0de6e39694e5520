import Layout

/// States of `kik.compose-bar`: empty (grey "Send"), focused (caret), with text (blue "Send"), grown to
/// several lines, and the accessibility variants.
public enum ComposeBarState: String, CaseIterable, Sendable {
    case empty, focused, text, multiline
    case reduceTransparency = "reduce-transparency"
    case largeType = "large-type"

    /// Only the empty field's placeholder and grey "Send" change under Increase Contrast (iOS's
    /// placeholder and tertiary label values); the typed text, the tinted "+" and the blue "Send" do not.
    var showsPlaceholder: Bool { self == .empty || self == .focused }

    static let draft = "see you at 8?"
    static let longDraft = "running a bit late, the train is stuck at Union. Save me a spot near the front and I'll bring drinks for everyone"

    @ViewBuilder public var preview: some View {
        switch self {
        case .empty: KikComposeBar(text: .constant(""))
        case .focused: KikComposeBar(text: .constant(""), focused: true)
        case .text: KikComposeBar(text: .constant(Self.draft), focused: true)
        case .multiline: KikComposeBar(text: .constant(Self.longDraft), focused: true)
        case .reduceTransparency, .largeType:      // with their presets
            KikComposeBar(text: .constant(Self.draft))
        }
    }
}

import Layout

/// States of `kik.chat-header`.
public enum ChatHeaderState: String, CaseIterable, Sendable {
    case `default`
    case reduceTransparency = "reduce-transparency"
    case largeType = "large-type"

    @ViewBuilder public var preview: some View {
        switch self {
        case .default, .reduceTransparency, .largeType: KikChatHeader(username: "jess.k")
        }
    }
}

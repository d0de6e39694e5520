import Layout

/// States of `kik.bubble`: both sides with and without the tail, every receipt on an outgoing tail bubble,
/// text wrapping at the 280 pt maximum, and the accessibility variants (an incoming + outgoing pair).
public enum BubbleState: String, CaseIterable, Sendable {
    case incoming
    case incomingTail = "incoming-tail"
    case outgoing
    case outgoingTailSending = "outgoing-tail-sending"
    case outgoingTailSent = "outgoing-tail-sent"
    case outgoingTailDelivered = "outgoing-tail-delivered"
    case outgoingTailRead = "outgoing-tail-read"
    case outgoingTailFailed = "outgoing-tail-failed"
    case incomingLong = "incoming-long"
    case outgoingLong = "outgoing-long"
    case largeType = "large-type"
    case increasedContrast = "increased-contrast"

    static let long = "Sam says the opening act starts at 8:30, so there's time to grab food first. Tacos on 5th?"

    /// The state as it appears on the brand canvas, with the conversation's 12 pt side margins.
    @ViewBuilder public var preview: some View {
        Group {
            switch self {
            case .incoming: KikBubble(text: "hey!! are you still coming tonight?", outgoing: false, tailEnd: false)
            case .incomingTail: KikBubble(text: "doors open at 8", outgoing: false, tailEnd: true)
            case .outgoing: KikBubble(text: "yes! just leaving work now", outgoing: true, tailEnd: false, timestamp: "7:41 PM", receipt: .read)
            case .outgoingTailSending: Self.outgoingTail(.sending)
            case .outgoingTailSent: Self.outgoingTail(.sent)
            case .outgoingTailDelivered: Self.outgoingTail(.delivered)
            case .outgoingTailRead: Self.outgoingTail(.read)
            case .outgoingTailFailed: Self.outgoingTail(.failed)
            case .incomingLong: KikBubble(text: Self.long, outgoing: false, tailEnd: true)
            case .outgoingLong: KikBubble(text: Self.long, outgoing: true, tailEnd: true, timestamp: "7:44 PM", receipt: .read)
            case .largeType, .increasedContrast: Self.pair
            }
        }
        .padding(.horizontal, 12).padding(.vertical, 10)
    }

    static func outgoingTail(_ receipt: SDR) -> KikBubble {
        KikBubble(text: "perfect, see you in 20", outgoing: true, tailEnd: true, timestamp: "7:58 PM", receipt: receipt)
    }

    static var pair: some View {
        VStack(spacing: 10) {
            KikBubble(text: "doors open at 8", outgoing: false, tailEnd: true)
            outgoingTail(.sent)
        }
    }
}

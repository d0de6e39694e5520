import Layout

/// States of `kik.conv-row`: person and bot rows with an unread badge, a receipt or neither; the pressed
/// row; and the accessibility variants.
public enum ConvRowState: String, CaseIterable, Sendable {
    case personUnread = "person-unread"
    case personReceipt = "person-receipt"
    case person
    case botUnread = "bot-unread"
    case botReceipt = "bot-receipt"
    case bot
    case pressed
    case largeType = "large-type"
    case increasedContrast = "increased-contrast"

    @ViewBuilder public var preview: some View {
        switch self {
        case .personUnread:
            KikConvRow(name: "Sam Rivera", preview: "lol did you see what Alex posted", time: "7:40 PM", unread: 3,
                       gradient: AvatarGradients.sunset)
        case .personReceipt:
            KikConvRow(name: "jess.k", preview: "perfect, see you in 20", time: "7:58 PM", receipt: .read,
                       gradient: AvatarGradients.sky)
        case .person:
            KikConvRow(name: "Chris Park", preview: "see ya at practice", time: "Mon", gradient: AvatarGradients.slate)
        case .botUnread:
            KikConvRow(name: "Trivia Night", preview: "Round 4 starts now. Ready?", time: "7:15 PM", isBot: true, unread: 12,
                       gradient: AvatarGradients.grape)
        case .botReceipt:
            KikConvRow(name: "Trivia Night", preview: "You: B) Jupiter", time: "7:16 PM", isBot: true, receipt: .delivered,
                       gradient: AvatarGradients.grape)
        case .bot:
            KikConvRow(name: "Weather", preview: "Tomorrow: 18° and sunny, light breeze", time: "Yesterday", isBot: true,
                       gradient: AvatarGradients.lime)
        case .pressed:
            KikConvRow(name: "Sam Rivera", preview: "lol did you see what Alex posted", time: "7:40 PM", unread: 3,
                       gradient: AvatarGradients.sunset, pressed: true)
        case .largeType:
            KikConvRow(name: "Trivia Night", preview: "Round 4 starts now. Ready?", time: "7:15 PM", isBot: true, unread: 12,
                       gradient: AvatarGradients.grape)
        case .increasedContrast:
            KikConvRow(name: "Trivia Night", preview: "You: B) Jupiter", time: "7:16 PM", isBot: true, receipt: .sent,
                       gradient: AvatarGradients.grape)
        }
    }
}

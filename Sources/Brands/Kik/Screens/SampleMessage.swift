/// One message of a mock conversation. A bubble is the tail end of its group when the next message is from
/// the other side (or there is none).
public struct SampleMessage: Identifiable, Sendable {
    public let id: Int
    public let text: String
    public let outgoing: Bool
    public let timestamp: String
    public let receipt: SDR
    /// A centred time label shown above the message (a new stretch of the conversation).
    public let timeLabel: String?

    public init(id: Int, text: String, outgoing: Bool, timestamp: String = "", receipt: SDR = .read, timeLabel: String? = nil) {
        self.id = id; self.text = text; self.outgoing = outgoing; self.timestamp = timestamp; self.receipt = receipt
        self.timeLabel = timeLabel
    }

    /// The conversation shown by `kik.screen`: alternating incoming and outgoing groups, every bubble in each
    /// group but the last without a tail. The earliest messages scroll off the top of the screen.
    public static let conversation: [SampleMessage] = [
        SampleMessage(id: -6, text: "did you get the tickets??", outgoing: true, timestamp: "4:02 PM", receipt: .read,
                      timeLabel: "Today 4:01 PM"),
        SampleMessage(id: -5, text: "Sam did, he's bringing them", outgoing: false),
        SampleMessage(id: -4, text: "ok good. what time should we meet?", outgoing: true, timestamp: "4:05 PM", receipt: .read),
        SampleMessage(id: -3, text: "let's say 7:30 outside", outgoing: false),
        SampleMessage(id: -2, text: "I'll text you when I'm there", outgoing: false),
        SampleMessage(id: -1, text: "sounds good", outgoing: true, timestamp: "4:06 PM", receipt: .read),
        SampleMessage(id: 0, text: "hey!! are you still coming tonight?", outgoing: false, timeLabel: "7:38 PM"),
        SampleMessage(id: 1, text: "doors open at 8, Sam already has the tickets", outgoing: false),
        SampleMessage(id: 2, text: "yes! just leaving work now", outgoing: true, timestamp: "7:41 PM", receipt: .read),
        SampleMessage(id: 3, text: "save me a spot near the front, I'll grab drinks on the way", outgoing: true,
                      timestamp: "7:42 PM", receipt: .read),
        SampleMessage(id: 4, text: "will do", outgoing: false),
        SampleMessage(id: 5, text: "we're by the left speaker, look for the yellow jacket", outgoing: false),
        SampleMessage(id: 6, text: "perfect, see you in 20", outgoing: true, timestamp: "7:58 PM", receipt: .delivered),
    ]

    /// Whether `messages[index]` ends its group (the next message, if any, is from the other side).
    public static func isTailEnd(_ messages: [SampleMessage], at index: Int) -> Bool {
        index == messages.count - 1 || messages[index + 1].outgoing != messages[index].outgoing
    }
}

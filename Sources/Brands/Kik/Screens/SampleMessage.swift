/// One message of a mock conversation. A bubble is the tail end of its group when the next message is from
/// the other side (or there is none).
public struct SampleMessage: Identifiable, Sendable {
    public let id: Int
    public let text: String
    public let outgoing: Bool
    public let timestamp: String
    public let receipt: SDR

    public init(id: Int, text: String, outgoing: Bool, timestamp: String = "", receipt: SDR = .read) {
        self.id = id; self.text = text; self.outgoing = outgoing; self.timestamp = timestamp; self.receipt = receipt
    }

    /// The conversation shown by `kik.screen`: two incoming groups and two outgoing ones, every bubble in
    /// each group but the last without a tail.
    public static let conversation: [SampleMessage] = [
        SampleMessage(id: 0, text: "hey!! are you still coming tonight?", outgoing: false),
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

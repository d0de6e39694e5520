import MockshotKit

/// One message of a Kik conversation: incoming (grey, leading) or outgoing (Kik Blue, trailing, with its
/// time and S / D / R receipt underneath). Consecutive messages from one side form a group: 2 pt apart,
/// and only the last bubble of a group has its tail.
public struct KikMessage: Sendable, Equatable {
    /// Which side it is on.
    public enum Direction: String, Sendable, CaseIterable { case incoming, outgoing }

    /// Default `.incoming`.
    public var direction: Direction
    /// The message, shown as typed. Default "".
    public var text: String
    /// The time under an outgoing bubble, as the app shows it ("7:41 PM"). Default "". Outgoing only.
    public var time: String
    /// The receipt letter under an outgoing bubble: S(ent), D(elivered), R(ead), … while sending, ! if
    /// it failed. Default `.read`. Outgoing only.
    public var receipt: SDR
    /// A centred label above the message that opens a new stretch of the chat: a day or time
    /// separator as the app writes it ("Today 4:01 PM", "Yesterday", "7:38 PM"). Default nil.
    public var separator: String?

    public init(direction: Direction = .incoming, text: String = "", time: String = "", receipt: SDR = .read,
                separator: String? = nil) {
        self.direction = direction; self.text = text; self.time = time; self.receipt = receipt; self.separator = separator
    }

    /// A message from the other person.
    public static func incoming(_ text: String, separator: String? = nil) -> KikMessage {
        KikMessage(direction: .incoming, text: text, separator: separator)
    }

    /// A message from you.
    public static func outgoing(_ text: String, time: String = "", receipt: SDR = .read, separator: String? = nil) -> KikMessage {
        KikMessage(direction: .outgoing, text: text, time: time, receipt: receipt, separator: separator)
    }
}

import Layout

/// A message bubble: incoming (grey, leading) or outgoing (Kik Blue with dark-cyan ink, trailing).
/// The last bubble of a group has a 5 pt "tail" corner at the bottom on its own side; every other corner
/// is 16 pt. Outgoing bubbles carry a timestamp and S/D/R receipt underneath. At most 280 pt wide.
///
/// Deviations from the guide's code: incoming text uses `kikIncomingText` (the guide's Dark Mode notes,
/// see there). Under Increase Contrast the timestamp's `.tertiary` takes iOS's increased-contrast value.
/// The timestamp is `.system(size: 10)`, which is pinned.
public struct KikBubble: View {
    let text: String
    let outgoing: Bool
    let tailEnd: Bool
    let timestamp: String
    let receipt: SDR

    public init(text: String, outgoing: Bool, tailEnd: Bool, timestamp: String = "", receipt: SDR = .sent) {
        self.text = text; self.outgoing = outgoing; self.tailEnd = tailEnd; self.timestamp = timestamp; self.receipt = receipt
    }

    public var body: some View {
        VStack(alignment: outgoing ? .trailing : .leading, spacing: 3) {
            Text(text)
                .font(outgoing ? .kikBodyOut : .kikBody)
                .foregroundStyle(outgoing ? Color.kikInkOnBlue : Color.kikIncomingText)
                .padding(.vertical, 8).padding(.horizontal, 13)
                .background(outgoing ? Color.kikBlue : Color.kikIncomingAdaptive)
                .clipShape(.rect(
                    topLeadingRadius: 16,
                    bottomLeadingRadius: outgoing ? 16 : (tailEnd ? 5 : 16),
                    bottomTrailingRadius: outgoing ? (tailEnd ? 5 : 16) : 16,
                    topTrailingRadius: 16))
            if outgoing {
                HStack(spacing: 5) {
                    Text(timestamp).font(.system(size: 10)).foregroundStyle(.tertiary)
                    SDRReceipt(state: receipt)
                }
            }
        }
        .frame(maxWidth: 280, alignment: outgoing ? .trailing : .leading)
        .frame(maxWidth: .infinity, alignment: outgoing ? .trailing : .leading)
    }
}

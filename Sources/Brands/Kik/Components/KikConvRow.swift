import Layout

/// A row of the chats list. People have a round gradient avatar; bots a 14 pt rounded square plus a
/// "BOT" tag, so the difference never depends on colour. The trailing column shows the time and either
/// an unread count (a Kik Blue capsule) or the last outgoing message's S/D/R receipt.
///
/// Beyond the guide's code: `pressed` paints the guide's `kikRowPressed` token behind the row
/// (`kikDarkSurface1` in dark, the guide names no dark pressed token). Under Increase Contrast
/// `.secondary` / `.tertiary` take iOS's increased-contrast values. The time, the avatar initial, the unread count and
/// the BOT tag use fixed `.system(size:)` fonts, so they stay pinned under Dynamic Type.
public struct KikConvRow: View {
    let name: String
    let preview: String
    let time: String
    let isBot: Bool
    let unread: Int?
    let receipt: SDR?
    let gradient: [Color]
    let pressed: Bool

    @Environment(\.colorScheme) var scheme

    public init(name: String, preview: String, time: String, isBot: Bool = false, unread: Int? = nil, receipt: SDR? = nil,
                gradient: [Color], pressed: Bool = false) {
        self.name = name; self.preview = preview; self.time = time; self.isBot = isBot; self.unread = unread
        self.receipt = receipt; self.gradient = gradient; self.pressed = pressed
    }

    public var body: some View {
        HStack(spacing: 12) {
            Group {
                if isBot {
                    RoundedRectangle(cornerRadius: 14)
                        .fill(LinearGradient(colors: gradient, startPoint: .top, endPoint: .bottom))
                } else {
                    Circle().fill(LinearGradient(colors: gradient, startPoint: .top, endPoint: .bottom))
                }
            }
            .frame(width: 48, height: 48)
            .overlay(Text(String(name.prefix(1))).font(.system(size: 16, weight: .bold)).foregroundStyle(.white))

            VStack(alignment: .leading, spacing: 2) {
                HStack(spacing: 5) {
                    Text(name).font(.kikRowTitle).foregroundStyle(.primary).lineLimit(1)
                    if isBot {
                        Text("BOT").font(.system(size: 9, weight: .bold))
                            .padding(.horizontal, 5).padding(.vertical, 1)
                            .background(Color(.tertiarySystemFill), in: RoundedRectangle(cornerRadius: 4))
                            .foregroundStyle(.secondary)
                    }
                }
                Text(preview).font(.kikPreview).foregroundStyle(.secondary).lineLimit(1)
            }
            Spacer()
            VStack(alignment: .trailing, spacing: 5) {
                Text(time).font(.system(size: 11)).foregroundStyle(.tertiary)
                if let unread {
                    Text("\(unread)").font(.system(size: 11, weight: .bold))
                        .foregroundStyle(Color.kikInkOnBlue)
                        .frame(minWidth: 18, minHeight: 18)
                        .background(Capsule().fill(Color.kikBlue))
                } else if let receipt {
                    SDRReceipt(state: receipt)
                }
            }
        }
        .padding(.horizontal, 16).padding(.vertical, 12)
        .background(pressed ? (scheme == .dark ? Color.kikDarkSurface1 : Color.kikRowPressed) : Color.clear)
    }
}

import Layout

/// Every type token set in its own face, largest first, with its name and nominal size. Under a large
/// Dynamic Type size the scaling tokens grow and the pinned ones (tab, meta) do not.
public struct TypeScaleSpecimen: View {
    static let samples: [(String, Font, String, Double)] = [
        ("caiDisplay · Sora Bold 32", .caiDisplay, "Discover", -0.5),
        ("caiScreenTitle · Sora SemiBold 24", .caiScreenTitle, "For you", 0),
        ("caiGreetingName · Sora SemiBold 20", .caiGreetingName, "Aria", 0),
        ("caiHeaderName · Sora SemiBold 17", .caiHeaderName, "Aria", 0),
        ("caiCardName · Sora SemiBold 15", .caiCardName, "Captain Vex", 0),
        ("caiButton · Sora SemiBold 15", .caiButton, "Start chatting", 0),
        ("caiTab · Sora SemiBold 10 (pinned)", .caiTab, "Discover  Chats  Create  Profile", 0),
        ("caiMessage · Inter Regular 15", .caiMessage, "Where shall we chart a course?", 0),
        ("Inter-Italic 15 (roleplay action)", .caiMessageItalic, "glances up from the star charts", 0),
        ("caiMessageDense · Inter Regular 14", .caiMessageDense, "Message Aria…", 0),
        ("caiCardDesc · Inter Regular 13", .caiCardDesc, "A curious starship navigator", 0),
        ("caiBody · Inter Regular 16", .caiBody, "Chats are saved to your profile.", 0),
        ("caiMeta · Inter Medium 11 (pinned)", .caiMeta, "by @lumen · 2.4M chats", 0),
    ]

    public init() {}

    public var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            ForEach(Self.samples.indices, id: \.self) { i in
                let (label, font, sample, tracking) = Self.samples[i]
                VStack(alignment: .leading, spacing: 2) {
                    Text(sample).font(font).tracking(tracking).foregroundStyle(
                        font == .caiMessageItalic ? Color.caiTextSecondary : Color.caiTextPrimary)
                    Text(label).font(.custom("Inter-Regular", fixedSize: 11)).foregroundStyle(Color.caiTextTertiary)
                }
            }
        }
        .padding(16)
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}

import Layout

/// The benchmark scene: a full-screen ChatGPT-style conversation (390×844 pt) with a top bar,
/// six messages of wrapped text, a code block and a composer. Built from engine primitives only,
/// so the benchmark measures the engine, not a brand kit. `mockshot-bench` draws the same scene
/// with direct Cairo/Pango calls as its reference.
public struct BenchScene: View {
    public static let messages: [(user: Bool, text: String)] = [
        (true, "Can you explain how SwiftUI decides the size of a view inside an HStack?"),
        (false, "Sure. The parent proposes a size, the child chooses its own size, and the parent places it. An HStack offers space to its least flexible children first, then splits what is left evenly among the rest."),
        (true, "And what does a Spacer do in that process?"),
        (false, "A Spacer is as flexible as it gets: it accepts whatever width it is offered along the stack's axis, down to its minimum length. Two spacers around a view centre it."),
        (true, "Show me a tiny example, please."),
        (false, "Here is a row that pins a title to the leading edge and a button to the trailing edge:"),
    ]
    public static let code = "HStack {\n    Text(\"Title\")\n    Spacer()\n    Button(\"Done\") { }\n}"

    public static func canvas(_ scheme: ColorScheme) -> Color { scheme == .dark ? Color(hex: 0x212121) : .white }

    /// The "edited" variant changes one message, for the image-diff benchmark.
    let edited: Bool
    @Environment(\.colorScheme) private var scheme
    public init(edited: Bool = false) { self.edited = edited }

    public static func text(_ i: Int, edited: Bool) -> String {
        edited && i == 2 ? "And what does a Spacer do when the stack runs out of room?" : messages[i].text
    }

    public var body: some View {
        let dark = scheme == .dark
        let ink = dark ? Color(hex: 0xECECEC) : Color(hex: 0x0D0D0D)
        let secondary = dark ? Color(hex: 0xB4B4B4) : Color(hex: 0x676767)
        let bubble = dark ? Color(hex: 0x2F2F2F) : Color(hex: 0xF7F7F8)
        let divider = dark ? Color(hex: 0x424242) : Color(hex: 0xE5E5E5)
        VStack(spacing: 0) {
            Color.clear.frame(height: 47)
            HStack {
                Image(systemName: "sidebar.leading").font(.system(size: 22)).foregroundStyle(ink)
                Spacer()
                Text("ChatGPT 4o").font(.custom("Inter-Medium", fixedSize: 16)).foregroundStyle(ink)
                Spacer()
                Image(systemName: "square.and.pencil").font(.system(size: 20)).foregroundStyle(ink)
            }
            .padding(.horizontal, 16).frame(height: 44)
            VStack(alignment: .leading, spacing: 14) {
                ForEach(Self.messages.indices, id: \.self) { i in
                    let m = Self.messages[i]
                    if m.user {
                        HStack {
                            Spacer(minLength: 60)
                            Text(Self.text(i, edited: edited)).font(.custom("Inter-Regular", size: 16)).foregroundStyle(ink)
                                .padding(.horizontal, 14).padding(.vertical, 10)
                                .background(UnevenRoundedRectangle(topLeadingRadius: 18, bottomLeadingRadius: 18,
                                                                   bottomTrailingRadius: 4, topTrailingRadius: 18).fill(bubble))
                        }
                    } else {
                        Text(m.text).font(.custom("Inter-Regular", size: 16)).foregroundStyle(ink).lineSpacing(4)
                            .frame(maxWidth: .infinity, alignment: .leading)
                    }
                }
                VStack(alignment: .leading, spacing: 0) {
                    HStack {
                        Text("swift").font(.system(size: 12, weight: .medium, design: .monospaced)).foregroundStyle(secondary)
                        Spacer()
                        Text("Copy").font(.custom("Inter-Medium", fixedSize: 14)).foregroundStyle(secondary)
                    }
                    .padding(.horizontal, 12).padding(.vertical, 8)
                    Rectangle().fill(divider).frame(height: 1)
                    Text(Self.code).font(.custom("Menlo-Regular", size: 13)).foregroundStyle(ink).padding(12)
                        .frame(maxWidth: .infinity, alignment: .leading)
                }
                .background(bubble)
                .clipShape(RoundedRectangle(cornerRadius: 8))
                .overlay(RoundedRectangle(cornerRadius: 8).strokeBorder(divider, lineWidth: 1))
            }
            .padding(.horizontal, 16).padding(.top, 8)
            Spacer(minLength: 0)
            HStack(spacing: 8) {
                Image(systemName: "plus").font(.system(size: 20)).foregroundStyle(secondary).frame(width: 40, height: 40)
                Text("Message ChatGPT…").font(.custom("Inter-Regular", size: 16)).foregroundStyle(secondary)
                    .frame(maxWidth: .infinity, alignment: .leading)
                Image(systemName: "mic.fill").font(.system(size: 18)).foregroundStyle(secondary).frame(width: 40, height: 40)
            }
            .padding(8)
            .background(RoundedRectangle(cornerRadius: 24).fill(Self.canvas(scheme)))
            .overlay(RoundedRectangle(cornerRadius: 24).strokeBorder(divider, lineWidth: 1))
            .padding(.horizontal, 16).padding(.bottom, 8)
            Color.clear.frame(height: 34)
        }
    }
}

import Layout

/// A bot's suggested replies: a row of chips above the compose bar, each a reply the bot offers that is
/// sent as your message when tapped. The guide names them only in its motion notes (they slide in from the
/// bottom and fade, 0.2 s; a tap is the soft "bot button" haptic); their look is the kit's, from Kik's own
/// button language: capsules on the canvas with a 1 pt Kik Blue outline and the label in `kikBodyEmph` in
/// the text colour (17.8:1 on white; the Kik Blue of the outline would be 2.3:1 as text). A pressed chip
/// fills with `kikBluePressed` and takes the dark-cyan ink of outgoing bubbles (never white on Kik's blues).
///
/// The row scrolls sideways when the replies are wider than the screen (the last chips run off the trailing
/// edge, as the app's row does at rest); it sits on Kik's bar background, since it belongs to the compose
/// area. Labels scale with Dynamic Type; the row stays one line.
public struct KikSuggestedReplies: View {
    let replies: [String]
    /// The chip drawn pressed (a render state: a still cannot be tapped).
    let pressed: Int?

    public init(_ replies: [String], pressed: Int? = nil) { self.replies = replies; self.pressed = pressed }

    public var body: some View {
        ScrollView(.horizontal, showsIndicators: false) {
            HStack(spacing: 8) {
                ForEach(replies.indices, id: \.self) { i in
                    KikSuggestedReplyChip(title: replies[i])
                        .environment(\.isPressed, i == pressed)
                }
            }
            .padding(.horizontal, 14).padding(.vertical, 8)
        }
        .kikBarBackground(hairline: .top)
        .sensoryFeedback(.impact(flexibility: .soft), trigger: pressed) // bot button
    }
}

/// One chip: the reply in a Kik Blue outlined capsule.
struct KikSuggestedReplyChip: View {
    let title: String
    var body: some View {
        Button {} label: { Text(verbatim: title) }
            .buttonStyle(KikChipButtonStyle())
    }
}

/// The chip's button style: outlined on the canvas at rest, filled `kikBluePressed` with ink while pressed.
struct KikChipButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.kikBodyEmph)
            .lineLimit(1)
            .foregroundStyle(configuration.isPressed ? Color.kikInkOnBlue : Color.kikIncomingText)
            .padding(.horizontal, 14).padding(.vertical, 8)
            .background(Capsule().fill(configuration.isPressed ? Color.kikBluePressed : Color.kikCanvasAdaptive))
            .overlay(Capsule().strokeBorder(Color.kikBlue, lineWidth: 1))
    }
}

import Layout

/// A chat transcript at rest: content starts at the top while it fits; once it is taller than the space,
/// the newest messages stay in view and older ones scroll off the top, as a chat list scrolled to its end
/// (SwiftUI's `.defaultScrollAnchor(.bottom)`, which the engine's `ScrollView` does not model).
///
/// The trailing `Spacer` fills any spare height (content stays at the top); when there is none the
/// column is taller than the frame and the bottom alignment shows its end. `minHeight: 0` lets the frame
/// be shorter than the column (without it a max-only frame grows to fit its child); the clip hides the rest.
struct BottomAnchoredTranscript<Content: View>: View {
    let spacing: Double
    let content: Content
    init(spacing: Double, @ViewBuilder content: () -> Content) { self.spacing = spacing; self.content = content() }

    var body: some View {
        VStack(spacing: spacing) {
            content
            Spacer(minLength: 0)
        }
        .frame(maxWidth: .infinity, minHeight: 0, maxHeight: .infinity, alignment: .bottom)
        .clipped()
    }
}

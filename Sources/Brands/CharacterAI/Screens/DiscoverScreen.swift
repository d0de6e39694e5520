import Layout
import MockshotKit

/// Discover built from `content`: the display title, a search field, the characters as a card grid, a
/// "make your own" panel with the two button styles, and the tab bar with Discover selected.
///
/// The grid is a `LazyVGrid` of adaptive columns at least `cardMinimumWidth` wide, as the app lays its
/// feed out: at the default text size two columns on every iPhone in portrait, four to six on iPads. The
/// minimum is a `@ScaledMetric`, so it grows with the cards' text and a phone drops to one column before
/// two would squeeze a name (from xxLarge on the iPhone SE, xxxLarge on the iPhone 14, accessibility1 on
/// the widest iPhones): at every accessibility size a name such as "Professor" keeps its whole word on
/// a line instead of breaking inside it. (A single word wider than a full-width card still wraps by
/// character, as iOS's `Text` does.)
public struct CharacterAIDiscoverScreen: View {
    let content: CharacterAIDiscover
    /// 140 pt at the default size: two columns down to the iPhone SE (347 pt of content), cards of ~160 pt
    /// on an iPad.
    @ScaledMetric(relativeTo: .body) var cardMinimumWidth = 140.0

    public init(content: CharacterAIDiscover = CharacterAIDiscover()) { self.content = content }

    var characters: [CharacterAICharacter] { content.characters }

    public var body: some View {
        PhoneScreen(background: .caiCanvas) {
            CAITabView(selection: .discover) {
                ScrollView {
                    VStack(alignment: .leading, spacing: 16) {
                        header
                        search
                        Text(verbatim: content.sectionTitle).font(.caiScreenTitle).foregroundStyle(Color.caiTextPrimary)
                        grid
                        if content.showsCreatePanel { createPanel }
                    }
                    .padding(.horizontal, 14)
                    .padding(.top, 8).padding(.bottom, 16)
                }
            }
            .caiTheme()
        }
    }

    var header: some View {
        HStack {
            Text("Discover").font(.caiDisplay).tracking(-0.5).foregroundStyle(Color.caiTextPrimary)
            Spacer()
            Image(systemName: "gearshape").font(.system(size: 18)).foregroundStyle(Color.caiTextSecondary)
                .accessibilityLabel("Settings")
        }
    }

    var search: some View {
        HStack(spacing: 8) {
            Image(systemName: "magnifyingglass").font(.system(size: 16)).foregroundStyle(Color.caiTextTertiary)
            Text("Search characters").font(.caiBody).foregroundStyle(Color.caiTextTertiary)
            Spacer(minLength: 0)
        }
        .padding(.horizontal, 16)
        .frame(minHeight: 44)
        .background(Capsule().fill(Color.caiSurface2))
        .overlay(Capsule().strokeBorder(Color.caiDivider, lineWidth: 1))
    }

    /// Adaptive columns 10 pt apart; cells top-aligned so a shorter card does not float in its row.
    var grid: some View {
        LazyVGrid(columns: [GridItem(.adaptive(minimum: cardMinimumWidth), spacing: 10, alignment: .top)], spacing: 10) {
            ForEach(characters.indices, id: \.self) { i in card(characters[i]) }
        }
    }

    func card(_ c: CharacterAICharacter) -> some View {
        CharacterCard(avatar: c.avatarGradient, name: c.name, desc: c.description, chats: c.chats)
    }

    var createPanel: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Make your own").font(.caiCardName).foregroundStyle(Color.caiTextPrimary)
            Text("Give a character a voice, a backstory and a greeting.").font(.caiCardDesc)
                .foregroundStyle(Color.caiTextSecondary)
            HStack(spacing: 10) {
                CAIPrimaryButton("Create")
                CAISoftButton("Browse ideas")
            }
        }
        .padding(16)
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(RoundedRectangle(cornerRadius: 16).fill(Color.caiSurface1))
        .overlay(RoundedRectangle(cornerRadius: 16).strokeBorder(Color.caiDivider, lineWidth: 1))
    }
}

import Layout
import MockshotKit

/// Discover built from `content`: the display title, a search field, the characters as a two-column card
/// grid, a "make your own" panel with the two button styles, and the tab bar with Discover selected.
public struct CharacterAIDiscoverScreen: View {
    let content: CharacterAIDiscover

    public init(content: CharacterAIDiscover = CharacterAIDiscover()) { self.content = content }

    var characters: [CharacterAICharacter] { content.characters }

    public var body: some View {
        PhoneScreen(background: .caiCanvas) {
            VStack(spacing: 0) {
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
                CAITabBar(selection: .discover)
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

    /// Cards two to a row; rows are top-aligned so a shorter card does not float.
    var grid: some View {
        VStack(spacing: 10) {
            ForEach(Array(stride(from: 0, to: characters.count, by: 2)), id: \.self) { i in
                HStack(alignment: .top, spacing: 10) {
                    card(characters[i])
                    if i + 1 < characters.count { card(characters[i + 1]) } else { Color.clear.frame(maxWidth: .infinity) }
                }
            }
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

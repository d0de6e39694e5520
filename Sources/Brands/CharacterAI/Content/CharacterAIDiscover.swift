import Layout
import MockshotKit

/// Everything Character.AI's Discover screen shows: the title, the search field, a section of character
/// cards two to a row, the "make your own" panel, and the tab bar with Discover selected.
public struct CharacterAIDiscover: Sendable, Equatable {
    /// The section heading over the cards. Default "For you".
    public var sectionTitle: String
    /// The cards, in reading order (left to right, then down). Default none.
    public var characters: [CharacterAICharacter]
    /// The "Make your own" panel with Create and Browse ideas under the cards. Default true.
    public var showsCreatePanel: Bool

    public init(sectionTitle: String = "For you", characters: [CharacterAICharacter] = [], showsCreatePanel: Bool = true) {
        self.sectionTitle = sectionTitle; self.characters = characters; self.showsCreatePanel = showsCreatePanel
    }

    /// Dynamic Type, Increase Contrast and Bold Text; nothing on Discover moves or is translucent.
    public func honours(in mode: ColorScheme) -> Set<AccessibilitySetting> { [.dynamicType, .contrast, .boldText] }
}

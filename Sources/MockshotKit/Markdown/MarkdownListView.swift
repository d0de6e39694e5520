import Layout
import Markdown

/// A bullet, ordered or task list. Each item is a marker column (bullets by depth, right-aligned
/// numbers, or a check box) beside the item's blocks, aligned on the first line's baseline; nested
/// lists sit inside the item, so they indent by one marker column per level.
struct MarkdownListView: View {
    let list: MarkdownList
    let theme: MarkdownTheme
    let depth: Int
    /// Appended to the last item's text (see `MarkdownView`).
    var trailer: Text? = nil

    var body: some View {
        // Tight lists keep items (and the blocks inside them) close; loose lists space them like paragraphs.
        let spacing = list.tight ? theme.list.itemSpacing : theme.paragraphSpacing
        VStack(alignment: .leading, spacing: spacing) {
            ForEach(list.items.indices, id: \.self) { i in
                HStack(alignment: .firstTextBaseline, spacing: theme.list.markerSpacing) {
                    marker(for: i)
                        .frame(width: theme.list.markerWidth, alignment: list.ordered ? .trailing : .center)
                    MarkdownBlocks(blocks: list.items[i].blocks, theme: theme, depth: depth + 1, spacing: spacing,
                                   trailer: i == list.items.count - 1 ? trailer : nil)
                }
            }
        }
    }

    @ViewBuilder func marker(for index: Int) -> some View {
        if let checked = list.items[index].checked {
            MarkdownCheckbox(checked: checked, color: theme.list.checkboxColor)
        } else {
            // Never wrapped: a number wider than the marker column ("1." in Copilot's 14 pt column, "10.")
            // reaches into the margin, as list numbers do, rather than breaking its dot onto a line of its own.
            Text(verbatim: list.ordered ? "\(list.start + index)." : theme.list.bullet(depth: depth))
                .font(theme.bodyFont)
                .foregroundColor(theme.list.markerColor)
                .monospacedDigit()
                .fixedSize()
        }
    }
}

/// A task-list check box: a rounded outline, filled with a check mark when done. It has no text
/// baseline, so in the item's baseline-aligned row its bottom edge sits on the text baseline; a small
/// offset drops it to sit like a glyph.
struct MarkdownCheckbox: View {
    let checked: Bool
    let color: Color

    var body: some View {
        ZStack {
            if checked {
                RoundedRectangle(cornerRadius: 3).fill(color)
                Image(systemName: "checkmark")
                    .font(.system(size: 10, weight: .bold))
                    .foregroundStyle(Color(light: .white, dark: .black))
            } else {
                RoundedRectangle(cornerRadius: 3).strokeBorder(color, lineWidth: 1.5)
            }
        }
        .frame(width: 14, height: 14)
        .offset(y: 2)
    }
}

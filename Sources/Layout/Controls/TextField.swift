/// SwiftUI's `TextField`, as it looks at rest: the text (or the placeholder in the placeholder colour)
/// wrapped within its line limit, reserving the range's minimum lines. When the environment says it is
/// focused, a caret in the tint colour follows the text; in an empty field the caret is drawn over the
/// start of the placeholder, as iOS draws it, without moving the placeholder or changing the field's size.
public struct TextField: View {
    let placeholder: String
    let text: Binding<String>
    let axis: Axis

    public init(_ placeholder: String, text: Binding<String>, axis: Axis = .horizontal) {
        self.placeholder = placeholder; self.text = text; self.axis = axis
    }
    public init(_ placeholder: String, text: Binding<String>, prompt: Text?, axis: Axis = .horizontal) {
        self.init(placeholder, text: text, axis: axis)
    }

    @Environment(\.isFocused) private var focused
    @Environment(\.tint) private var tint
    @Environment(\.lineLimitRange) private var limit

    public var body: some View {
        let value = text.wrappedValue
        let env = EnvironmentValues.current
        let tintColor = (tint ?? AnyShapeStyle(Color.accentColor)).resolvePaint(in: env).solidColor.map { Color($0) } ?? .blue
        // After text, U+258F (left one-eighth block): a thin bar in the tint colour, like iOS's caret.
        let caret = Text(verbatim: "\u{258F}").foregroundColor(tintColor)
        let shown: Text = value.isEmpty ? Text(placeholder).foregroundColor(Color(UIColor.placeholderText)) : Text(value)
        let content = focused && !value.isEmpty ? shown + caret : shown
        let range = axis == .vertical ? (limit ?? 1...Int.max) : 1...1
        return content
            .environment(\.lineLimitRange, max(1, range.lowerBound)...max(1, range.upperBound))
            .overlay(alignment: .topLeading) { if focused && value.isEmpty { InsertionPoint(color: tintColor) } }
            .frame(maxWidth: .infinity, alignment: .leading)
    }
}

/// iOS's insertion point in an empty field: a 2 pt bar with rounded ends in the tint colour, as tall as
/// one line of the field's font, over the first glyph of the placeholder. An overlay, so it takes no
/// room in the line (UIKit draws the caret above the text, it is not a character).
struct InsertionPoint: View {
    let color: Color
    var body: some View {
        // One line of the current font sets the height; the space itself draws nothing.
        Text(verbatim: " ").lineLimit(1)
            .overlay(alignment: .leading) { RoundedRectangle(cornerRadius: 1).fill(color).frame(width: 2) }
    }
}

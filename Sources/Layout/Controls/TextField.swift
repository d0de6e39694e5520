/// SwiftUI's `TextField`, as it looks at rest: the text (or the placeholder in the placeholder colour)
/// wrapped within its line limit, reserving the range's minimum lines. When the environment says it is
/// focused, a caret in the tint colour follows the text.
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
        // U+258F (left one-eighth block): a thin bar in the tint colour, like iOS's caret.
        let caret = Text("\u{258F}").foregroundColor(tintColor)
        let shown: Text = value.isEmpty ? Text(placeholder).foregroundColor(Color(UIColor.placeholderText)) : Text(value)
        let content = focused ? (value.isEmpty ? caret + shown : shown + caret) : shown
        let range = axis == .vertical ? (limit ?? 1...Int.max) : 1...1
        return content
            .environment(\.lineLimitRange, max(1, range.lowerBound)...max(1, range.upperBound))
            .frame(maxWidth: .infinity, alignment: .leading)
    }
}

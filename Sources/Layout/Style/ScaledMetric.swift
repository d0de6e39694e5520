/// SwiftUI's `@ScaledMetric`: a length that grows with Dynamic Type as text in `textStyle` does (UIKit's
/// `UIFontMetrics(forTextStyle:).scaledValue(for:)`), so a view's own dimensions keep pace with its text: an
/// adaptive grid's minimum column width, an icon beside a label, a padding. At the default size (`.large`) it
/// is the value written; at accessibility5 a body-relative 150 is 150 × 53 / 17.
///
/// Read inside `body`, as `@Environment` is: the value follows the Dynamic Type size of the view being built.
@propertyWrapper public struct ScaledMetric<Value: BinaryFloatingPoint & Sendable>: Sendable {
    let baseValue: Value
    let textStyle: Font.TextStyle

    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle = .body) {
        baseValue = wrappedValue; self.textStyle = textStyle
    }

    public var wrappedValue: Value {
        baseValue * Value(EnvironmentValues.current.dynamicTypeSize.scale(for: textStyle))
    }
}

/// SwiftUI's `Toggle` in its iOS look: the label at the leading edge and the switch at the trailing edge
/// of the width it is offered (`labelsHidden()` leaves only the switch).
public struct Toggle<Label: View>: View {
    let isOn: Bool
    let label: Label
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) { self.isOn = isOn.wrappedValue; self.label = label() }

    @Environment(\.labelsHidden) private var labelsHidden

    public var body: some View {
        if labelsHidden {
            Switch(isOn: isOn)
        } else {
            HStack(spacing: 8) {
                label.frame(maxWidth: .infinity, alignment: .leading)
                Switch(isOn: isOn)
            }
        }
    }
}

extension Toggle where Label == Text {
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) { self.init(isOn: isOn) { Text(titleKey) } }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) { self.init(isOn: isOn) { Text(title) } }
}

/// The iOS switch (`UISwitch`), 51 × 31 pt: a capsule track in the tint colour when on (system green
/// unless `.tint` says otherwise) or `secondarySystemFill` when off, and a white 28 pt thumb inset 1.5 pt
/// with a soft drop shadow (0, 3) blur 8 at 15 % plus a tight one (0, 3) blur 1 at 6 %. Disabled, the
/// whole switch is at half opacity. Sizes, colours and shadows as Flutter's `CupertinoSwitch` records them,
/// eyeballed from the iOS 17.5 simulator; the track size is UIKit's `UISwitch` intrinsic size.
public struct Switch: View {
    public static let size = Size(width: 51, height: 31)
    public static let thumbDiameter = 28.0

    let isOn: Bool
    public init(isOn: Bool) { self.isOn = isOn }

    @Environment(\.tint) private var tint
    @Environment(\.isEnabled) private var isEnabled

    public var body: some View {
        let on: AnyShapeStyle = tint ?? AnyShapeStyle(Color.green)
        let inset = (Self.size.height - Self.thumbDiameter) / 2
        ZStack(alignment: isOn ? .trailing : .leading) {
            Capsule().fill(isOn ? on : AnyShapeStyle(Color(UIColor.secondarySystemFill)))
            Circle().fill(Color.white)
                .frame(width: Self.thumbDiameter, height: Self.thumbDiameter)
                .shadow(color: Color(white: 0, opacity: 0.15), radius: 4, x: 0, y: 3)
                .shadow(color: Color(white: 0, opacity: 0.06), radius: 0.5, x: 0, y: 3)
                .padding(inset)
        }
        .frame(width: Self.size.width, height: Self.size.height)
        .opacity(isEnabled ? 1 : 0.5)
    }
}

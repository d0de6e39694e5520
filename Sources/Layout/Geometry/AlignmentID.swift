/// SwiftUI's alignment guides. An alignment (`.leading`, `.firstTextBaseline`, or one of your own) is a
/// type conforming to `AlignmentID`: its `defaultValue` says where the guide lies in a view that sets no
/// explicit value, and `alignmentGuide(_:computeValue:)` sets an explicit one. Containers line their
/// children up on the guide's value, so custom guides can align views across nested stacks:
///
///     extension VerticalAlignment {
///         private enum MidIcons: AlignmentID {
///             static func defaultValue(in d: ViewDimensions) -> Double { d[VerticalAlignment.center] }
///         }
///         static let midIcons = VerticalAlignment(MidIcons.self)
///     }
public protocol AlignmentID {
    /// Where the guide lies in a view that gives it no explicit value.
    static func defaultValue(in context: ViewDimensions) -> Double
    /// How a container merges its children's explicit values into its own (`n` values so far). The
    /// default averages them, as SwiftUI does; text baselines take the first (topmost) or last line.
    static func _combineExplicit(childValue: Double, _ n: Int, into parentValue: inout Double?)
}

extension AlignmentID {
    public static func _combineExplicit(childValue: Double, _ n: Int, into parentValue: inout Double?) {
        let previous = n == 0 ? childValue : (parentValue ?? childValue)
        parentValue = (previous * Double(n) + childValue) / Double(n + 1)
    }
}

/// The frame guides (leading, centre, trailing, top, bottom) are never passed up through a container:
/// an explicit `.leading` guide moves a view within its own parent only.
protocol FrameAlignmentID: AlignmentID {}
extension FrameAlignmentID {
    static func _combineExplicit(childValue: Double, _ n: Int, into parentValue: inout Double?) {}
}

/// An alignment guide on one axis: the identity of the guide (its `AlignmentID` type) and the axis.
/// Metatypes are immutable, so sharing one between threads is safe.
public struct AlignmentKey: Hashable, @unchecked Sendable, CustomStringConvertible {
    public let id: any AlignmentID.Type
    public let axis: Axis

    public init(id: any AlignmentID.Type, axis: Axis) { self.id = id; self.axis = axis }

    public static func == (a: AlignmentKey, b: AlignmentKey) -> Bool { a.id == b.id && a.axis == b.axis }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(id)); hasher.combine(axis) }

    /// Frame guides are not combined by containers, so a container can answer "no explicit value"
    /// without laying out its children.
    var isFrameGuide: Bool { id is any FrameAlignmentID.Type }

    /// The guide's default position in a view of `size`.
    func defaultValue(in size: Size) -> Double { id.defaultValue(in: ViewDimensions(size: size)) }

    /// The guide's position as a fraction of the view's length (0 leading/top … 1 trailing/bottom).
    var fraction: Double { defaultValue(in: Size(width: 1, height: 1)) }

    /// Merges children's explicit values as the guide says (nil when none has one).
    func combine(_ values: [Double]) -> Double? {
        var result: Double?
        for (n, v) in values.enumerated() { id._combineExplicit(childValue: v, n, into: &result) }
        return result
    }

    /// The guide's name for the layout dump: `leading`, `firstTextBaseline`, or the custom type's name.
    public var description: String { (id as? any BuiltinGuide.Type)?.guideName ?? TypeNames.name(of: id) }
}

/// A view's size and its alignment guides, as handed to `alignmentGuide` closures and custom layouts:
/// `d.width`, `d[.leading]` (explicit value or the guide's default), `d[explicit: .firstTextBaseline]`.
public struct ViewDimensions {
    public let width: Double
    public let height: Double
    let explicit: (AlignmentKey) -> Double?

    init(size: Size, explicit: @escaping (AlignmentKey) -> Double? = { _ in nil }) {
        width = size.width; height = size.height; self.explicit = explicit
    }

    var size: Size { Size(width: width, height: height) }

    func value(_ key: AlignmentKey) -> Double { explicit(key) ?? key.id.defaultValue(in: self) }

    public subscript(guide: HorizontalAlignment) -> Double { value(guide.key) }
    public subscript(guide: VerticalAlignment) -> Double { value(guide.key) }
    public subscript(explicit guide: HorizontalAlignment) -> Double? { explicit(guide.key) }
    public subscript(explicit guide: VerticalAlignment) -> Double? { explicit(guide.key) }
}

// The built-in guides, named for the layout dump.

protocol BuiltinGuide: AlignmentID { static var guideName: String { get } }

enum LeadingGuide: FrameAlignmentID, BuiltinGuide {
    static let guideName = "leading"
    static func defaultValue(in d: ViewDimensions) -> Double { 0 }
}
enum HorizontalCenterGuide: FrameAlignmentID, BuiltinGuide {
    static let guideName = "center"
    static func defaultValue(in d: ViewDimensions) -> Double { d.width / 2 }
}
enum TrailingGuide: FrameAlignmentID, BuiltinGuide {
    static let guideName = "trailing"
    static func defaultValue(in d: ViewDimensions) -> Double { d.width }
}
enum TopGuide: FrameAlignmentID, BuiltinGuide {
    static let guideName = "top"
    static func defaultValue(in d: ViewDimensions) -> Double { 0 }
}
enum VerticalCenterGuide: FrameAlignmentID, BuiltinGuide {
    static let guideName = "center"
    static func defaultValue(in d: ViewDimensions) -> Double { d.height / 2 }
}
enum BottomGuide: FrameAlignmentID, BuiltinGuide {
    static let guideName = "bottom"
    static func defaultValue(in d: ViewDimensions) -> Double { d.height }
}
/// Views without text put their baseline at their bottom edge. A container's first baseline is its
/// topmost child's; its last baseline its lowest child's.
enum FirstTextBaselineGuide: AlignmentID, BuiltinGuide {
    static let guideName = "firstTextBaseline"
    static func defaultValue(in d: ViewDimensions) -> Double { d.height }
    static func _combineExplicit(childValue: Double, _ n: Int, into parentValue: inout Double?) {
        parentValue = min(childValue, parentValue ?? .infinity)
    }
}
enum LastTextBaselineGuide: AlignmentID, BuiltinGuide {
    static let guideName = "lastTextBaseline"
    static func defaultValue(in d: ViewDimensions) -> Double { d.height }
    static func _combineExplicit(childValue: Double, _ n: Int, into parentValue: inout Double?) {
        parentValue = max(childValue, parentValue ?? -.infinity)
    }
}

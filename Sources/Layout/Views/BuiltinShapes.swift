public struct Rectangle: Shape {
    public static var _shapeName: String { "Rectangle" }
    public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
    public init() {}
    public func path(in rect: Rect) -> Path { Path(rect) }
}

/// A rectangle with equal corners. SwiftUI's current default corner style is `.continuous`.
public struct RoundedRectangle: Shape, ShapeDumpInfo {
    public static var _shapeName: String { "RoundedRectangle" }
    public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
    public var cornerSize: Size
    public var style: RoundedCornerStyle
    public init(cornerRadius: Double, style: RoundedCornerStyle = .continuous) {
        cornerSize = Size(width: cornerRadius, height: cornerRadius); self.style = style
    }
    public init(cornerSize: Size, style: RoundedCornerStyle = .continuous) { self.cornerSize = cornerSize; self.style = style }
    public func path(in rect: Rect) -> Path { Path(roundedRect: rect, cornerSize: cornerSize, style: style) }
    public var dumpInfo: [String: String] { ["cornerRadius": fmt(cornerSize.width), "style": "\(style)"] }
}

/// A rectangle with a radius per corner (both of SwiftUI's initializers).
public struct UnevenRoundedRectangle: Shape, ShapeDumpInfo {
    public static var _shapeName: String { "UnevenRoundedRectangle" }
    public var cornerRadii: RectangleCornerRadii
    public var style: RoundedCornerStyle
    public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.cornerRadii = cornerRadii; self.style = style
    }
    public init(topLeadingRadius: Double = 0, bottomLeadingRadius: Double = 0, bottomTrailingRadius: Double = 0,
                topTrailingRadius: Double = 0, style: RoundedCornerStyle = .continuous) {
        self.init(cornerRadii: RectangleCornerRadii(topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius,
                                                    bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius), style: style)
    }
    public func path(in rect: Rect) -> Path { Path(roundedRect: rect, cornerRadii: cornerRadii, style: style) }
    public var dumpInfo: [String: String] {
        ["cornerRadii": [cornerRadii.topLeading, cornerRadii.topTrailing, cornerRadii.bottomTrailing, cornerRadii.bottomLeading].map(fmt).joined(separator: ","),
         "style": "\(style)"]
    }
}

public struct Capsule: Shape {
    public static var _shapeName: String { "Capsule" }
    public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
    public var style: RoundedCornerStyle
    public init(style: RoundedCornerStyle = .continuous) { self.style = style }
    public func path(in rect: Rect) -> Path { Path.capsule(in: rect, style: style) }
}

/// The largest circle centred in the frame.
public struct Circle: Shape {
    public static var _shapeName: String { "Circle" }
    public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
    public init() {}
    public func path(in rect: Rect) -> Path {
        let d = min(rect.width, rect.height)
        return Path(ellipseIn: Rect(x: rect.midX - d / 2, y: rect.midY - d / 2, width: d, height: d))
    }
}

public struct Ellipse: Shape {
    public static var _shapeName: String { "Ellipse" }
    public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
    public init() {}
    public func path(in rect: Rect) -> Path { Path(ellipseIn: rect) }
}

/// A path is itself a shape, drawn as given in the frame's local coordinates.
extension Path: View, Shape {
    public static var _shapeName: String { "Path" }
    public func path(in rect: Rect) -> Path { self }
}

extension Shape where Self == Rectangle {
    public static var rect: Rectangle { Rectangle() }
}
extension Shape where Self == RoundedRectangle {
    public static func rect(cornerRadius: Double, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }
}
extension Shape where Self == UnevenRoundedRectangle {
    public static func rect(topLeadingRadius: Double = 0, bottomLeadingRadius: Double = 0, bottomTrailingRadius: Double = 0,
                            topTrailingRadius: Double = 0, style: RoundedCornerStyle = .continuous) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius,
                               bottomTrailingRadius: bottomTrailingRadius, topTrailingRadius: topTrailingRadius, style: style)
    }
    public static func rect(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(cornerRadii: cornerRadii, style: style)
    }
}
extension Shape where Self == Capsule {
    public static var capsule: Capsule { Capsule() }
}
extension Shape where Self == Circle {
    public static var circle: Circle { Circle() }
}

func fmt(_ v: Double) -> String {
    v == v.rounded() ? String(Int(v)) : String(format2(v))
}
func format2(_ v: Double) -> String {
    let r = (v * 100).rounded() / 100
    return "\(r)"
}

/// SwiftUI's `ScrollView` at rest: content gets its ideal length along the scroll axes and is shown
/// from the start, clipped to the frame. Several children stack along the scroll axis.
public struct ScrollView<Content: View>: View {
    let axes: Axis.Set
    let content: Content
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes; self.content = content()
    }
    public func _makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        let axis: Axis = axes.contains(.horizontal) && !axes.contains(.vertical) ? .horizontal : .vertical
        var children = context.inStack(axis).resolve(content)
        if children.count != 1 {
            children = [LayoutNode(kind: axis == .vertical ? "VStack" : "HStack",
                                   layout: StackLayout(axis: axis, alignment: axis == .vertical ? HorizontalAlignment.center.key : VerticalAlignment.center.key,
                                                       spacing: nil),
                                   children: children)]
        }
        return [LayoutNode(kind: "ScrollView", layout: ScrollLayout(axes: axes),
                           content: .effect(.clip(path: { Path($0) }, name: "ScrollView", evenOdd: false)), children: children)]
    }
    public typealias Body = Never
}

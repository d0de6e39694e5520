/// How devices are drawn around their screens.
public struct FrameStyle: Sendable, Hashable {
    /// false: the screen alone with its display's rounded corners (and shadow), no body.
    public var visible: Bool = true
    public var finish: DeviceFinish = .black
    public var shadow: Bool = true

    public init(visible: Bool = true, finish: DeviceFinish = .black, shadow: Bool = true) {
        self.visible = visible; self.finish = finish; self.shadow = shadow
    }
}

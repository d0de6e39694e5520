/// Every key of an App Store config file, by the object it belongs to. The decoder checks files against
/// these lists (unknown keys get a "did you mean"), and a test checks `schema/appstore.schema.json`
/// against them, so the schema editors validate with never drifts from what mockshot reads.
public enum AppStoreConfigKeys {
    public static let root = ["$schema", "locales", "base-locale", "devices", "format", "jpeg-quality", "strings", "style", "panorama", "screenshots"]
    public static let device = ["device", "orientation"]
    public static let screenshot = ["name", "scene", "second-scene", "localized-scenes", "localized-second-scenes", "title", "subtitle",
                                    "style"]
    public static let style = ["layout", "background", "caption", "frame", "tilt", "device-x"]
    public static let caption = ["font", "size", "min-size", "weight", "color", "highlight-color", "highlight-weight", "subtitle-size",
                                 "subtitle-weight", "subtitle-color", "max-lines", "subtitle-max-lines", "alignment", "position",
                                 "line-spacing", "spacing", "tracking", "ipad-scale"]
    public static let frame = ["finish", "shadow"]
    public static let background = ["color", "linear-gradient", "radial-gradient", "image"]
    public static let linearGradient = ["colors", "stops", "angle"]
    public static let radialGradient = ["colors", "stops", "center", "radius"]
    public static let stop = ["color", "at"]
    public static let image = ["path", "fit", "color"]
    public static let panorama = ["background", "from", "to"]

    /// Every object and its keys, by the schema's definition names.
    public static let all: [String: [String]] = [
        "root": root, "device": device, "screenshot": screenshot, "style": style,
        "caption": caption, "frame": frame, "background": background, "linearGradient": linearGradient,
        "radialGradient": radialGradient, "stop": stop, "image": image, "panorama": panorama,
    ]
}

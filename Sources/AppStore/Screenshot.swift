import ConfigFile

/// One screenshot of a set: the screen(s) it shows and its caption, rendered for every device and locale.
public struct Screenshot: Sendable {
    /// What messages call it: the config's `name`, else "screenshot N".
    public var name: String?
    /// The screen on the device (in `twoDevices`, the one in front).
    public var screen: ScreenSource?
    /// The second device's screen in the `twoDevices` layout.
    public var secondScreen: ScreenSource?
    /// Content for particular locales (`ja`: the conversation in Japanese); other locales show `screen`.
    public var localizedScreens: [String: ScreenSource] = [:]
    public var localizedSecondScreens: [String: ScreenSource] = [:]
    /// The caption in the base language; its title and subtitle are also the keys of the strings tables.
    public var caption: Caption?
    public var style = ScreenshotStyle()
    /// Where a config file declares it, for messages.
    public var mark: SourceMark?
    /// Problems found while reading it (a scene file missing, an image that cannot be decoded): its images
    /// are not rendered, and each problem is reported once.
    public var problems: [ConfigProblem] = []

    public init(name: String? = nil, screen: ScreenSource?, secondScreen: ScreenSource? = nil, caption: Caption? = nil,
                style: ScreenshotStyle = ScreenshotStyle()) {
        self.name = name; self.screen = screen; self.secondScreen = secondScreen; self.caption = caption; self.style = style
    }

    /// The screen shown in `locale` by screen `index` (0 or 1).
    func screen(_ index: Int, locale: String) -> ScreenSource? {
        index == 0 ? localizedScreens[locale] ?? screen : localizedSecondScreens[locale] ?? secondScreen
    }
}

import ConfigFile

/// A product page's screenshots: each screenshot rendered natively on every output device in every
/// locale, written as `<locale>/<nn>_<device>.<ext>`, the layout `fastlane deliver` and App Store Connect's
/// bulk upload take as is.
public struct ScreenshotSet: Sendable {
    public var screenshots: [Screenshot]
    public var devices: [OutputDevice]
    /// The first is the base language unless `baseLocale` names another.
    public var localizations: [Localization]
    /// The language captions fall back to (its table, or the captions as written).
    public var baseLocale: String
    public var format: ImageFormat = .standardPNG
    public var panoramas: [Panorama] = []
    /// Problems that stop part of the set (an unknown device or locale): reported once each; the images
    /// they concern count as failures and the rest is rendered.
    public var problems: [SetProblem] = []

    public init(screenshots: [Screenshot], devices: [OutputDevice], localizations: [Localization] = [Localization("en-US")],
                baseLocale: String? = nil, format: ImageFormat = .standardPNG, panoramas: [Panorama] = []) {
        self.screenshots = screenshots; self.devices = devices; self.localizations = localizations
        self.baseLocale = baseLocale ?? localizations.first?.locale ?? "en-US"
        self.format = format; self.panoramas = panoramas
    }

    /// The panorama screenshot `index` belongs to, if any.
    func panorama(of index: Int) -> Panorama? { panoramas.first { $0.range.contains(index) } }

    /// The base language's table.
    var baseStrings: StringsTable? { localizations.first { $0.locale == baseLocale }?.strings }
}

/// A problem with part of a set, and which images it stops.
public struct SetProblem: Sendable, CustomStringConvertible {
    public enum Scope: Sendable, Equatable {
        /// An output device that could not be resolved (its images in every locale).
        case device(label: String)
        /// A locale that could not be used (its images on every device).
        case locale(label: String)
    }
    public let problem: ConfigProblem
    public let scope: Scope
    public init(_ problem: ConfigProblem, scope: Scope) { self.problem = problem; self.scope = scope }
    public var description: String { problem.description }
}

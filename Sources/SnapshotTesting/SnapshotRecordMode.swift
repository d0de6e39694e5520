import Foundation

/// When references are written.
/// - `all`: write every reference whose content changed (one whose decoded pixels equal the new image is
///   kept byte for byte, so an encoder change does not churn every golden), and fail ("recorded new
///   reference") so a run never passes by recording.
/// - `missing`: write references that do not exist yet (and fail); compare the rest.
/// - `failed`: compare; overwrite references that do not match (and fail).
/// - `never`: only compare; a missing reference is a failure and nothing is written.
///
/// `record: true` (the spelling of pointfree's swift-snapshot-testing) means `.all`; `false` means
/// `.missing`, its default behaviour.
public enum SnapshotRecordMode: String, Sendable, CaseIterable, ExpressibleByBooleanLiteral {
    case all, missing, failed, never

    public init(booleanLiteral value: Bool) { self = value ? .all : .missing }

    /// `SNAPSHOT_TESTING_RECORD` as a mode: a mode's name, or `1`/`true`/`yes` (all), `0`/`false`/`no`
    /// (never), case-insensitive; unset or empty is nil. Anything else is an error naming the valid
    /// values, never a silent default: a typo such as `fail` must not quietly stop re-recording.
    public static func parse(environmentValue raw: String?) throws(SnapshotRecordModeError) -> SnapshotRecordMode? {
        guard let raw, !raw.isEmpty else { return nil }
        let value = raw.lowercased()
        if let m = SnapshotRecordMode(rawValue: value) { return m }
        if ["1", "true", "yes"].contains(value) { return .all }
        if ["0", "false", "no"].contains(value) { return .never }
        throw SnapshotRecordModeError(value: raw)
    }

    /// The mode when nobody chose one: `SNAPSHOT_TESTING_RECORD` if set, otherwise `.never` under CI
    /// (`CI` set) and `.missing` on a developer's machine. An invalid `SNAPSHOT_TESTING_RECORD` throws.
    public static func fromEnvironment(_ env: [String: String] = ProcessInfo.processInfo.environment) throws(SnapshotRecordModeError) -> SnapshotRecordMode {
        if let m = try parse(environmentValue: env["SNAPSHOT_TESTING_RECORD"]) { return m }
        if let ci = env["CI"], !ci.isEmpty, ci.lowercased() != "false", ci != "0" { return .never }
        return .missing
    }
}

/// An unknown `SNAPSHOT_TESTING_RECORD` value.
public struct SnapshotRecordModeError: Error, Equatable, Sendable, CustomStringConvertible {
    public let value: String
    public var description: String {
        "SNAPSHOT_TESTING_RECORD='\(value)' is not a record mode; use all, missing, failed or never (or 1/true/yes for all, 0/false/no for never)"
    }
}

/// Settings for a group of assertions (a suite, a test, a block), overriding the environment.
public struct SnapshotTestingConfiguration: Sendable {
    public var record: SnapshotRecordMode?
    public var diffOptions: DiffOptions?
    /// Where failure artifacts go (overrides `SNAPSHOT_ARTIFACTS`).
    public var artifactsDirectory: String?
    /// Render warnings fail snapshots (overrides `SNAPSHOT_TESTING_STRICT`; see `SnapshotWarnings`).
    public var strictWarnings: Bool?
    public init(record: SnapshotRecordMode? = nil, diffOptions: DiffOptions? = nil, artifactsDirectory: String? = nil,
                strictWarnings: Bool? = nil) {
        self.record = record; self.diffOptions = diffOptions; self.artifactsDirectory = artifactsDirectory
        self.strictWarnings = strictWarnings
    }
    @TaskLocal public static var current = SnapshotTestingConfiguration()
}

/// Runs `body` with a record mode (and/or diff options) for every assertion inside it.
public func withSnapshotTesting<R>(record: SnapshotRecordMode? = nil, diffOptions: DiffOptions? = nil,
                                   artifactsDirectory: String? = nil, strictWarnings: Bool? = nil,
                                   operation: () throws -> R) rethrows -> R {
    var c = SnapshotTestingConfiguration.current
    if let strictWarnings { c.strictWarnings = strictWarnings }
    if let record { c.record = record }
    if let diffOptions { c.diffOptions = diffOptions }
    if let artifactsDirectory { c.artifactsDirectory = artifactsDirectory }
    return try SnapshotTestingConfiguration.$current.withValue(c, operation: operation)
}
public func withSnapshotTesting<R>(record: SnapshotRecordMode? = nil, diffOptions: DiffOptions? = nil,
                                   operation: () async throws -> R) async rethrows -> R {
    var c = SnapshotTestingConfiguration.current
    if let record { c.record = record }
    if let diffOptions { c.diffOptions = diffOptions }
    return try await SnapshotTestingConfiguration.$current.withValue(c, operation: operation)
}

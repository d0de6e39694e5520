import Foundation

/// When references are written.
/// - `all`: always write, and fail ("recorded new reference") so a run never passes by recording.
/// - `missing`: write references that do not exist yet (and fail); compare the rest.
/// - `failed`: compare; overwrite references that do not match (and fail).
/// - `never`: only compare; a missing reference is a failure and nothing is written.
public enum SnapshotRecordMode: String, Sendable, CaseIterable {
    case all, missing, failed, never

    /// The mode when nobody chose one: `SNAPSHOT_TESTING_RECORD` if set, otherwise `.never` under CI
    /// (`CI` set) and `.missing` on a developer's machine.
    public static func fromEnvironment(_ env: [String: String] = ProcessInfo.processInfo.environment) -> SnapshotRecordMode {
        if let raw = env["SNAPSHOT_TESTING_RECORD"]?.lowercased(), !raw.isEmpty {
            if let m = SnapshotRecordMode(rawValue: raw) { return m }
            if ["1", "true", "yes"].contains(raw) { return .all }
            if ["0", "false", "no"].contains(raw) { return .never }
        }
        if let ci = env["CI"], !ci.isEmpty, ci.lowercased() != "false", ci != "0" { return .never }
        return .missing
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

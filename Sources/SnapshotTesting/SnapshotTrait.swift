import Testing

/// Snapshot settings for a whole suite or one test in Swift Testing:
/// `@Suite(.snapshots(record: .failed)) struct MyTests { … }`. Every `assertSnapshot` inside runs with
/// them (a call's own `record:` still wins). In XCTest, wrap `invokeTest()` in `withSnapshotTesting`.
public struct SnapshotTestingTrait: SuiteTrait, TestTrait, TestScoping {
    let configuration: SnapshotTestingConfiguration
    public var isRecursive: Bool { true }

    public func provideScope(for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void) async throws {
        var c = SnapshotTestingConfiguration.current
        if let r = configuration.record { c.record = r }
        if let d = configuration.diffOptions { c.diffOptions = d }
        if let a = configuration.artifactsDirectory { c.artifactsDirectory = a }
        if let strict = configuration.strictWarnings { c.strictWarnings = strict }
        try await SnapshotTestingConfiguration.$current.withValue(c) { try await function() }
    }
}

extension Trait where Self == SnapshotTestingTrait {
    /// Record mode, diff options, artifacts folder and whether render warnings fail (`strictWarnings`) for
    /// every snapshot assertion in the suite or test.
    public static func snapshots(record: SnapshotRecordMode? = nil, diffOptions: DiffOptions? = nil,
                                 artifactsDirectory: String? = nil, strictWarnings: Bool? = nil) -> SnapshotTestingTrait {
        SnapshotTestingTrait(configuration: SnapshotTestingConfiguration(record: record, diffOptions: diffOptions,
                                                                         artifactsDirectory: artifactsDirectory,
                                                                         strictWarnings: strictWarnings))
    }
}

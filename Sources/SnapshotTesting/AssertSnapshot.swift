import Foundation
import Testing
import XCTest

/// Asserts that `value` matches its reference snapshot, recording one when the record mode says so.
/// Works in Swift Testing and XCTest; failures are reported at the caller's file and line.
public func assertSnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as strategy: Snapshotting<Value, Format>,
    named name: String? = nil,
    record: SnapshotRecordMode? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, testName: String = #function,
    line: UInt = #line, column: UInt = #column
) {
    let location = SourceLocation(fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column))
    // Render warnings are collected while the snapshot is taken (see `SnapshotWarnings`).
    let warnings = SnapshotWarnings()
    func verify() -> String? {
        verifySnapshot(of: try value(), as: strategy, named: name, record: record, filePath: "\(filePath)", testName: testName, line: line)
    }
    let message = SnapshotWarnings.$current.withValue(warnings) { verify() }
    if !SnapshotWarnings.isStrict() { SnapshotWarnings.surface(warnings.warnings, sourceLocation: location, file: filePath, line: line) }
    guard let message else { return }
    if Test.current != nil {
        Issue.record(Comment(rawValue: message), sourceLocation: location)
    } else {
        XCTFail(message, file: filePath, line: line)
    }
}

/// The comparison behind `assertSnapshot`: nil when the snapshot matches, otherwise the failure
/// message (with paths and counts). Writes references and artifacts as the record mode requires.
public func verifySnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as strategy: Snapshotting<Value, Format>,
    named name: String? = nil,
    record: SnapshotRecordMode? = nil,
    filePath: String = #filePath, testName: String = #function, line: UInt = #line
) -> String? {
    // 1. Decide the record mode: call > enclosing configuration > environment.
    let mode = record ?? SnapshotTestingConfiguration.current.record ?? SnapshotRecordMode.fromEnvironment()
    let test = SnapshotPaths.testName(testName)
    let snapName = name.map(SnapshotPaths.sanitize) ?? String(FailureLog.shared.nextIndex(for: "\(filePath)#\(test)"))
    let referencePath = SnapshotPaths.reference(filePath: filePath, testName: test, name: snapName, ext: strategy.pathExtension)
    let artifacts = URL(fileURLWithPath: SnapshotTestingConfiguration.current.artifactsDirectory
                        ?? SnapshotPaths.artifactsDirectory(filePath: filePath))
        .appendingPathComponent(SnapshotPaths.fileStem(filePath))
    let stem = "\(test).\(snapName)"
    let fm = FileManager.default

    // 2. Take the snapshot; in strict mode, render warnings fail it.
    let actual: Format
    let actualData: Data
    let warnings = SnapshotWarnings.current ?? SnapshotWarnings()
    do {
        actual = try SnapshotWarnings.$current.withValue(warnings) { try strategy.snapshot(value()) }
        actualData = try strategy.diffing.toData(actual)
    } catch {
        return "could not snapshot \(stem): \(error)"
    }
    if SnapshotWarnings.isStrict() && !warnings.warnings.isEmpty {
        return SnapshotWarnings.failureMessage(warnings.warnings, name: stem)
    }

    func write(_ data: Data, _ path: String) throws {
        try fm.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try data.write(to: URL(fileURLWithPath: path), options: .atomic)
    }
    func artifact(_ kind: String) -> String { artifacts.appendingPathComponent("\(stem).\(kind).\(strategy.pathExtension)").path }

    // 3. Record modes that write without comparing.
    let exists = fm.fileExists(atPath: referencePath)
    if !exists || mode == .all {
        if mode == .never {
            let actualPath = artifact("actual")
            try? write(actualData, actualPath)
            return "no reference for \(stem) at \(referencePath) (record mode: never). The actual image is at \(actualPath); "
                + "record with SNAPSHOT_TESTING_RECORD=missing (or `make record`) and review it."
        }
        do { try write(actualData, referencePath) } catch { return "could not write reference \(referencePath): \(error)" }
        return "recorded new reference for \(stem) at \(referencePath) (record mode: \(mode.rawValue)). Look at it, then run the tests again."
    }

    // 4. Compare with the reference.
    let reference: Format
    do {
        reference = try strategy.diffing.fromData(try Data(contentsOf: URL(fileURLWithPath: referencePath)), referencePath)
    } catch {
        return "cannot read reference \(referencePath): \(error)"
    }
    guard let outcome = strategy.diffing.diff(reference, actual) else { return nil }

    // 5. Failure: artifacts, report, and re-recording if asked.
    let refCopy = artifact("reference"), actualPath = artifact("actual")
    var diffPath: String?
    try? fm.createDirectory(at: artifacts, withIntermediateDirectories: true)
    try? fm.removeItem(atPath: refCopy)
    try? fm.copyItem(atPath: referencePath, toPath: refCopy)
    try? write(actualData, actualPath)
    if let d = outcome.diffData { let p = artifact("diff"); try? write(d, p); diffPath = p }
    let report = FailureLog.shared.add(
        SnapshotFailure(name: stem, testFile: filePath, line: Int(line), referencePath: refCopy, actualPath: actualPath,
                        diffPath: diffPath, diffCount: outcome.diffCount, aaCount: outcome.aaCount,
                        totalPixels: outcome.totalPixels, message: outcome.message),
        reportDirectory: artifacts.deletingLastPathComponent().path)
    var message = "snapshot \(stem) does not match its reference: \(outcome.message).\n"
        + "  reference: \(refCopy)\n  actual:    \(actualPath)\n"
        + (diffPath.map { "  diff:      \($0)\n" } ?? "") + "  report:    \(report)"
    if mode == .failed {
        if (try? write(actualData, referencePath)) != nil { message += "\n  re-recorded \(referencePath) (record mode: failed)" }
    }
    return message
}

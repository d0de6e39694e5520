import Foundation
import Testing
import XCTest

/// Asserts that `value` matches its reference snapshot, recording one when the record mode says so.
/// Works in Swift Testing and XCTest; failures are reported at the caller's file and line, with the
/// reference, actual and diff images attached in Swift Testing, and render warnings (unknown font,
/// missing glyph) reported as warnings, or as the failure in strict mode (see `SnapshotWarnings`).
public func assertSnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as strategy: Snapshotting<Value, Format>,
    named name: String? = nil,
    record: SnapshotRecordMode? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, testName: String = #function,
    line: UInt = #line, column: UInt = #column
) {
    let outcome = takeSnapshot(of: try value(), as: strategy, named: name, record: record, filePath: "\(filePath)",
                               testName: testName, line: line)
    report(outcome, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Several strategies for one value (pointfree's spelling), each stored under its own name.
public func assertSnapshots<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as strategies: [String: Snapshotting<Value, Format>],
    record: SnapshotRecordMode? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, testName: String = #function,
    line: UInt = #line, column: UInt = #column
) {
    for (name, strategy) in strategies.sorted(by: { $0.key < $1.key }) {
        assertSnapshot(of: try value(), as: strategy, named: name, record: record,
                       fileID: fileID, filePath: filePath, testName: testName, line: line, column: column)
    }
}

/// Several strategies for one value, numbered in order.
public func assertSnapshots<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as strategies: [Snapshotting<Value, Format>],
    record: SnapshotRecordMode? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, testName: String = #function,
    line: UInt = #line, column: UInt = #column
) {
    for strategy in strategies {
        assertSnapshot(of: try value(), as: strategy, record: record,
                       fileID: fileID, filePath: filePath, testName: testName, line: line, column: column)
    }
}

/// The comparison behind `assertSnapshot`: nil when the snapshot matches, otherwise the failure
/// message (with paths, counts and how to accept the new image). Writes references and artifacts as
/// the record mode requires.
public func verifySnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as strategy: Snapshotting<Value, Format>,
    named name: String? = nil,
    record: SnapshotRecordMode? = nil,
    filePath: String = #filePath, testName: String = #function, line: UInt = #line
) -> String? {
    takeSnapshot(of: try value(), as: strategy, named: name, record: record, filePath: filePath, testName: testName, line: line).message
}

/// Passes an outcome to the running test framework.
func report(_ outcome: SnapshotOutcome, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
    if Test.current != nil {
        let location = SourceLocation(fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column))
        for warning in outcome.warnings {
            Issue.record(Comment(rawValue: "render warning: \(warning)"), severity: .warning, sourceLocation: location)
        }
        guard let message = outcome.message else { return }
        for path in outcome.attachments {
            if let bytes = FileManager.default.contents(atPath: path) {
                Attachment.record(Array(bytes), named: (path as NSString).lastPathComponent, sourceLocation: location)
            }
        }
        Issue.record(Comment(rawValue: message), sourceLocation: location)
    } else {
        for warning in outcome.warnings {
            FileHandle.standardError.write(Data("\(filePath):\(line): warning: render warning: \(warning)\n".utf8))
        }
        if let message = outcome.message { XCTFail(message, file: filePath, line: line) }
    }
}

/// Takes the snapshot and compares or records it.
func takeSnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value, as strategy: Snapshotting<Value, Format>, named name: String?,
    record: SnapshotRecordMode?, filePath: String, testName: String, line: UInt
) -> SnapshotOutcome {
    // 1. The record mode: call > enclosing configuration > environment (a typo there is an error).
    let configuration = SnapshotTestingConfiguration.current
    let mode: SnapshotRecordMode
    if let chosen = record ?? configuration.record {
        mode = chosen
    } else {
        do throws(SnapshotRecordModeError) {
            mode = try SnapshotRecordMode.fromEnvironment(ProcessEnvironment.subset("SNAPSHOT_TESTING_RECORD", "CI"))
        }
        catch { return SnapshotOutcome(message: error.description) }
    }

    // 2. The name. Unnamed snapshots are numbered per test, which is only stable when the test's
    //    assertions run in one order; the cases of a parameterised test run in parallel, in any order.
    let test = SnapshotPaths.testName(testName)
    let snapName: String
    if let name {
        snapName = SnapshotPaths.sanitize(name)
    } else if Test.Case.current?.isParameterized == true {
        return SnapshotOutcome(message: "snapshot in the parameterized test \(test) needs a name: pass named: built from the test's "
            + "arguments (e.g. named: \"\\(argument)\"), because unnamed snapshots are numbered in whatever order the cases run")
    } else {
        snapName = String(SnapshotRun.shared.nextIndex(for: "\(filePath)#\(test)"))
    }
    let referencePath = SnapshotPaths.reference(filePath: filePath, testName: test, name: snapName, ext: strategy.pathExtension)
    let artifactsRoot = configuration.artifactsDirectory ?? SnapshotPaths.artifactsDirectory(filePath: filePath)
    let artifacts = URL(fileURLWithPath: artifactsRoot).appendingPathComponent(SnapshotPaths.fileStem(filePath))
    let stem = "\(test).\(snapName)"
    let key = "\(SnapshotPaths.fileStem(filePath)).\(stem).\(strategy.pathExtension)"
    let fm = FileManager.default
    SnapshotRun.shared.prepare(artifactsRoot)
    SnapshotRun.shared.touch(referencePath, artifacts: artifactsRoot)

    // 3. Take the snapshot, collecting render warnings (see `SnapshotWarnings`); in strict mode they fail
    //    it, before any reference is read or written. It is encoded only when something is written: a
    //    passing comparison (nearly every one) never pays for the PNG encoder.
    let warnings = SnapshotWarnings()
    var outcome = SnapshotOutcome()
    let taken: Result<SnapshotCapture<Format>, Error> = SnapshotWarnings.$current.withValue(warnings) {
        Result { try strategy.capture?(value()) ?? SnapshotCapture(try strategy.snapshot(value())) }
    }
    outcome.warnings = warnings.warnings
    let capture: SnapshotCapture<Format>
    switch taken {
    case .success(let value): capture = value
    case .failure(let error): outcome.message = "could not snapshot \(stem): \(error)"; return outcome
    }
    if SnapshotWarnings.isStrict() && !outcome.warnings.isEmpty {
        outcome.message = SnapshotWarnings.failureMessage(outcome.warnings, name: stem)
        outcome.warnings = []  // in the failure message, not repeated as warnings
        return outcome
    }
    // The value is made when first needed: a passing comparison of a capture that matches by itself never
    // makes it.
    var actual: Format { capture.value }
    func matchesReference(_ data: Data) -> Bool {
        capture.matchesData.map { $0(data) } ?? strategy.diffing.matchesData?(data, actual) ?? false
    }
    var encoded: Data?
    func actualBytes() throws -> Data {
        if let encoded { return encoded }
        let data = try strategy.diffing.toData(actual)
        encoded = data
        return data
    }

    func write(_ data: @autoclosure () throws -> Data, _ path: String) throws {
        let data = try data()
        try fm.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try data.write(to: URL(fileURLWithPath: path), options: .atomic)
    }
    func artifact(_ kind: String) -> String { artifacts.appendingPathComponent("\(stem).\(kind).\(strategy.pathExtension)").path }
    func readReferenceData() throws -> Data { try Data(contentsOf: URL(fileURLWithPath: referencePath)) }

    // 4. A missing reference: recorded, or (record mode never) a failure in the report.
    guard fm.fileExists(atPath: referencePath) else {
        if mode == .never {
            let actualPath = artifact("actual")
            try? write(try actualBytes(), actualPath)
            let message = "no reference for \(stem) at \(referencePath) (record mode: never). The actual image is at \(actualPath). "
                + "To record it, run the tests with SNAPSHOT_TESTING_RECORD=missing (e.g. SNAPSHOT_TESTING_RECORD=missing swift test) and look at it."
            let report = SnapshotRun.shared.add(
                SnapshotFailure(name: stem, testFile: filePath, line: Int(line), referencePath: referencePath, actualPath: actualPath,
                                diffPath: nil, diffCount: 0, aaCount: 0, totalPixels: 0, message: "no reference (record mode: never)"),
                key: key, artifacts: artifactsRoot)
            outcome.message = message + "\n  report:    \(report)"
            outcome.attachments = [actualPath]
            return outcome
        }
        do { try write(try actualBytes(), referencePath) } catch { outcome.message = "could not write reference \(referencePath): \(error)"; return outcome }
        outcome.message = "recorded new reference for \(stem) at \(referencePath) (record mode: \(mode.rawValue)). Look at it, then run the tests again."
        outcome.attachments = [referencePath]
        return outcome
    }

    // 5. Record mode all: rewrite unless the content is the same (then nothing changes and it passes).
    if mode == .all {
        let same: Bool
        if let data = try? readReferenceData() {
            if matchesReference(data) {
                same = true
            } else if let reference = try? strategy.diffing.fromData(data, referencePath) {
                same = strategy.diffing.isEqual.map { $0(reference, actual) }
                    ?? ((try? strategy.diffing.toData(reference)) == (try? actualBytes()))
            } else { same = false }
        } else { same = false }
        if same { return outcome }
        do { try write(try actualBytes(), referencePath) } catch { outcome.message = "could not write reference \(referencePath): \(error)"; return outcome }
        outcome.message = "recorded new reference for \(stem) at \(referencePath) (record mode: all). Look at it, then run the tests again."
        outcome.attachments = [referencePath]
        return outcome
    }

    // 6. Compare with the reference: the strategy's cheap check passes an identical one (nearly every
    //    check) without decoding it; anything else is decoded and compared in full, which decides.
    let reference: Format
    do {
        let data = try readReferenceData()
        if matchesReference(data) { return outcome }
        reference = try strategy.diffing.fromData(data, referencePath)
    } catch {
        outcome.message = "cannot read reference \(referencePath): \(error)"
        return outcome
    }
    guard let difference = strategy.diffing.diff(reference, actual) else { return outcome }

    // 7. Failure: artifacts, report, and re-recording if asked.
    let refCopy = artifact("reference"), actualPath = artifact("actual")
    var diffPath: String?
    try? fm.createDirectory(at: artifacts, withIntermediateDirectories: true)
    try? fm.removeItem(atPath: refCopy)
    try? fm.copyItem(atPath: referencePath, toPath: refCopy)
    try? write(try actualBytes(), actualPath)
    if let d = difference.diffData { let p = artifact("diff"); try? write(d, p); diffPath = p }
    let report = SnapshotRun.shared.add(
        SnapshotFailure(name: stem, testFile: filePath, line: Int(line), referencePath: refCopy, actualPath: actualPath,
                        diffPath: diffPath, diffCount: difference.diffCount, aaCount: difference.aaCount,
                        totalPixels: difference.totalPixels, message: difference.message),
        key: key, artifacts: artifactsRoot)
    var message = "snapshot \(stem) does not match its reference: \(difference.message).\n"
        + "  reference: \(refCopy)\n  actual:    \(actualPath)\n"
        + (diffPath.map { "  diff:      \($0)\n" } ?? "") + "  report:    \(report)"
    if mode == .failed, (try? write(try actualBytes(), referencePath)) != nil {
        message += "\n  re-recorded \(referencePath) (record mode: failed)"
    } else {
        message += "\n  To accept the new image, run the tests with SNAPSHOT_TESTING_RECORD=failed (e.g. SNAPSHOT_TESTING_RECORD=failed swift test) and look at it before committing."
    }
    outcome.message = message
    outcome.attachments = [refCopy, actualPath] + (diffPath.map { [$0] } ?? [])
    return outcome
}

import Layout
import MockshotKit
import Testing

extension RenderCase: CustomTestStringConvertible {
    public var testDescription: String { description }
}

/// Asserts one state × mode of a kit's renderable against `__Snapshots__/<TestFile>/<test>.<fileName>.png`,
/// so every kit's golden suite is one parameterised test per kind.
public func assertSnapshot(
    of renderCase: RenderCase, in kit: BrandKit, scale: Double = 2, record: SnapshotRecordMode? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, testName: String = #function,
    line: UInt = #line, column: UInt = #column
) {
    guard let renderable = kit.renderable(named: renderCase.name) else {
        Issue.record("no renderable named \(renderCase.name) in \(kit.id)",
                     sourceLocation: SourceLocation(fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column)))
        return
    }
    kit.registerAssets()
    assertSnapshot(of: renderable, as: .renderable(state: renderCase.state, mode: renderCase.mode, scale: scale),
                   named: renderCase.fileName, record: record,
                   fileID: fileID, filePath: filePath, testName: testName, line: line, column: column)
}

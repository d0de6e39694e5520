import Foundation

/// How to store a snapshot format on disk and compare two values of it. A value type of closures:
/// strategies are composed, not subclassed.
public struct Diffing<Value> {
    public var toData: (Value) throws -> Data
    public var fromData: (Data, _ source: String) throws -> Value
    /// nil when the values match; otherwise what differs (message, counts, optional diff image data).
    public var diff: (_ reference: Value, _ actual: Value) -> DiffOutcome?
    /// Exact equality of two values (for images: the decoded pixels), used by record mode `.all` to keep a
    /// reference whose content did not change. nil compares the encoded bytes.
    public var isEqual: ((_ reference: Value, _ actual: Value) -> Bool)?
    /// A cheap check of the stored reference's bytes against the actual value, tried before `fromData`
    /// and `diff`: true means the reference holds exactly `actual` (so `diff` would find nothing) and the
    /// snapshot passes without decoding it; false means "not known", and the reference is decoded and
    /// compared in full, which decides. It must never say true for a reference `fromData` would refuse.
    /// For images it compares the PNG row by row as it is inflated (`PNGDecoder.matches`), so a passing
    /// check makes no full-size copy of the reference. nil: always the full path.
    public var matchesData: ((_ referenceData: Data, _ actual: Value) -> Bool)?

    public init(toData: @escaping (Value) throws -> Data, fromData: @escaping (Data, String) throws -> Value,
                diff: @escaping (Value, Value) -> DiffOutcome?, isEqual: ((Value, Value) -> Bool)? = nil,
                matchesData: ((Data, Value) -> Bool)? = nil) {
        self.toData = toData; self.fromData = fromData; self.diff = diff; self.isEqual = isEqual
        self.matchesData = matchesData
    }
}

/// A failed comparison.
public struct DiffOutcome {
    public var message: String
    public var diffCount: Int
    public var aaCount: Int
    public var totalPixels: Int
    /// Encoded diff artifact (a PNG for images), if one could be made.
    public var diffData: Data?
    public init(message: String, diffCount: Int = 0, aaCount: Int = 0, totalPixels: Int = 0, diffData: Data? = nil) {
        self.message = message; self.diffCount = diffCount; self.aaCount = aaCount; self.totalPixels = totalPixels; self.diffData = diffData
    }
}

/// How to turn a value into a comparable snapshot, and how to compare it.
public struct Snapshotting<Value, Format> {
    public var pathExtension: String
    public var diffing: Diffing<Format>
    public var snapshot: (Value) throws -> Format
    /// Takes the snapshot as a `SnapshotCapture` instead, when the strategy can compare what it took with
    /// the reference's bytes before making it a `Format` value (the view strategies compare the rendered
    /// canvas itself, and convert it to RGBA only for a full comparison or a file). nil: `snapshot`.
    /// Used by `assertSnapshot` in place of `snapshot`, so the two must take the same value.
    public var capture: ((Value) throws -> SnapshotCapture<Format>)?

    public init(pathExtension: String, diffing: Diffing<Format>, capture: ((Value) throws -> SnapshotCapture<Format>)? = nil,
                snapshot: @escaping (Value) throws -> Format) {
        self.pathExtension = pathExtension; self.diffing = diffing; self.snapshot = snapshot; self.capture = capture
    }

    /// A strategy for `NewValue`, by first transforming it into `Value`.
    public func pullback<NewValue>(_ transform: @escaping (NewValue) throws -> Value) -> Snapshotting<NewValue, Format> {
        let snapshot = self.snapshot
        let capture = self.capture.map { capture in { (value: NewValue) throws -> SnapshotCapture<Format> in try capture(transform(value)) } }
        return Snapshotting<NewValue, Format>(pathExtension: pathExtension, diffing: diffing, capture: capture) { try snapshot(transform($0)) }
    }
}

/// A stand-in for pointfree's swift-snapshot-testing: only the shape of its public names, so that a
/// package depending on it and on mockshot proves the two modules coexist. It snapshots nothing.
public struct Snapshotting<Value, Format> {
    public let describe: (Value) -> Format
    public init(describe: @escaping (Value) -> Format) { self.describe = describe }
}

extension Snapshotting where Format == String {
    /// pointfree's `.description` strategy, by name.
    public static var description: Snapshotting { Snapshotting { String(describing: $0) } }
}

/// The stand-in's assertion: returns what the strategy produced instead of comparing it with a file.
@discardableResult
public func assertSnapshot<Value, Format>(of value: Value, as snapshotting: Snapshotting<Value, Format>, named name: String? = nil) -> Format {
    snapshotting.describe(value)
}

/// Marks this module as the stand-in.
public let isPointfreeStandIn = true

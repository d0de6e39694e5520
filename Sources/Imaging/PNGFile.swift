/// A PNG read into memory whose signature, IHDR and size have been checked, not yet decoded
/// (`PNGDecoder.read`, then `PNGDecoder.decode`).
public struct PNGFile: Sendable {
    /// The path (escaped for messages) or the caller's label.
    public let source: String
    public let bytes: [UInt8]
    /// The size IHDR declares, in pixels.
    public let width: Int
    public let height: Int
}

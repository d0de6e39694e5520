/// Writes one file so that readers only ever see the old content or the complete new content.
///
/// A single-output `OutputTransaction`: the data goes to a temporary file in the destination's directory
/// (same file system, so rename(2) is atomic) and is renamed over the destination once fully written
/// and closed. A crash, a full disk or a kill mid-write leaves the previous file (or none) in place,
/// never a truncated PNG that a later snapshot comparison would trip over; catchable signals remove the
/// temporary and the next write into the directory sweeps those SIGKILL left. There is no fsync: the
/// guarantee covers process failure, not power loss, and syncing every snapshot would slow test runs
/// for no practical gain.
public enum AtomicFile {
    /// Atomically replaces (or creates) the file at `path` with `bytes`. A new file gets the usual
    /// 0666 & ~umask permissions; a replaced one keeps its mode.
    public static func write(_ bytes: [UInt8], to path: String) throws(AtomicFileError) {
        do throws(OutputError) {
            try write(bytes, to: RawPath(path))
        } catch {
            throw AtomicFileError(path: path, reason: error.reason)
        }
    }

    /// The same for a path kept as bytes.
    public static func write(_ bytes: [UInt8], to path: RawPath) throws(OutputError) {
        let transaction = OutputTransaction()
        let slot = try transaction.prepare(path)
        try transaction.write(bytes, to: slot)
        try transaction.commit()
    }
}

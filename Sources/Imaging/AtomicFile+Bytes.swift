import Foundation

// TEMPORARY shim for the nofoundation branch, to be deleted at merge: Imaging's `[UInt8]` API arrives with
// the Foundation-free Imaging. Until then it forwards to the `Data` overload.
extension AtomicFile {
    public static func write(_ bytes: [UInt8], to path: String) throws(AtomicFileError) {
        try write(Data(bytes), to: path)
    }
}

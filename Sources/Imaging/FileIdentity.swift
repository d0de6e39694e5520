import Glibc

/// What makes two paths the same file: device and inode, not spelling (`a.png`, `./a.png`, a hard link
/// and a symbolic link to it are one file). A file that does not exist yet is identified by its
/// directory's device and inode plus its name.
public struct FileIdentity: Hashable, Sendable {
    let device: UInt64
    let inode: UInt64
    let name: [UInt8]

    /// The identity of the existing file `path` (symbolic links followed), or nil if there is none.
    public static func of(_ path: RawPath) -> FileIdentity? {
        var info = stat()
        guard path.withCString({ stat($0, &info) }) == 0 else { return nil }
        return FileIdentity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino), name: [])
    }

    /// The identity of a file not yet created: `name` inside the existing directory `directory`.
    static func future(name: RawPath, in directory: RawPath) -> FileIdentity? {
        guard let dir = of(directory) else { return nil }
        return FileIdentity(device: dir.device, inode: dir.inode, name: name.bytes)
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Imaging

/// A directory of symbolic links to the fallback faces, in the font cache, so fontconfig can cache their
/// scan like the bundled fonts'.
///
/// Why: fontconfig caches the scan of a *directory* (`FcConfigAppFontAddDir`); files added one by one are
/// scanned on every run, and the CJK collections and the emoji font take ~0.5 s to scan. The faces live in
/// Debian's shared directories, next to hundreds of other fonts that must not be loaded, so the links
/// gather exactly our files in one directory of our own.
///
/// The directory's name carries a hash of every target's path, size and modification time: a package
/// upgrade that changes a file gives a new directory (and a fresh scan) instead of a stale cache. It is
/// made under a temporary name and renamed into place, so concurrent processes never see it half-made.
/// Links are numbered in `faces` order, and fontconfig reads a directory in name order.
enum FallbackFontDirectory {
    /// The directory for `faces` under `cacheDirectory`, made if needed; nil when it cannot be made (the
    /// caller then adds the files one by one).
    static func make(in cacheDirectory: String, faces: [FallbackFace]) -> String? {
        // 1. Name: a hash of what the links point at.
        var hash: UInt64 = 0xcbf29ce484222325
        func mix(_ text: String) { for b in text.utf8 { hash = (hash ^ UInt64(b)) &* 0x100000001b3 } }
        for face in faces {
            var info = stat()
            guard stat(face.file, &info) == 0 else { return nil }
            mix(face.file); mix("|\(info.st_size)|\(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec);")
        }
        let directory = cacheDirectory + "/fallback-" + String(hash, radix: 16)
        if FileSystem.isDirectory(directory) { return directory }
        // 2. Links in a temporary directory, renamed into place.
        let temporary = cacheDirectory + "/.fallback-\(getpid())-" + String(hash, radix: 16)
        guard mkdir(temporary, 0o755) == 0 else { return nil }
        for (index, face) in faces.enumerated() {
            let name = String(String(1000 + index).dropFirst()) + "-" + FileSystem.lastComponent(face.file)
            guard symlink(face.file, temporary + "/" + name) == 0 else { remove(temporary); return nil }
        }
        if rename(temporary, directory) != 0 {
            // Another process got there first: its directory is the same.
            remove(temporary)
            return FileSystem.isDirectory(directory) ? directory : nil
        }
        return directory
    }

    /// Removes a temporary directory of links.
    private static func remove(_ directory: String) {
        guard let dir = opendir(directory) else { return }
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix(while: { $0 != 0 }), as: UTF8.self) }
            if name != "." && name != ".." { unlink(directory + "/" + name) }
        }
        closedir(dir)
        rmdir(directory)
    }
}

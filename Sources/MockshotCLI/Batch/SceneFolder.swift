import Glibc
import Imaging

/// `--scene DIR`: the scene files directly in a folder (`.yaml`, `.yml`, `.json`; not hidden, not in
/// subfolders), in byte order of their names, so a batch's order, and so its shards, are the same on
/// every machine.
enum SceneFolder {
    static let extensions = ["yaml", "yml", "json"]

    static func files(in folder: RawPath) -> [RawPath] {
        guard let dir = folder.withCString({ opendir($0) }) else { return [] }
        defer { closedir(dir) }
        var names: [[UInt8]] = []
        while let entry = readdir(dir) {
            let name: [UInt8] = withUnsafeBytes(of: entry.pointee.d_name) { raw in Array(raw.prefix { $0 != 0 }) }
            guard name.first != UInt8(ascii: "."), extensions.contains(RawPath(bytes: name).pathExtension.lowercased()) else { continue }
            names.append(name)
        }
        return names.sorted { $0.lexicographicallyPrecedes($1) }
            .map { folder.appending(RawPath(bytes: $0)) }
            .filter { path in
                var info = stat()
                return path.withCString { stat($0, &info) } == 0 && (info.st_mode & S_IFMT) == S_IFREG
            }
    }
}

import Glibc

/// The file-system work of `HTMLReport` as POSIX calls on string paths: ImageCompare links no Foundation.
enum ReportFiles {
    /// The whole content of the file at `path`, or nil when it cannot be opened or read (missing, a
    /// directory, no permission).
    static func contents(_ path: String) -> [UInt8]? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                return nil
            }
            if count == 0 { return bytes }
            bytes.append(contentsOf: chunk[0..<count])
        }
    }

    /// Creates the directory `path` and any missing parents (mode 0777 less the umask), as `mkdir -p`.
    /// Returns nil when `path` is a directory afterwards, else why not ("Permission denied").
    static func createDirectories(_ path: String) -> String? {
        if isDirectory(path) { return nil }
        let parent = parentDirectory(path)
        if !parent.isEmpty, parent != path, !isDirectory(parent), let reason = createDirectories(parent) { return reason }
        if mkdir(path, 0o777) == 0 { return nil }
        let code = errno
        if code == EEXIST && isDirectory(path) { return nil }  // made meanwhile by someone else
        return code == EEXIST ? "'\(path)' is not a directory" : String(cString: strerror(code))
    }

    static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    /// The directory part of `path`: `a/b/report.html` → `a/b`, `/report.html` → `/`, `report.html` → "".
    /// Trailing slashes do not count as a component.
    static func parentDirectory(_ path: String) -> String {
        let trimmed = trimmingTrailingSlashes(path)
        guard let slash = trimmed.lastIndex(of: "/") else { return "" }
        let parent = trimmingTrailingSlashes(String(trimmed[..<slash]))
        return parent.isEmpty && path.hasPrefix("/") ? "/" : parent
    }

    /// The extension of the last path component, as `URL.pathExtension` gives it: `b.PNG` → `PNG`,
    /// `b.tar.gz` → `gz`; none for `.png` (a hidden file's name) or `b.`.
    static func pathExtension(_ path: String) -> String {
        let name = trimmingTrailingSlashes(path).split(separator: "/").last ?? ""
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
        return String(name[name.index(after: dot)...])
    }

    private static func trimmingTrailingSlashes(_ path: String) -> String {
        var end = path.endIndex
        while end > path.startIndex, path[path.index(before: end)] == "/" { end = path.index(before: end) }
        return String(path[..<end])
    }
}

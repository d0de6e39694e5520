import Glibc

/// The file-system and environment queries mockshot needs (font set-up, reports), as POSIX calls on
/// plain string paths joined with `/`: no module the CLI links imports Foundation, so a `mockshot`
/// process does not pay for loading it.
public enum FileSystem {
    /// Whether anything exists at `path`, following symbolic links (a dangling link does not exist).
    public static func exists(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0
    }

    /// Whether `path` is a directory, following symbolic links.
    public static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    /// Whether this process may write to `path` (access(2) with the real user id).
    public static func isWritable(_ path: String) -> Bool {
        access(path, W_OK) == 0
    }

    /// Creates the directory `path` and any missing parents (mode 0777 less the umask), as `mkdir -p`.
    /// Returns nil when `path` is a directory afterwards (including when it already was or another
    /// process created it meanwhile), else why not ("Permission denied").
    public static func createDirectories(_ path: String) -> String? {
        if isDirectory(path) { return nil }
        let parent = parentDirectory(path)
        if !parent.isEmpty, parent != path, !isDirectory(parent), let reason = createDirectories(parent) { return reason }
        if mkdir(path, 0o777) == 0 { return nil }
        let code = errno
        if code == EEXIST && isDirectory(path) { return nil }
        return code == EEXIST ? "'\(path)' is not a directory" : POSIXFile.reason(code)
    }

    /// The whole content of the regular file at `path`, or nil when it cannot be read (missing, a
    /// directory, no permission).
    public static func contents(_ path: String) -> [UInt8]? {
        if case .success(let bytes) = POSIXFile.readAll(path) { return bytes }
        return nil
    }

    /// Writes all of `bytes` to `fd`, riding out short writes and EINTR; returns the error text on failure.
    public static func writeAll(_ bytes: UnsafeRawBufferPointer, to fd: Int32) -> String? {
        var offset = 0
        while offset < bytes.count {
            let count = write(fd, bytes.baseAddress! + offset, bytes.count - offset)
            if count < 0 {
                if errno == EINTR { continue }
                return POSIXFile.reason()
            }
            offset += count
        }
        return nil
    }

    /// The working directory, or "" when it cannot be determined (e.g. it was deleted).
    public static var currentDirectory: String {
        guard let buffer = getcwd(nil, 0) else { return "" }
        defer { free(buffer) }
        return String(cString: buffer)
    }

    /// The absolute path of the running executable (`/proc/self/exe`), or nil when it cannot be read.
    public static var executablePath: String? {
        var buffer = [CChar](repeating: 0, count: 4097)
        let count = readlink("/proc/self/exe", &buffer, 4096)
        guard count > 0 else { return nil }
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// `path` made absolute against the working directory.
    public static func absolute(_ path: String) -> String {
        path.hasPrefix("/") ? path : join(currentDirectory, path)
    }

    /// `directory/name`, with exactly one slash between them.
    public static func join(_ directory: String, _ name: String) -> String {
        directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }

    /// The path without its last component: `/a/b/c.swift` → `/a/b`, `/a` → `/`, `c.swift` → "".
    /// Trailing slashes do not count as a component.
    public static func parentDirectory(_ path: String) -> String {
        let trimmed = trimmingTrailingSlashes(path)
        guard let slash = trimmed.lastIndex(of: "/") else { return "" }
        let parent = trimmingTrailingSlashes(String(trimmed[..<slash]))
        return parent.isEmpty && path.hasPrefix("/") ? "/" : parent
    }

    /// The last component: `/a/b/Inter-Regular.otf` → `Inter-Regular.otf`; trailing slashes are ignored.
    public static func lastComponent(_ path: String) -> String {
        let trimmed = trimmingTrailingSlashes(path)
        guard let slash = trimmed.lastIndex(of: "/") else { return trimmed.isEmpty && path.hasPrefix("/") ? "/" : trimmed }
        return String(trimmed[trimmed.index(after: slash)...])
    }

    /// The extension of the last path component, as `URL.pathExtension` gives it: `b.PNG` → `PNG`,
    /// `b.tar.gz` → `gz`; none for `.png` (a hidden file's name) or `b.`.
    public static func pathExtension(_ path: String) -> String {
        let name = lastComponent(path)
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
        return String(name[name.index(after: dot)...])
    }

    private static func trimmingTrailingSlashes(_ path: String) -> String {
        var end = path.endIndex
        while end > path.startIndex, path[path.index(before: end)] == "/" { end = path.index(before: end) }
        return String(path[..<end])
    }

    /// The variables among `names` that are set, read with getenv(3).
    public static func environment(_ names: [String]) -> [String: String] {
        var values: [String: String] = [:]
        for name in names {
            if let value = getenv(name) { values[name] = String(cString: value) }
        }
        return values
    }
}

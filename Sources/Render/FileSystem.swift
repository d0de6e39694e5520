import Glibc

/// The few file-system and environment queries the font set-up needs, as POSIX calls: Render links no
/// Foundation, so a `mockshot` process does not pay for loading it. Paths are plain strings joined with `/`.
enum FileSystem {
    /// Whether anything exists at `path`, following symbolic links (a dangling link does not exist).
    static func exists(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0
    }

    /// Whether `path` is a directory, following symbolic links.
    static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    /// Whether this process may write to `path` (access(2) with the real user id).
    static func isWritable(_ path: String) -> Bool {
        access(path, W_OK) == 0
    }

    /// Creates the directory `path` and any missing parents (mode 0777 less the umask), as `mkdir -p`.
    /// True when `path` is a directory afterwards, including when it already was or another process
    /// created it meanwhile.
    static func createDirectories(_ path: String) -> Bool {
        if isDirectory(path) { return true }
        let parent = deletingLastComponent(path)
        if !parent.isEmpty, parent != path, !isDirectory(parent), !createDirectories(parent) { return false }
        if mkdir(path, 0o777) == 0 { return true }
        return errno == EEXIST && isDirectory(path)
    }

    /// The working directory, or "" when it cannot be determined (e.g. it was deleted).
    static var currentDirectory: String {
        guard let buffer = getcwd(nil, 0) else { return "" }
        defer { free(buffer) }
        return String(cString: buffer)
    }

    /// `path` made absolute against the working directory.
    static func absolute(_ path: String) -> String {
        path.hasPrefix("/") ? path : join(currentDirectory, path)
    }

    /// `directory/name`, with exactly one slash between them.
    static func join(_ directory: String, _ name: String) -> String {
        directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }

    /// The path without its last component: `/a/b/c.swift` → `/a/b`, `/a` → `/`, `c.swift` → "".
    /// Trailing slashes do not count as a component.
    static func deletingLastComponent(_ path: String) -> String {
        let trimmed = trimmingTrailingSlashes(path)
        guard let slash = trimmed.lastIndex(of: "/") else { return "" }
        let parent = trimmingTrailingSlashes(String(trimmed[..<slash]))
        return parent.isEmpty && path.hasPrefix("/") ? "/" : parent
    }

    /// The last component: `/a/b/Inter-Regular.otf` → `Inter-Regular.otf`; trailing slashes are ignored.
    static func lastComponent(_ path: String) -> String {
        let trimmed = trimmingTrailingSlashes(path)
        guard let slash = trimmed.lastIndex(of: "/") else { return trimmed.isEmpty && path.hasPrefix("/") ? "/" : trimmed }
        return String(trimmed[trimmed.index(after: slash)...])
    }

    private static func trimmingTrailingSlashes(_ path: String) -> String {
        var end = path.endIndex
        while end > path.startIndex, path[path.index(before: end)] == "/" { end = path.index(before: end) }
        return String(path[..<end])
    }

    /// The variables among `names` that are set, read with getenv(3).
    static func environment(_ names: [String]) -> [String: String] {
        var values: [String: String] = [:]
        for name in names {
            if let value = getenv(name) { values[name] = String(cString: value) }
        }
        return values
    }
}

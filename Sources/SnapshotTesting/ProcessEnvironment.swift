import Glibc

/// Single environment variables, read with `getenv`.
///
/// Why: `ProcessInfo.processInfo.environment` copies the whole environment into a new dictionary on every
/// call, and every snapshot assertion asked it three times (record mode, artifacts directory, strict
/// warnings) for one or two names. The values are still read afresh on each assertion, so a variable a
/// test sets is seen, as before.
enum ProcessEnvironment {
    /// The variable's value, nil when unset.
    static func value(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    /// Just these variables, for the functions that take an environment dictionary.
    static func subset(_ names: String...) -> [String: String] {
        var values: [String: String] = [:]
        for name in names { values[name] = value(name) }
        return values
    }
}

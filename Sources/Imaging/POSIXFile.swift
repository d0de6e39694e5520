#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Thin POSIX file helpers shared by the decoder, `AtomicFile` and `FileSystem`. Foundation's errors are
/// verbose and platform-dependent (and Foundation is not linked at all); `strerror` gives the short,
/// familiar reason ("No such file or directory") that our one-line messages want.
enum POSIXFile {
    /// The text of `errno` (or of `code`), e.g. "Permission denied".
    static func reason(_ code: Int32 = errno) -> String {
        String(cString: strerror(code))
    }

    /// Reads a whole regular file, or returns the reason it could not be read.
    static func readAll(_ path: String) -> Result<[UInt8], POSIXFileFailure> { readAll(RawPath(path)) }

    /// Reads a whole regular file named by bytes, or returns the reason it could not be read.
    static func readAll(_ path: RawPath) -> Result<[UInt8], POSIXFileFailure> {
        // 1. Open without blocking (opening a FIFO for reading would otherwise wait for a writer
        //    forever), then make sure it is a regular file before reading a byte: a directory, a
        //    FIFO or a device is never what we want.
        let fd = path.withCString { open($0, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY) }
        if fd < 0 { return .failure(POSIXFileFailure(reason: reason())) }
        defer { close(fd) }
        var info = stat()
        if fstat(fd, &info) != 0 { return .failure(POSIXFileFailure(reason: reason())) }
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: return .failure(POSIXFileFailure(reason: "is a directory"))
        case S_IFIFO: return .failure(POSIXFileFailure(reason: "is a FIFO, not a regular file"))
        case S_IFCHR, S_IFBLK: return .failure(POSIXFileFailure(reason: "is a device, not a regular file"))
        default: return .failure(POSIXFileFailure(reason: "not a regular file"))
        }
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
        // 2. Read until EOF; the size from fstat is only a capacity hint.
        var data = [UInt8]()
        data.reserveCapacity(max(Int(info.st_size), 0))
        let chunk = 1 << 16
        var buffer = [UInt8](repeating: 0, count: chunk)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, chunk) }
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(POSIXFileFailure(reason: reason()))
            }
            if count == 0 { break }
            data.append(contentsOf: buffer[0..<count])
        }
        return .success(data)
    }
}

/// Why `POSIXFile.readAll` failed, as a short human-readable reason.
struct POSIXFileFailure: Error {
    let reason: String
}

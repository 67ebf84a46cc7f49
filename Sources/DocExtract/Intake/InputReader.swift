import DocModel
import Foundation

/// Reads an input file's bytes with plain POSIX calls, so every failure has a precise reason.
///
/// Only regular files are read: a FIFO, socket or device named `page.md` is refused before it
/// is opened (opening a FIFO blocks until a writer appears). The bytes are read straight into
/// the array that is returned (sized by `stat`), with no intermediate buffer or `Data` copy.
enum InputReader {
    /// Why a file could not be read.
    struct Failure: Error {
        var id: String
        var message: String
    }

    static func read(_ path: String) throws(Failure) -> [UInt8] {
        var info = stat()
        guard stat(path, &info) == 0 else { throw Failure(id: "docgen.extract.unreadable", message: "file cannot be read: \(reason())") }
        let type = info.st_mode & S_IFMT
        guard type == S_IFREG else {
            throw Failure(id: "docgen.extract.not-regular-file",
                          message: "not a regular file (\(describe(type))); skipped without opening it")
        }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { throw Failure(id: "docgen.extract.unreadable", message: "file cannot be read: \(reason())") }
        defer { close(descriptor) }
        // st_size is a hint (0 for /proc files): read that much and one byte more straight into
        // the array; only a file longer than its size said is read on in chunks. A read of a
        // regular file that returns less than asked for has reached the end: no second read to
        // be told so.
        let hint = Int(max(info.st_size, 0))
        var failed = false
        var bytes = [UInt8](unsafeUninitializedCapacity: hint + 1) { buffer, count in
            while count < buffer.count {
                let asked = buffer.count - count
                let got = Foundation.read(descriptor, buffer.baseAddress! + count, asked)
                if got < 0, errno == EINTR { continue }
                if got < 0 { failed = true }
                if got <= 0 { return }
                count += got
                if got < asked { return }
            }
        }
        if failed { throw Failure(id: "docgen.extract.unreadable", message: "file cannot be read: \(reason())") }
        if bytes.count <= hint { return bytes }
        let chunk = 1 << 16
        let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: chunk)
        defer { buffer.deallocate() }
        while true {
            let got = Foundation.read(descriptor, buffer.baseAddress, chunk)
            if got < 0 {
                if errno == EINTR { continue }
                throw Failure(id: "docgen.extract.unreadable", message: "file cannot be read: \(reason())")
            }
            if got == 0 { return bytes }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[..<got]))
        }
    }

    private static func reason() -> String {
        String(cString: strerror(errno))
    }

    private static func describe(_ type: mode_t) -> String {
        switch type {
        case S_IFIFO: return "a named pipe"
        case S_IFSOCK: return "a socket"
        case S_IFCHR: return "a character device"
        case S_IFBLK: return "a block device"
        case S_IFDIR: return "a folder"
        default: return "file type \(String(type, radix: 8))"
        }
    }
}

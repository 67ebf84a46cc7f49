import Foundation
#if canImport(Glibc)
import Glibc
private let systemWrite = Glibc.write
private let systemClose = Glibc.close
#elseif canImport(Darwin)
import Darwin
private let systemWrite = Darwin.write
private let systemClose = Darwin.close
#endif

/// A file written with plain `write(2)`, created with mode 0666 less the umask (as Foundation
/// creates files) and never fsynced.
struct FileOutput {
    let path: String
    private let descriptor: Int32

    init(path: String) throws {
        self.path = path
        descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else {
            throw ModelStaging.Failure(reason: "cannot create \(path): \(String(cString: strerror(errno)))")
        }
    }

    func write(_ bytes: [UInt8]) throws {
        var written = 0
        try bytes.withUnsafeBytes { buffer in
            while written < buffer.count {
                let result = systemWrite(descriptor, buffer.baseAddress! + written, buffer.count - written)
                if result < 0, errno == EINTR { continue }
                guard result > 0 else {
                    throw ModelStaging.Failure(reason: "cannot write \(path): \(String(cString: strerror(errno)))")
                }
                written += result
            }
        }
    }

    func close() {
        _ = systemClose(descriptor)
    }
}

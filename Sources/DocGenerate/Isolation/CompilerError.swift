/// One `error:` diagnostic of the Swift compiler, as `swift build` prints it
/// (`/path/File.swift:29:36: error: cannot find 'X' in scope`).
public struct CompilerError: Sendable, Hashable {
    /// The file as printed (absolute for SwiftPM builds).
    public var path: String
    public var line: Int
    public var column: Int
    public var message: String

    public init(path: String, line: Int, column: Int, message: String) {
        self.path = path
        self.line = line
        self.column = column
        self.message = message
    }

    /// The file name without its folder (`File.swift`).
    public var fileName: String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    /// Every distinct error of a build log, in the order first printed. Notes, warnings and the
    /// source excerpts the compiler prints under a diagnostic are skipped.
    public static func parse(log: String) -> [CompilerError] {
        var seen = Set<CompilerError>()
        var result: [CompilerError] = []
        for line in log.split(separator: "\n") {
            guard let error = parse(line: line), seen.insert(error).inserted else { continue }
            result.append(error)
        }
        return result
    }

    /// One `path:line:column: error: message` line, or nil.
    static func parse(line: Substring) -> CompilerError? {
        guard let marker = line.range(of: ": error: ") else { return nil }
        let location = line[..<marker.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
        guard location.count >= 3, let lineNumber = Int(location[location.count - 2]),
              let column = Int(location[location.count - 1]) else { return nil }
        let path = location.dropLast(2).joined(separator: ":")
        guard path.hasSuffix(".swift") else { return nil }
        return CompilerError(path: path, line: lineNumber, column: column,
                             message: String(line[marker.upperBound...]))
    }

    /// The symbol a "not found" error names: `cannot find 'X' in scope`,
    /// `cannot find type 'X' in scope`, `value of type 'T' has no member 'X'`,
    /// `type 'T' has no member 'X'`; nil for other errors.
    public var missingName: String? {
        for (lead, tail) in [("cannot find type '", "' in scope"), ("cannot find '", "' in scope"), ("has no member '", "'")] {
            guard let start = message.range(of: lead) else { continue }
            let rest = message[start.upperBound...]
            guard let end = rest.range(of: tail) else { continue }
            let name = rest[..<end.lowerBound]
            if !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) { return String(name) }
        }
        return nil
    }
}

/// A finding about the input: something repaired, dropped, or not understood.
///
/// Diagnostics never stop a run; they travel with the page they concern and are
/// counted in the summary. Ids are stable (`docgen.extract.mojibake-repaired`) so
/// that tooling and tests can match on them.
public struct Diagnostic: Codable, Sendable, Hashable, CustomStringConvertible {
    /// How much a diagnostic matters.
    public enum Severity: String, Codable, Sendable, Hashable, Comparable {
        case note, warning, error

        public static func < (lhs: Severity, rhs: Severity) -> Bool {
            let order: [Severity] = [.note, .warning, .error]
            return order.firstIndex(of: lhs)! < order.firstIndex(of: rhs)!
        }
    }

    /// Stable identifier, `docgen.<stage>.<what>`.
    public var id: String
    public var severity: Severity
    /// Human-readable explanation; names what was found and what was done.
    public var message: String
    /// The source file, relative to the input argument it came from.
    public var file: String
    /// 1-based line, where known.
    public var line: Int?

    public init(id: String, severity: Severity, message: String, file: String, line: Int? = nil) {
        self.id = id
        self.severity = severity
        self.message = message
        self.file = file
        self.line = line
    }

    /// `file:line: severity: message [id]`, the form compilers use.
    public var description: String {
        let location = line.map { "\(file):\($0)" } ?? file
        return "\(location): \(severity.rawValue): \(message) [\(id)]"
    }
}

import Foundation
/// Finds the charset an HTML document declares, as browsers do: a `<meta charset>` or
/// `<meta http-equiv="Content-Type" content="…; charset=…">` within the first 1024 bytes.
enum CharsetSniffer {
    /// The declared charset, lowercased, or nil.
    static func declaredCharset(in bytes: [UInt8]) -> String? {
        let head = String(decoding: bytes.prefix(1024), as: UTF8.self).lowercased()
        guard let range = head.range(of: "charset") else { return nil }
        var rest = head[range.upperBound...].drop { $0 == " " }
        guard rest.first == "=" else { return nil }
        rest = rest.dropFirst().drop { $0 == " " || $0 == "\"" || $0 == "'" }
        let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }
        return name.isEmpty ? nil : String(name)
    }
}

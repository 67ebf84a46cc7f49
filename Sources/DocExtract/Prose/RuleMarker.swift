import DocModel
import Foundation

/// Reads the markers of numbered rule documents: a rule id at the start of a block (`R4`) and
/// basis markers (`(D)`, `(OSU, HTML precedent)`), as declared in `Phrasebooks/rule-markers.json`.
///
/// ```
/// R4 (D) Setting the state … moves focus. (OSU) Setting nil only clears …
/// ```
/// is rule `R4`; its first sentence rests on `documented`, its last on `observed`.
public struct RuleMarker: Sendable {
    /// A rule's id and the basis its leading marker gives, with the marker text's length.
    public struct Lead: Sendable, Hashable {
        public var rule: String
        public var basis: Claim.Basis?
    }

    private let ruleID: RuleIDMatcher?
    private let basisCodes: [String: Claim.Basis]

    /// The bundled markers; a packaging defect yields a marker that recognises no rule.
    public static let bundled: RuleMarker = (try? load()) ?? RuleMarker(ruleID: nil, basisCodes: [:])

    init(ruleID: RuleIDMatcher?, basisCodes: [String: Claim.Basis]) {
        self.ruleID = ruleID
        self.basisCodes = basisCodes
    }

    static func load() throws -> RuleMarker {
        try read(json: Phrasebook.bundledFile("rule-markers"))
    }

    /// The markers a `rule-markers.json` holds: `ruleID` (a regular expression) and `basisCodes`
    /// (code → basis), both required; other members are ignored.
    static func read(json bytes: [UInt8]) throws -> RuleMarker {
        let reader = JSONPullReader(bytes)
        var pattern: String?
        var basisCodes: [String: Claim.Basis]?
        try reader.readObject { key in
            switch key {
            case "ruleID": pattern = try reader.readString()
            case "basisCodes":
                var codes: [String: Claim.Basis] = [:]
                try reader.readObject { code in
                    guard let basis = Claim.Basis(rawValue: try reader.readString()) else { throw reader.invalid("a basis") }
                    codes[code] = basis
                }
                basisCodes = codes
            default: try reader.skipValue()
            }
        }
        try reader.finish()
        guard let pattern, let basisCodes else { throw reader.invalid("ruleID and basisCodes") }
        return RuleMarker(ruleID: try RuleIDMatcher(pattern: pattern), basisCodes: basisCodes)
    }

    /// The rule a block starts with, if it starts with a rule id.
    public func lead(of block: String) -> Lead? {
        guard let ruleID else { return nil }
        let trimmed = block.drop { $0 == " " || $0 == "\t" }
        let text = String(trimmed)
        guard let idRange = ruleID.idRange(in: text) else { return nil }
        let rest = text[idRange.upperBound...].drop { $0 == " " || $0 == "\t" }
        return Lead(rule: String(text[idRange]), basis: basisMarker(at: rest)?.basis)
    }

    /// `sentence` without a leading rule id and basis marker, and the basis that marker gives.
    public func strip(_ sentence: String, rule: String?) -> (text: String, basis: Claim.Basis?, marked: Bool) {
        var rest = Substring(sentence)
        if let rule, rest.hasPrefix(rule) {
            let after = rest.dropFirst(rule.count)
            if after.first == " " || after.first == "\t" || after.first == "(" { rest = after.drop { $0 == " " || $0 == "\t" } }
        }
        var basis: Claim.Basis?
        var marked = false
        if let marker = basisMarker(at: rest) {
            basis = marker.basis
            marked = true
            rest = rest[marker.end...].drop { $0 == " " || $0 == "\t" }
        }
        return (String(rest), basis, marked)
    }

    /// The basis a heading's trailing marker gives the rules under it (`Lifecycle (O)`), if any.
    public func headingBasis(_ heading: String) -> Claim.Basis? {
        let trimmed = heading.trimmingCharacters(in: .whitespaces)
        guard trimmed.hasSuffix(")"), let open = trimmed.lastIndex(of: "(") else { return nil }
        return basisMarker(at: trimmed[open...])?.basis
    }

    /// A parenthesised marker at the start of `text` whose first code is a known basis code.
    private func basisMarker(at text: Substring) -> (basis: Claim.Basis, end: Substring.Index)? {
        guard text.first == "(", let close = text.firstIndex(of: ")") else { return nil }
        let inner = text[text.index(after: text.startIndex)..<close]
        let first = inner.split(separator: ",").first.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
        guard let basis = basisCodes[first] else { return nil }
        return (basis, text.index(after: close))
    }
}

/// The regions of a generated suite file: which case, API-shape check or example each line
/// belongs to, read back from the `// docgen:region <kind> <id>` marker lines the renderer writes.
///
/// This is how a compiler error in a generated file is traced to the case it blocks and, through
/// the case, to the page line it came from (`CompileFailureMapper`).
public struct GeneratedRegions: Sendable, Hashable {
    /// What a region holds.
    public enum Kind: String, Sendable, Hashable {
        /// A test method of a case (`id` is the case id).
        case `case`
        /// A file-scope API-shape check (`id` is the case id).
        case shape
        /// An example compiled inside its namespace (`id` is the example id).
        case example
        /// A file-scope declaration probe cases need (`id` is the probe's `FocusedValues` member).
        case probe
    }

    /// One region: from its marker line to the line before the next marker.
    public struct Region: Sendable, Hashable {
        public var kind: Kind
        public var id: String
        /// 1-based line of the marker.
        public var markerLine: Int

        /// Whether the region is the one of case or example `id` (the marker holds it sanitised).
        public func names(_ id: String) -> Bool {
            self.id == SwiftComment.sanitize(id)
        }
    }

    static let prefix = "// docgen:region "

    /// Regions in file order.
    public private(set) var regions: [Region] = []

    /// The regions of a generated file's text.
    public init(text: String) {
        var number = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            number += 1
            let trimmed = line.drop { $0 == " " }
            guard trimmed.hasPrefix(Self.prefix) else { continue }
            let rest = trimmed.dropFirst(Self.prefix.count)
            guard let space = rest.firstIndex(of: " "), let kind = Kind(rawValue: String(rest[..<space])) else { continue }
            regions.append(Region(kind: kind, id: String(rest[rest.index(after: space)...]), markerLine: number))
        }
    }

    /// The region holding 1-based `line`; nil for the file header (imports, class declaration).
    public func region(at line: Int) -> Region? {
        regions.last { $0.markerLine <= line }
    }

    /// The marker line for a region (the id sanitised as a one-line comment).
    static func marker(_ kind: Kind, _ id: String) -> String {
        prefix + kind.rawValue + " " + SwiftComment.sanitize(id)
    }
}

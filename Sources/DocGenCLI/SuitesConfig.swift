import DocGenerate
import Foundation
import Yams

/// `docgen-config.yaml`: what `docgen suites` (and the `generate-conformance-suites` command
/// plugin that runs it) generates for a consumer's test target. Paths are relative to the file.
///
/// ```yaml
/// dump: dump                 # required: a folder or file of documentation pages (or a list)
/// output: Generated          # the suites; a folder named Generated (default: Generated)
/// cases: cases               # optional: also keep the portable case corpus there
/// claimReader: both          # frames, phrasebook or both (default: both)
/// select:                    # optional page selection, as docgen generate's --select-*
///   paths: ["**/focusstate*"]
///   symbols: ["focused(_:equals:)"]
///   pages: ["swiftui/view/"]
/// ```
struct SuitesConfig {
    /// The file the configuration was read from.
    var file: URL
    var dumps: [URL]
    var output: URL
    var cases: URL?
    var claimReader: ClaimReaderMode = .both
    var selection = PageSelection(pathGlobs: [], symbols: [], pageIDPrefixes: [])

    /// The keys a configuration may hold.
    static let keys = ["dump", "output", "cases", "claimReader", "select"]
    static let selectKeys = ["paths", "symbols", "pages"]

    /// Reads `file`; every problem is a `RunError` naming `file:line:column`.
    static func read(_ file: URL) throws -> SuitesConfig {
        let text: String
        do { text = try String(contentsOf: file, encoding: .utf8) } catch {
            throw RunError("\(file.path): cannot read the configuration: \(error.localizedDescription)")
        }
        let root: Node?
        do { root = try Yams.compose(yaml: text) } catch let error as YamlError {
            throw RunError("\(file.path): not YAML: \(error)")
        }
        return try SuitesConfig(file: file, root: root)
    }

    init(file: URL, root: Node?) throws {
        self.file = file
        let folder = file.deletingLastPathComponent()
        guard let root, let mapping = root.mapping else {
            throw RunError("\(Self.place(file, root)): the configuration must be a mapping with at least `dump:` (keys: \(Self.keys.joined(separator: ", ")))")
        }
        var dumps: [URL] = []
        var output = folder.appendingPathComponent("Generated")
        for (keyNode, value) in mapping {
            let key = keyNode.string ?? ""
            switch key {
            case "dump":
                dumps = try Self.strings(value, key: key, file: file).map { folder.appendingPathComponent($0).standardizedFileURL }
            case "output":
                output = folder.appendingPathComponent(try Self.string(value, key: key, file: file)).standardizedFileURL
            case "cases":
                cases = folder.appendingPathComponent(try Self.string(value, key: key, file: file)).standardizedFileURL
            case "claimReader":
                let name = try Self.string(value, key: key, file: file)
                guard let mode = ClaimReaderMode(rawValue: name) else {
                    throw RunError("\(Self.place(file, value)): claimReader must be frames, phrasebook or both, not \(Self.quoted(name))")
                }
                claimReader = mode
            case "select":
                selection = try Self.selection(value, file: file)
            default:
                throw RunError("\(Self.place(file, keyNode)): unknown key \(Self.quoted(key)) (keys: \(Self.keys.joined(separator: ", ")))")
            }
        }
        guard !dumps.isEmpty else {
            throw RunError("\(Self.place(file, root)): `dump:` is missing: the folder (or files) of documentation pages to read, relative to this file")
        }
        guard output.lastPathComponent == "Generated" else {
            throw RunError("\(file.path): output must be a folder named Generated (generated code lives only there), not \(Self.quoted(output.lastPathComponent))")
        }
        self.dumps = dumps
        self.output = output
    }

    private static func selection(_ node: Node, file: URL) throws -> PageSelection {
        guard let mapping = node.mapping else {
            throw RunError("\(place(file, node)): select must be a mapping (keys: \(selectKeys.joined(separator: ", ")))")
        }
        var paths: [String] = [], symbols: [String] = [], pages: [String] = []
        for (keyNode, value) in mapping {
            switch keyNode.string ?? "" {
            case "paths": paths = try strings(value, key: "select.paths", file: file)
            case "symbols": symbols = try strings(value, key: "select.symbols", file: file)
            case "pages": pages = try strings(value, key: "select.pages", file: file)
            default:
                throw RunError("\(place(file, keyNode)): unknown key \(quoted(keyNode.string ?? "")) under select (keys: \(selectKeys.joined(separator: ", ")))")
            }
        }
        return PageSelection(pathGlobs: paths, symbols: symbols, pageIDPrefixes: pages)
    }

    private static func string(_ node: Node, key: String, file: URL) throws -> String {
        guard let scalar = node.scalar, !scalar.string.isEmpty else {
            throw RunError("\(place(file, node)): \(key) must be a non-empty string")
        }
        return scalar.string
    }

    /// A string, or a list of strings.
    private static func strings(_ node: Node, key: String, file: URL) throws -> [String] {
        if let sequence = node.sequence {
            return try sequence.map { try string($0, key: key, file: file) }
        }
        return [try string(node, key: key, file: file)]
    }

    /// `file:line:column` of `node` (1-based), or the file alone.
    static func place(_ file: URL, _ node: Node?) -> String {
        guard let mark = node?.mark else { return file.path }
        return "\(file.path):\(mark.line):\(mark.column)"
    }

    /// `text` quoted for a message, control characters escaped.
    private static func quoted(_ text: String) -> String {
        "\"" + text.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F ? "\\u{\(String($0.value, radix: 16))}" : String($0) }.joined() + "\""
    }
}

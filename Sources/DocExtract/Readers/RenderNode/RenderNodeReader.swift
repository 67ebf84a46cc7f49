import DocModel
import Foundation

/// Reads a DocC RenderNode JSON file (one page of a `.doccarchive`'s `data/documentation/`) into
/// the ``LanguageBlock`` the markdown readers produce, so ``PageAssembler`` serves it as every
/// other format: claims, declarations and examples come out of the same assembly.
///
/// The node is the page's Swift variant when its `identifier.interfaceLanguage` is `swift`;
/// other variants (`variants`, `variantOverrides`) are recorded in the metadata, not applied.
/// A RenderNode has no meaningful lines (DocC writes it on one line), so every block is at line 1
/// and diagnostics name the JSON path instead.
enum RenderNodeReader {
    /// A page's block, or the reason there is none.
    enum Reading {
        case block(LanguageBlock)
        case refused([Diagnostic])
    }

    /// Top-level keys every DocC RenderNode has (`DocumentationRenderNode`'s required fields
    /// that docgen needs).
    static let requiredKeys = ["schemaVersion", "identifier", "metadata"]

    static func read(_ text: String, file: String) -> Reading {
        let data = Data(text.utf8)
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        } catch {
            return .refused([Diagnostic(id: "docgen.extract.render-node-invalid-json", severity: .error,
                                        message: "not valid JSON (\(Self.reason(error))); no page", file: file)])
        }
        guard let top = object as? [String: Any] else {
            return .refused([Diagnostic(id: "docgen.extract.not-render-node", severity: .error,
                                        message: "JSON but not a DocC RenderNode: the top level is not an object; no page", file: file)])
        }
        let missing = requiredKeys.filter { top[$0] == nil }
        guard missing.isEmpty else {
            return .refused([Diagnostic(id: "docgen.extract.not-render-node", severity: .error,
                                        message: "JSON but not a DocC RenderNode: no \(missing.joined(separator: ", ")) at the top level; no page",
                                        file: file)])
        }
        let node: RenderNode
        do {
            node = try JSONDecoder().decode(RenderNode.self, from: data)
        } catch let error as DecodingError {
            return .refused([Diagnostic(id: "docgen.extract.render-node-malformed", severity: .error,
                                        message: "RenderNode field of the wrong type: \(Self.describe(error)); no page", file: file)])
        } catch {
            return .refused([Diagnostic(id: "docgen.extract.render-node-malformed", severity: .error,
                                        message: "RenderNode cannot be read: \(error); no page", file: file)])
        }
        var builder = RenderNodeBlockBuilder(node: node, file: file)
        return .block(builder.build())
    }

    /// The JSON path of a decoding error (`primaryContentSections[0].declarations[0].tokens`) and
    /// what was wrong there.
    static func describe(_ error: DecodingError) -> String {
        switch error {
        case .typeMismatch(let type, let context):
            return "at \(path(context.codingPath)): expected \(jsonType(type))"
        case .valueNotFound(let type, let context):
            return "at \(path(context.codingPath)): null where \(jsonType(type)) was expected"
        case .keyNotFound(let key, let context):
            return "at \(path(context.codingPath + [key])): missing"
        case .dataCorrupted(let context):
            return "at \(path(context.codingPath)): \(context.debugDescription)"
        @unknown default:
            return "\(error)"
        }
    }

    /// `a.b[0].c` from coding keys; `$` for the top level.
    static func path(_ keys: [any CodingKey]) -> String {
        var out = "$"
        for key in keys {
            if let index = key.intValue { out += "[\(index)]" } else { out += "." + key.stringValue }
        }
        return out
    }

    private static func jsonType(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: return "a string"
        case is Int.Type, is Double.Type: return "a number"
        case is Bool.Type: return "a Boolean"
        default:
            let name = String(describing: type)
            if name.hasPrefix("Array") { return "an array" }
            if name.hasPrefix("Dictionary") { return "an object" }
            return "an object"
        }
    }

    private static func reason(_ error: Error) -> String {
        let info = (error as NSError).userInfo
        if let detail = info[NSDebugDescriptionErrorKey] as? String { return detail }
        return (error as NSError).localizedDescription
    }
}

@preconcurrency import CLibXML2
import Foundation

/// Parses XML strictly (no recovery) with libxml2's XML parser into an ``HTMLNode`` tree.
///
/// Used for the JUnit files `swift test --xunit-output` writes and to check that the HTML
/// report is well-formed (it is written as polyglot HTML5, which is also well-formed XML).
/// Like ``HTMLParser`` the network is never touched (`XML_PARSE_NONET`), no DTD is loaded and
/// no external entity is read; element and attribute names keep their case.
public enum XMLDocumentParser {
    /// Why a document is not well-formed: libxml2's first error and where it stands.
    public struct WellFormednessError: Error, Sendable, Hashable, CustomStringConvertible {
        public var message: String
        /// 1-based line (0 when unknown).
        public var line: Int
        public var column: Int

        public var description: String { "line \(line), column \(column): \(message)" }
    }

    /// A well-formed document's tree (`#document` root), or the first error.
    public static func parse(_ text: String) -> Result<HTMLNode, WellFormednessError> {
        let flags: [UInt32] = [
            XML_PARSE_NONET.rawValue, XML_PARSE_NOERROR.rawValue, XML_PARSE_NOWARNING.rawValue,
            XML_PARSE_HUGE.rawValue,
        ]
        guard let context = xmlNewParserCtxt() else {
            return .failure(WellFormednessError(message: "libxml2 could not allocate a parser", line: 0, column: 0))
        }
        defer { xmlFreeParserCtxt(context) }
        var utf8 = Array(text.utf8)
        if utf8.isEmpty { utf8 = [0x20] }
        let document: xmlDocPtr? = utf8.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                xmlCtxtReadMemory(context, $0, Int32(clamping: buffer.count), nil, "UTF-8", Int32(flags.reduce(0, |)))
            }
        }
        guard let document, context.pointee.wellFormed != 0 else {
            if let document { xmlFreeDoc(document) }
            let error = context.pointee.lastError
            let message = error.message.map { String(cString: $0) } ?? "not well-formed"
            return .failure(WellFormednessError(
                message: message.trimmingCharacters(in: .whitespacesAndNewlines),
                line: Int(error.line), column: Int(error.int2)))
        }
        defer { xmlFreeDoc(document) }
        var children: [HTMLNode] = []
        var child = document.pointee.children
        while let current = child {
            if let node = convert(current) { children.append(node) }
            child = current.pointee.next
        }
        return .success(HTMLNode(kind: .element(name: "#document"), children: children, line: 1))
    }

    /// Converts iteratively so that deep documents cannot exhaust the stack.
    private static func convert(_ root: xmlNodePtr) -> HTMLNode? {
        guard var top = shallow(root) else { return nil }
        // Each frame: the node being filled and the next libxml2 child to visit.
        var stack: [(node: HTMLNode, next: xmlNodePtr?)] = [(top, root.pointee.children)]
        while !stack.isEmpty {
            guard let current = stack[stack.count - 1].next else {
                let finished = stack.removeLast().node
                if stack.isEmpty { top = finished } else { stack[stack.count - 1].node.children.append(finished) }
                continue
            }
            stack[stack.count - 1].next = current.pointee.next
            guard let node = shallow(current) else { continue }
            if current.pointee.type == XML_ELEMENT_NODE {
                stack.append((node, current.pointee.children))
            } else {
                stack[stack.count - 1].node.children.append(node)
            }
        }
        return top
    }

    /// The node without its children; nil for node types the tree does not keep.
    private static func shallow(_ node: xmlNodePtr) -> HTMLNode? {
        let line = Int(xmlGetLineNo(node))
        switch node.pointee.type {
        case XML_TEXT_NODE, XML_CDATA_SECTION_NODE:
            return HTMLNode(kind: .text, text: content(of: node), line: line)
        case XML_COMMENT_NODE:
            return HTMLNode(kind: .comment, text: content(of: node), line: line)
        case XML_ELEMENT_NODE:
            var attributes: [HTMLNode.Attribute] = []
            var attribute = node.pointee.properties
            while let current = attribute {
                var value = ""
                if let raw = xmlNodeGetContent(UnsafeMutablePointer(OpaquePointer(current))) {
                    value = String(cString: raw)
                    xmlFree(raw)
                }
                attributes.append(.init(name: String(cString: current.pointee.name), value: value))
                attribute = current.pointee.next
            }
            return HTMLNode(kind: .element(name: String(cString: node.pointee.name)), attributes: attributes, line: line)
        default:
            return nil
        }
    }

    private static func content(of node: xmlNodePtr) -> String {
        guard let raw = xmlNodeGetContent(node) else { return "" }
        defer { xmlFree(raw) }
        return String(cString: raw)
    }
}

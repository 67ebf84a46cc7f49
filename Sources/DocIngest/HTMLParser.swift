@preconcurrency import CLibXML2
import DocModel

/// Parses HTML with libxml2's HTML parser into an ``HTMLNode`` tree.
///
/// This file is the whole libxml2 boundary of docgen. The input is already-decoded text,
/// handed to libxml2 as UTF-8 with the document's own encoding hints ignored; the network
/// is never touched (`HTML_PARSE_NONET`) and no external entity is loaded.
public enum HTMLParser {
    /// Elements nested deeper than this are flattened into their ancestor at the limit.
    public static let maximumDepth = 512

    /// The parse result: the tree and what was noticed on the way.
    public struct Result: Sendable {
        public var root: HTMLNode
        public var diagnostics: [Diagnostic]
    }

    /// Parses `text`; `file` names the source in diagnostics.
    public static func parse(_ text: String, file: String) -> Result {
        let flags: [UInt32] = [
            HTML_PARSE_RECOVER.rawValue, HTML_PARSE_NONET.rawValue, HTML_PARSE_NOERROR.rawValue,
            HTML_PARSE_NOWARNING.rawValue, HTML_PARSE_IGNORE_ENC.rawValue, HTML_PARSE_NODEFDTD.rawValue,
            // Without it libxml2 stops at 256 levels and drops the rest of the page.
            XML_PARSE_HUGE.rawValue,
        ]
        let options = Int32(flags.reduce(0, |))
        var utf8 = Array(text.utf8)
        if utf8.isEmpty { utf8 = [0x20] }
        let document: htmlDocPtr? = utf8.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                htmlReadMemory($0, Int32(clamping: buffer.count), nil, "UTF-8", options)
            }
        }
        guard let document else {
            return Result(root: HTMLNode(kind: .element(name: "html"), line: 1), diagnostics: [
                Diagnostic(id: "docgen.extract.html-unparsable", severity: .error,
                           message: "libxml2 could not parse the document", file: file),
            ])
        }
        defer { xmlFreeDoc(document) }
        var flattened = false
        var children: [HTMLNode] = []
        var child = document.pointee.children
        while let current = child {
            if let node = convert(current, depth: 1, flattened: &flattened) { children.append(node) }
            child = current.pointee.next
        }
        var diagnostics: [Diagnostic] = []
        if flattened {
            diagnostics.append(Diagnostic(
                id: "docgen.extract.html-too-deep", severity: .warning,
                message: "elements nested deeper than \(maximumDepth) levels were flattened", file: file))
        }
        return Result(root: HTMLNode(kind: .element(name: "#document"), children: children, line: 1), diagnostics: diagnostics)
    }

    private static func convert(_ node: xmlNodePtr, depth: Int, flattened: inout Bool) -> HTMLNode? {
        let line = Int(xmlGetLineNo(node))
        switch node.pointee.type {
        case XML_TEXT_NODE, XML_CDATA_SECTION_NODE:
            return HTMLNode(kind: .text, text: content(of: node), line: line)
        case XML_COMMENT_NODE:
            return HTMLNode(kind: .comment, text: content(of: node), line: line)
        case XML_ELEMENT_NODE:
            let name = String(cString: node.pointee.name).lowercased()
            var attributes: [HTMLNode.Attribute] = []
            var attribute = node.pointee.properties
            while let current = attribute {
                let attributeName = String(cString: current.pointee.name).lowercased()
                var value = ""
                if let raw = xmlNodeGetContent(UnsafeMutablePointer(OpaquePointer(current))) {
                    value = String(cString: raw)
                    xmlFree(raw)
                }
                attributes.append(.init(name: attributeName, value: value))
                attribute = current.pointee.next
            }
            var children: [HTMLNode] = []
            collectChildren(of: node, depth: depth, into: &children, flattened: &flattened)
            return HTMLNode(kind: .element(name: name), attributes: attributes, children: children, line: line)
        default:
            return nil
        }
    }

    /// Appends the converted children of `node`; past the depth limit, grandchildren are
    /// appended in place of their parents (iteratively, so depth cannot exhaust the stack).
    private static func collectChildren(of node: xmlNodePtr, depth: Int, into children: inout [HTMLNode], flattened: inout Bool) {
        if depth < maximumDepth {
            var child = node.pointee.children
            while let current = child {
                if let converted = convert(current, depth: depth + 1, flattened: &flattened) { children.append(converted) }
                child = current.pointee.next
            }
            return
        }
        var stack: [xmlNodePtr] = []
        var child = node.pointee.children
        while let current = child { stack.append(current); child = current.pointee.next }
        stack.reverse()
        while let current = stack.popLast() {
            switch current.pointee.type {
            case XML_TEXT_NODE, XML_CDATA_SECTION_NODE:
                children.append(HTMLNode(kind: .text, text: content(of: current), line: Int(xmlGetLineNo(current))))
            case XML_ELEMENT_NODE:
                flattened = true
                var grandchildren: [xmlNodePtr] = []
                var next = current.pointee.children
                while let g = next { grandchildren.append(g); next = g.pointee.next }
                stack.append(contentsOf: grandchildren.reversed())
            default:
                break
            }
        }
    }

    private static func content(of node: xmlNodePtr) -> String {
        guard let raw = xmlNodeGetContent(node) else { return "" }
        defer { xmlFree(raw) }
        return String(cString: raw)
    }
}

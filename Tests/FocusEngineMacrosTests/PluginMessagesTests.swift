@testable import FocusEngineMacros
import Foundation
import XCTest

/// Messages in the compiler's JSON form are answered in the compiler's JSON form.
final class PluginMessagesTests: XCTestCase {
    private func answer(_ json: String) throws -> [String: Any] {
        let message = try JSONDecoder().decode(PluginMessages.HostMessage.self, from: Data(json.utf8))
        let reply = try JSONEncoder().encode(FocusEngineMacrosPlugin.answer(message))
        return try XCTUnwrap(JSONSerialization.jsonObject(with: reply) as? [String: Any])
    }

    private let location = #"{"fileID":"App/A.swift","fileName":"/src/A.swift","offset":120,"line":9,"column":1}"#

    func testTheCapabilityIsTheProtocolVersion() throws {
        let reply = try answer(#"{"getCapability":{"capability":{"protocolVersion":7}}}"#)
        let capability = (reply["getCapabilityResult"] as? [String: Any])?["capability"] as? [String: Any]
        XCTAssertEqual(capability?["protocolVersion"] as? Int, PluginMessages.protocolVersion)
    }

    func testAPreviewExpandsUnderAUniqueNameAtItsLocation() throws {
        let reply = try answer("""
        {"expandFreestandingMacro":{"macro":{"moduleName":"FocusEngineMacros","typeName":"PreviewMacro","name":"Preview"},
         "macroRole":"declaration","discriminator":"$s3App0026A_swiftfMf_",
         "syntax":{"kind":"declaration","source":"#Preview { V() }","location":\(location)},"lexicalContext":[]}}
        """)
        let result = try XCTUnwrap(reply["expandMacroResult"] as? [String: Any])
        let source = try XCTUnwrap(result["expandedSource"] as? String)
        XCTAssertTrue(source.hasPrefix("struct $s3App0026A_swiftfMf_7PreviewfMu_: "), source)
        XCTAssertTrue(source.contains("static var line: Int { 9 }"), source)
        XCTAssertEqual((result["diagnostics"] as? [Any])?.count, 0)
    }

    /// An `@Entry` expansion message for `role`, with the attribute's and declaration's source and
    /// one enclosing extension.
    private func entry(role: String, attribute: String = "@Entry", declaration: String, in context: String) throws -> [String: Any] {
        try answer("""
        {"expandAttachedMacro":{"macro":{"moduleName":"FocusEngineMacros","typeName":"EntryMacro","name":"Entry"},
         "macroRole":"\(role)","discriminator":"d",
         "attributeSyntax":{"kind":"attribute","source":"\(attribute)","location":\(location)},
         "declSyntax":{"kind":"declaration","source":"\(declaration)","location":\(location)},
         "lexicalContext":[{"kind":"declaration","source":"\(context)","location":\(location)}]}}
        """)
    }

    func testAnEntryErrorIsADiagnosticAtTheAttribute() throws {
        let reply = try entry(role: "peer", attribute: "  @Entry", declaration: "@Entry var count: Int", in: "extension FocusedValues {}")
        let result = try XCTUnwrap(reply["expandMacroResult"] as? [String: Any])
        XCTAssertNil(result["expandedSource"])
        let diagnostic = try XCTUnwrap((result["diagnostics"] as? [[String: Any]])?.first)
        XCTAssertEqual(diagnostic["severity"] as? String, "error")
        XCTAssertTrue((diagnostic["message"] as? String)?.contains("Optional type") == true)
        XCTAssertEqual((diagnostic["position"] as? [String: Any])?["offset"] as? Int, 122, "the attribute's first token")
    }

    func testAnAccessorExpansionIsOneBracedBlock() throws {
        let reply = try entry(role: "accessor", declaration: "@Entry var count = 1", in: "extension EnvironmentValues {}")
        let source = try XCTUnwrap((reply["expandMacroResult"] as? [String: Any])?["expandedSource"] as? String)
        XCTAssertTrue(source.hasPrefix("{\n    get { self[__Key_count.self] }"), source)
    }
}

/// The statements of one generated test method.
enum CaseBodyBuilder {
    /// `namespaces` maps example ids to the enums their code is nested in.
    static func body(_ conformanceCase: ConformanceCase, namespaces: [String: String] = [:]) -> [String] {
        if conformanceCase.kind == .apiShape, conformanceCase.compile == nil {
            return [
                "// The check is the file-scope apiShape function(s) below: this file compiles only if",
                "// the engine's API has the documented shape. The declaration as documented:",
                "let documented = \(SwiftLiteral.escape(conformanceCase.shape?.declaration ?? ""))",
                "XCTAssertFalse(documented.isEmpty)",
            ]
        }
        var lines = ["let claim = \(SwiftLiteral.escape(conformanceCase.provenance.text ?? conformanceCase.id))"]
        if let compile = conformanceCase.compile {
            for (index, snippet) in compile.accepted.enumerated() {
                lines.append("let accepted\(index) = try CompilerProbe.typecheck(\(SwiftLiteral.escape(snippet)))")
                lines.append("XCTAssertTrue(accepted\(index).succeeded, \"control snippet must compile: \\(accepted\(index).diagnostics)\")")
            }
            for snippet in compile.rejected {
                lines.append("XCTAssertFalse(try CompilerProbe.typecheck(\(SwiftLiteral.escape(snippet))).succeeded, claim)")
            }
            return lines
        }
        if let fixture = conformanceCase.fixture {
            lines.append(SwiftStatements.mount(fixture, namespace: fixture.example.flatMap { namespaces[$0] }))
        }
        if conformanceCase.template == "example-compiles" {
            if conformanceCase.fixture == nil {
                lines.append("// The example declares no view that can be created with (); compiling is the check.")
                lines.append("XCTAssertFalse(claim.isEmpty)")
            } else {
                lines.append("XCTAssertFalse(host.dump().isEmpty, claim)")
            }
            return lines
        }
        lines += conformanceCase.steps.map(SwiftStatements.step)
        if let gap = conformanceCase.knownGap {
            let conditions = conformanceCase.expectations.map(SwiftStatements.condition)
            lines.append("let holds = " + (conditions.isEmpty ? "true" : conditions.joined(separator: " && ")))
            lines.append("XCTAssertFalse(holds, \(SwiftLiteral.escape("known engine gap no longer reproduces; remove it from known-gaps.json: " + gap)))")
        } else {
            lines += conformanceCase.expectations.map { SwiftStatements.assertion($0, message: "claim") }
        }
        return lines
    }
}

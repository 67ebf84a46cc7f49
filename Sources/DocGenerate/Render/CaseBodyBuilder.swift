/// The statements of one generated test method.
enum CaseBodyBuilder {
    static func body(_ conformanceCase: ConformanceCase) -> [String] {
        if conformanceCase.kind == .apiShape {
            return [
                "// The check is the file-scope apiShape function(s) below: this file compiles only if",
                "// the engine's API has the documented shape. The declaration as documented:",
                "let documented = \(SwiftLiteral.escape(conformanceCase.shape?.declaration ?? ""))",
                "XCTAssertFalse(documented.isEmpty)",
            ]
        }
        var lines = ["let claim = \(SwiftLiteral.escape(conformanceCase.provenance.text ?? conformanceCase.id))"]
        if let fixture = conformanceCase.fixture { lines.append(SwiftStatements.mount(fixture)) }
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

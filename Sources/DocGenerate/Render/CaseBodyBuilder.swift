/// The statements of one generated test method.
enum CaseBodyBuilder {
    /// `namespaces` maps example ids to the enums their code is nested in.
    /// `testName` (`Suite.test_x`) names the test in a rule-claim observation.
    static func body(_ conformanceCase: ConformanceCase, namespaces: [String: String] = [:], testName: String = "") -> [String] {
        if conformanceCase.kind == .apiShape, conformanceCase.compile == nil {
            // Compile-only evidence (verdict `compiles`): the file-scope check compiles with the
            // suite (Swift 5 mode); the same source is type-checked again in Swift 6 mode, where
            // Sendable and isolation mismatches are errors rather than warnings.
            var lines = [
                "// The file-scope apiShape function(s) below compile only if the engine's API has the",
                "// documented shape. The declaration as documented:",
                "// " + SwiftComment.sanitize(conformanceCase.shape?.declaration ?? ""),
            ]
            if let source = conformanceCase.shape?.swift6ProbeSource {
                lines.append("let swift6 = try CompilerProbe.typecheckSwift6(\(SwiftLiteral.escape(source)))")
                lines.append("XCTAssertTrue(swift6.succeeded, \"the documented shape must also compile in the Swift 6 language mode: \\(swift6.diagnostics)\")")
            }
            return lines
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
        if conformanceCase.kind == .example {
            lines.append("ExampleStubs.reset()")
        }
        if let fixture = conformanceCase.fixture {
            lines += SwiftStatements.mount(fixture, namespace: fixture.example.flatMap { namespaces[$0] })
        }
        if conformanceCase.template == "example-compiles" {
            // Compile-only evidence (verdict `compiles`): the example compiled and its view mounts
            // and renders without trapping; behaviour is checked by the scenario cases.
            if conformanceCase.fixture == nil {
                return ["// The example declares no view that can be created with (); compiling is the check."]
            }
            lines.append("_ = host.dump()")
            return lines.filter { !$0.hasPrefix("let claim = ") }
        }
        if let preconditions = conformanceCase.preconditions, !preconditions.isEmpty {
            // Setup, then the state it must reach (a broken setup cannot pass), then the action.
            let split = min(max(conformanceCase.actionStep ?? 0, 0), conformanceCase.steps.count)
            lines += conformanceCase.steps[..<split].map(SwiftStatements.step)
            lines += preconditions.map { SwiftStatements.assertion($0, message: message($0, "\"precondition — \\(claim)\"")) }
            lines += conformanceCase.steps[split...].map(SwiftStatements.step)
        } else {
            lines += conformanceCase.steps.map(SwiftStatements.step)
        }
        if let gap = conformanceCase.knownGap {
            lines.append(holds(conformanceCase))
            lines.append("XCTAssertFalse(holds, \(SwiftLiteral.escape("known engine gap no longer reproduces; remove it from known-gaps.json: " + gap)))")
        } else if conformanceCase.outcome == .ruleClaim {
            // A rule document's claim: observed, not asserted. If the engine does not bear it
            // out the test prints a marker and the report's verdict is a finding.
            lines.append(holds(conformanceCase))
            lines.append("if !holds { RuleClaimObservation.unsupported(test: \(SwiftLiteral.escape(testName)), "
                         + "observed: host.focusedElement.map { \"focused: \\($0)\" } ?? \"no focused element\") }")
        } else if conformanceCase.outcome == .differs {
            lines.append(holds(conformanceCase))
            lines.append("XCTAssertFalse(holds, \"expected different: the Incorrect example shows the Correct example's benefit — \\(claim)\")")
        } else {
            lines += conformanceCase.expectations.map { SwiftStatements.assertion($0, message: message($0, "claim")) }
        }
        return lines
    }

    /// The failure message of an expectation: `base` (a Swift expression), and for an example's
    /// expectation what it rests on — the page's sentence, or the generator's model.
    private static func message(_ expectation: CaseExpectation, _ base: String) -> String {
        if let sentence = expectation.sentence {
            return base + " + " + SwiftLiteral.escape(" — the page says: " + sentence.citation)
        }
        if expectation.basis == .derived {
            return base + " + " + SwiftLiteral.escape(" — derived by the generator (no sentence of the page states it)")
        }
        return base
    }

    /// `let holds = <every expectation as a condition>`.
    private static func holds(_ conformanceCase: ConformanceCase) -> String {
        let conditions = conformanceCase.expectations.map(SwiftStatements.condition)
        return "let holds = " + (conditions.isEmpty ? "true" : conditions.joined(separator: " && "))
    }
}

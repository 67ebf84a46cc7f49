@testable import FocusEngine
import Foundation
import XCTest

/// The mutant catalog (`Sources/FocusEngine/Mutants/Mutant.swift`, `make mutants`): complete, well
/// formed, documented beside each rule; and inert in normal builds.
final class MutantCatalogTests: XCTestCase {
    func testEveryRuleHasAMutantOrAReasonWhyNoneCanExist() {
        let withMutants = Set(Mutant.allCases.map(\.rule))
        let without = Set(Mutant.rulesWithoutMutant.keys)
        XCTAssertEqual(Mutant.rules, (Array(1...37) + Array(40...46) + [50, 51]).map { "R\($0)" }, "R38-R39 and R47-R49 are unused")
        for rule in Mutant.rules {
            XCTAssertTrue(withMutants.contains(rule) != without.contains(rule),
                          "\(rule) needs a mutant or (exclusively) a reason in rulesWithoutMutant")
        }
        XCTAssertTrue(withMutants.union(without).isSubset(of: Set(Mutant.rules)))
        for (rule, reason) in Mutant.rulesWithoutMutant {
            XCTAssertFalse(reason.isEmpty, rule)
        }
    }

    func testIdsAreUniqueKebabCaseAndNameTheirRule() throws {
        XCTAssertEqual(Set(Mutant.allCases.map(\.rawValue)).count, Mutant.allCases.count)
        let kebab = try NSRegularExpression(pattern: "^r[0-9]+(-[a-z0-9]+)+$")
        for mutant in Mutant.allCases {
            let id = mutant.rawValue
            XCTAssertNotNil(kebab.firstMatch(in: id, range: NSRange(id.startIndex..., in: id)), id)
            XCTAssertTrue(String(describing: mutant).hasPrefix("r" + mutant.rule.dropFirst()), "\(mutant) vs \(mutant.rule)")
            XCTAssertEqual(Mutant(rawValue: id), mutant)
        }
    }

    func testEveryMutantDocumentsWhatItBreaks() {
        XCTAssertEqual(Set(Mutant.allCases.map(\.breaks)).count, Mutant.allCases.count, "descriptions are distinct")
        for mutant in Mutant.allCases {
            XCTAssertGreaterThan(mutant.breaks.count, 20, mutant.rawValue)
        }
    }

    /// docs/focus-semantics.md names, in each rule's paragraph, the mutants that break it.
    func testFocusSemanticsListsTheMutantsOfEachRule() throws {
        let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("docs/focus-semantics.md")
        let text = try String(contentsOf: docs, encoding: .utf8)
        var paragraphs: [String: String] = [:]
        for paragraph in text.components(separatedBy: "\n\n") {
            guard paragraph.hasPrefix("**R"), let dash = paragraph.range(of: " —") else { continue }
            paragraphs[String(paragraph[paragraph.index(paragraph.startIndex, offsetBy: 2)..<dash.lowerBound])] = paragraph
        }
        for rule in Mutant.rules {
            let paragraph = try XCTUnwrap(paragraphs[rule], "no paragraph for \(rule)")
            let mutants = Mutant.allCases.filter { $0.rule == rule }
            if mutants.isEmpty {
                XCTAssertTrue(paragraph.contains("Mutants: none"), "\(rule) should say why it has no mutant")
            }
            for mutant in mutants {
                XCTAssertTrue(paragraph.contains("`\(mutant.rawValue)`"), "\(rule) paragraph does not list \(mutant.rawValue)")
            }
        }
    }

    /// Without -DDOCGEN_MUTANTS there are no checks: setting DOCGEN_MUTANT changes nothing.
    func testWithoutTheBuildFlagTheEnvironmentVariableHasNoEffect() throws {
        try XCTSkipIf(Mutant.isCompiledIn, "this build has the mutant checks (make mutants); the probe tests cover it")
        setenv(Mutant.environmentVariable, Mutant.r4WriteDoesNotMove.rawValue, 1)
        defer { unsetenv(Mutant.environmentVariable) }
        XCTAssertNil(Mutant.active)
        let host = FocusHost(Fixture.TwoFields())
        try host.setState("focus", to: Fixture.Field?.some(.b))
        XCTAssertEqual(host.focusedElement?.label, "B", "R4 holds: the write moved focus")
    }
}

"""Unit tests of scripts/mutants.py (python3 -m unittest discover -s scripts -p 'test_mutants.py')."""
import unittest

import mutants as m

CATALOG = '''
public enum Mutant: String, CaseIterable, Sendable {
    case r4WriteDoesNotMove = "r4-write-does-not-move"
    case r14SubmitScopeDoesNotBlock = "r14-submit-scope-does-not-block"

    public var breaks: String {
        switch self {
        case .r4WriteDoesNotMove: return "writing a match value does not move keyboard focus"
        case .r14SubmitScopeDoesNotBlock: return "submitScope() does not \\"stop\\" propagation"
        }
    }

    public static let rulesWithoutMutant: [String: String] = [
        "R1": "compile-time only",
        "R17": "compile-time, too",
    ]
}
'''

SUITE = '''
final class SwiftuiViewFocusedTests: XCTestCase {
    // docgen:region case api-shape
    /// doc
    func test_apiShape() throws {}

    // docgen:region case set-value-moves-focus.bool
    func test_setValueMovesFocus_bool() throws {}
}
'''

OUTPUT = """Test Suite 'Selected tests' started at 2026-11-24 08:02:33.661
Test Case 'A.test_one' started at 2026-11-24 08:02:33.661
Test Case 'A.test_one' passed (0.006 seconds)
Test Case 'A.test_two' started at 2026-11-24 08:02:33.662
/path/A.swift:3: error: A.test_two : XCTAssertEqual failed
Test Case 'A.test_two' failed (0.001 seconds)
Test Case 'B.test_three' started at 2026-11-24 08:02:33.663
"""


class CatalogTests(unittest.TestCase):
    def test_parses_ids_rules_breaks_and_rules_without_mutant(self):
        mutants, without = m.parse_catalog(CATALOG)
        self.assertEqual([x.id for x in mutants], ["r4-write-does-not-move", "r14-submit-scope-does-not-block"])
        self.assertEqual([x.rule for x in mutants], ["R4", "R14"])
        self.assertEqual(mutants[0].breaks, "writing a match value does not move keyboard focus")
        self.assertEqual(set(without), {"R1", "R17"})

    def test_the_real_catalog_covers_every_rule(self):
        mutants, without = m.parse_catalog(m.CATALOG.read_text())
        covered = {x.rule for x in mutants} | set(without)
        # Every rule docs/focus-semantics.md states (`**R27 — …`) has a mutant or a reason.
        rules = m.stated_rules()
        self.assertGreaterEqual(len(rules), 26)
        self.assertEqual(covered, rules)
        self.assertTrue(all(x.breaks for x in mutants))
        self.assertEqual(len({x.id for x in mutants}), len(mutants))


class OutputTests(unittest.TestCase):
    def test_outcomes_and_the_test_left_running(self):
        outcomes, running = m.parse_xctest_output(OUTPUT)
        self.assertEqual(outcomes, {"A.test_one": "passed", "A.test_two": "failed"})
        self.assertEqual(running, "B.test_three")

    def test_generated_suite_regions_map_to_methods(self):
        suite, pairs = m.parse_generated_suite(SUITE)
        self.assertEqual(suite, "SwiftuiViewFocusedTests")
        self.assertEqual(pairs, [("api-shape", "test_apiShape"), ("set-value-moves-focus.bool", "test_setValueMovesFocus_bool")])

    def test_a_companion_file_extends_its_suites_class(self):
        companion = "// DO NOT EDIT\nimport XCTest\n\nextension SwiftuiXTests {\n    // docgen:region case example-key.example-3.k\n" \
                    "    /// example case\n    func test_exampleKey_example3_k() throws {\n    }\n}\n"
        suite, pairs = m.parse_generated_suite(companion)
        self.assertEqual(suite, "SwiftuiXTests")
        self.assertEqual(pairs, [("example-key.example-3.k", "test_exampleKey_example3_k")])


class TableTests(unittest.TestCase):
    def setUp(self):
        self.mutants = [m.MutantInfo("r4-a", "a", "R4", "breaks R4"), m.MutantInfo("r4-b", "b", "R4", "breaks R4 too"),
                        m.MutantInfo("r9-c", "c", "R9", "breaks R9")]
        self.cases = [m.CaseInfo("S.t1", "S", "t1", "c1", "claim", "x", True, "p"),
                      m.CaseInfo("S.t2", "S", "t2", "c2", "example", "", True, "p"),
                      m.CaseInfo("S.t3", "S", "t3", "c3", "api-shape", "", False, "p")]
        base = {"S.t1": "passed", "S.t2": "passed", "S.t3": "passed"}
        self.table = m.build_table(
            self.mutants, {"R1": "compile-time"}, self.cases, base,
            {"r4-a": {**base, "S.t1": "failed"}, "r4-b": base, "r9-c": {**base, "S.t1": "crashed"}},
            engine_runs={"r4-a": {"E.x": "failed"}, "r4-b": {"E.x": "passed"}, "r9-c": {}},
            notes={"r4-b": "nothing observes it"}, case_notes={"S.t2": "observes text only"})

    def test_score_counts_mutants_with_a_killing_case(self):
        self.assertEqual(self.table["score"], {"killed": 2, "total": 3, "ratio": 0.6667})

    def test_kills_per_case_and_per_mutant(self):
        by_ref = {c["ref"]: c for c in self.table["cases"]}
        self.assertEqual(by_ref["S.t1"]["kills"], ["r4-a", "r9-c"])
        mut = {x["id"]: x for x in self.table["mutants"]}
        self.assertEqual(mut["r9-c"]["crashedOrTimedOut"], ["S.t1"])
        self.assertEqual(mut["r4-a"]["engineTestsKilledBy"], ["E.x"])
        self.assertEqual(mut["r4-b"]["engineTestsKilledBy"], [])

    def test_rules_survivors_and_quiet_behavioural_cases(self):
        rules = {r["rule"]: r for r in self.table["rules"]}
        self.assertEqual(rules["R4"]["status"], "partly-killed")
        self.assertEqual(rules["R9"]["status"], "killed")
        self.assertEqual(rules["R1"]["status"], "no-mutant")
        self.assertEqual(rules["R2"]["status"], "no-mutant")
        self.assertEqual(self.table["survivors"], [{"id": "r4-b", "rule": "R4", "breaks": "breaks R4 too", "note": "nothing observes it"}])
        self.assertEqual(self.table["behaviouralCasesKillingNothing"], [{"ref": "S.t2", "note": "observes text only"}])

    def test_render_only_reapplies_notes(self):
        table = m.apply_notes(self.table, {"r4-b": "new reason"}, {})
        self.assertEqual(table["survivors"][0]["note"], "new reason")
        self.assertEqual(table["behaviouralCasesKillingNothing"][0]["note"], "")

    def test_markdown_lists_score_and_survivors(self):
        text = m.render_markdown({**self.table, "command": "make mutants"}, "docs/mutants.json")
        self.assertIn("2 / 3 mutants killed", text)
        self.assertIn("`r4-b` (R4: breaks R4 too). nothing observes it", text)
        self.assertIn("- `S.t2`: observes text only", text)


if __name__ == "__main__":
    unittest.main()

#!/usr/bin/env python3
"""make mutants: mutation testing of the generated conformance suites against engine mutants.

Builds the tests once with -DDOCGEN_MUTANTS into a separate scratch path, runs the
ConformanceTests target with no mutant (baseline: every case must pass) and once per mutant of
the catalog (Sources/FocusEngine/Mutants/Mutant.swift, DOCGEN_MUTANT=<id>), optionally the
engine's own FocusEngineTests too (a mutant they do not kill is suspect), and writes the mutation
table as JSON (schema in docs/mutants.md) and the markdown summary docs/mutants.md.

Test results come from the plain XCTest console output (one process per run, no --parallel:
SwiftPM writes --xunit-output only with --parallel, which spawns a process per test and is
several times slower here). A run that crashes or hangs is resumed without the tests that already
finished; the test that was running when it died counts as failed (killed).

The logic (parsing, the table, the markdown) is in pure functions tested by
scripts/test_mutants.py (python3 -m unittest discover -s scripts -p 'test_mutants.py').
"""
from __future__ import annotations

import argparse
import contextlib
import datetime as _dt
import fcntl
import json
import os
import re
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

SCHEMA_VERSION = 1
ROOT = Path(__file__).resolve().parent.parent
CATALOG = ROOT / "Sources/FocusEngine/Mutants/Mutant.swift"
GENERATED = ROOT / "Tests/ConformanceTests/Generated"
CASES = ROOT / "corpus/cases"
NOTES = ROOT / "scripts/mutant-notes.json"


# ---------------------------------------------------------------------------------------------
# Catalog


@dataclass
class MutantInfo:
    id: str
    case_name: str
    rule: str
    breaks: str


def rule_of(mutant_id: str) -> str:
    match = re.match(r"r(\d+)-", mutant_id)
    if not match:
        raise ValueError(f"mutant id {mutant_id!r} does not start with r<rule>-")
    return f"R{int(match.group(1))}"


def parse_catalog(source: str) -> tuple[list[MutantInfo], dict[str, str]]:
    """Mutants (declaration order) and rules without a mutant from Mutant.swift."""
    ids = re.findall(r'^\s*case (\w+) = "([a-z0-9-]+)"\s*$', source, re.M)
    breaks = dict(re.findall(r'^\s*case \.(\w+): return "((?:[^"\\]|\\.)*)"\s*$', source, re.M))
    mutants = [MutantInfo(id=i, case_name=c, rule=rule_of(i), breaks=breaks.get(c, "")) for c, i in ids]
    block = re.search(r"rulesWithoutMutant[^=]*=\s*\[(.*?)\n\s*\]", source, re.S)
    without = dict(re.findall(r'"(R\d+)":\s*"((?:[^"\\]|\\.)*)"', block.group(1))) if block else {}
    return mutants, without


# ---------------------------------------------------------------------------------------------
# Cases


@dataclass
class CaseInfo:
    ref: str            # Suite.test_method, as XCTest names it
    suite: str
    method: str
    case_id: str
    kind: str
    template: str
    behavioural: bool   # claim or example case with steps
    page: str


def parse_generated_suite(source: str) -> tuple[str, list[tuple[str, str]]]:
    """The suite class and its (case id, test method) pairs from a generated Swift file (a
    companion file, `Suite+ExampleN.swift`, extends the suite's class)."""
    cls = re.search(r"^final class (\w+)\s*:\s*XCTestCase", source, re.M) or re.search(r"^extension (\w+) \{", source, re.M)
    if not cls:
        raise ValueError("no XCTestCase subclass")
    pairs = []
    for region in re.finditer(r"^\s*// docgen:region case (\S+)\s*$", source, re.M):
        method = re.compile(r"^\s*func (test\w*)\(", re.M).search(source, region.end())
        if method:
            pairs.append((region.group(1), method.group(1)))
    return cls.group(1), pairs


def load_cases(generated: Path = GENERATED, cases_dir: Path = CASES) -> list[CaseInfo]:
    result = []
    for swift in sorted(generated.glob("*.swift")):
        suite, pairs = parse_generated_suite(swift.read_text())
        corpus_file = cases_dir / (suite + ".json")
        by_id = {}
        page = ""
        if corpus_file.exists():
            data = json.loads(corpus_file.read_text())
            page = data["suite"].get("pageID", "")
            by_id = {c["id"]: c for c in data["suite"]["cases"]}
        for case_id, method in pairs:
            case = by_id.get(case_id, {})
            kind = case.get("kind", "unknown")
            result.append(CaseInfo(
                ref=f"{suite}.{method}", suite=suite, method=method, case_id=case_id, kind=kind,
                template=case.get("template", ""),
                # Expected-different cases (a rule's Incorrect example lacks the Correct one's
                # benefit) assert an absence and have a verdict of their own: not behavioural passes.
                behavioural=kind in ("claim", "example") and bool(case.get("steps")) and case.get("outcome") != "differs",
                page=page))
    return result


# ---------------------------------------------------------------------------------------------
# XCTest output

_LINE = re.compile(r"^Test Case '(?:-\[)?(?:\w+\.)?([\w]+)[ .](\w+)\]?' (started|passed|failed|skipped)")


def parse_xctest_output(text: str) -> tuple[dict[str, str], str | None]:
    """Test outcomes (`Suite.test` → passed/failed/skipped) and the test left running, if any."""
    outcomes: dict[str, str] = {}
    running = None
    for line in text.splitlines():
        m = _LINE.match(line)
        if not m:
            continue
        ref = f"{m.group(1)}.{m.group(2)}"
        if m.group(3) == "started":
            running = ref
        else:
            outcomes[ref] = m.group(3)
            if running == ref:
                running = None
    return outcomes, running


# ---------------------------------------------------------------------------------------------
# The table


def build_table(mutants: list[MutantInfo], without: dict[str, str], cases: list[CaseInfo],
                baseline: dict[str, str], runs: dict[str, dict[str, str]],
                engine_runs: dict[str, dict[str, str]] | None = None,
                notes: dict[str, str] | None = None, meta: dict | None = None,
                case_notes: dict[str, str] | None = None) -> dict:
    """The mutation table (JSON value; schema in docs/mutants.md).

    `runs[mutant id]` maps `Suite.test` to its outcome under that mutant (`failed`, `crashed` and
    `timeout` kill; a case missing from a run is `not-run`). `engine_runs` is the same for the
    engine's own FocusEngineTests, if run.
    """
    notes = notes or {}
    case_notes = case_notes or {}
    killing = {"failed", "crashed", "timeout"}
    case_refs = [c.ref for c in cases]
    mutant_rows = []
    kills_by_case: dict[str, list[str]] = {ref: [] for ref in case_refs}
    for m in mutants:
        run = runs.get(m.id, {})
        killed_by = sorted(ref for ref in case_refs if run.get(ref) in killing)
        for ref in killed_by:
            kills_by_case[ref].append(m.id)
        row = {
            "id": m.id, "rule": m.rule, "breaks": m.breaks,
            "status": "killed" if killed_by else "survived",
            "killedBy": killed_by,
            "crashedOrTimedOut": sorted(ref for ref in case_refs if run.get(ref) in ("crashed", "timeout")),
            "notRun": sorted(ref for ref in case_refs if ref not in run),
        }
        if engine_runs is not None:
            erun = engine_runs.get(m.id, {})
            ekilled = sorted(ref for ref, outcome in erun.items() if outcome in killing)
            row["engineTestsKilledBy"] = ekilled
        if not killed_by:
            row["note"] = notes.get(m.id, "")
        mutant_rows.append(row)

    rules = rule_rows(mutant_rows, without)

    case_rows = [{
        "ref": c.ref, "suite": c.suite, "method": c.method, "caseID": c.case_id, "kind": c.kind,
        "template": c.template, "page": c.page, "behavioural": c.behavioural,
        "baseline": baseline.get(c.ref, "not-run"), "kills": sorted(kills_by_case[c.ref]),
    } for c in cases]
    killed_total = sum(1 for r in mutant_rows if r["status"] == "killed")
    total = len(mutant_rows)
    table = {
        "schemaVersion": SCHEMA_VERSION,
        **(meta or {}),
        "score": {"killed": killed_total, "total": total,
                  "ratio": round(killed_total / total, 4) if total else 0.0},
        "baseline": {
            "passed": sum(1 for c in cases if baseline.get(c.ref) == "passed"),
            "notPassed": sorted(c.ref for c in cases if baseline.get(c.ref) != "passed"),
        },
        "mutants": mutant_rows,
        "rules": rules,
        "cases": case_rows,
        "survivors": [{"id": r["id"], "rule": r["rule"], "breaks": r["breaks"], "note": r.get("note", "")}
                      for r in mutant_rows if r["status"] == "survived"],
        "behaviouralCasesKillingNothing": [{"ref": c["ref"], "note": case_notes.get(c["ref"], "")}
                                           for c in case_rows if c["behavioural"] and not c["kills"]],
    }
    return table



def stated_rules() -> set[str]:
    """The rule ids docs/focus-semantics.md states (`**R27 — …`)."""
    path = ROOT / "docs" / "focus-semantics.md"
    return set(re.findall(r"^\*\*(R\d+) —", path.read_text(), re.M)) if path.exists() else set()


def rule_rows(mutant_rows: list[dict], without: dict[str, str]) -> list[dict]:
    """One row per rule — stated in focus-semantics.md, with a mutant, or with a reason for none."""
    numbers = sorted({int(r["rule"][1:]) for r in mutant_rows} | {int(rule[1:]) for rule in without}
                     | {int(rule[1:]) for rule in stated_rules()})
    rules = []
    for number in numbers:
        rule = f"R{number}"
        ms = [r for r in mutant_rows if r["rule"] == rule]
        if not ms:
            rules.append({"rule": rule, "mutants": [], "killed": [], "survived": [], "status": "no-mutant",
                          "reason": without.get(rule, "no mutant in the catalog")})
            continue
        killed = [r["id"] for r in ms if r["status"] == "killed"]
        survived = [r["id"] for r in ms if r["status"] == "survived"]
        status = "killed" if not survived else ("survived" if not killed else "partly-killed")
        rules.append({"rule": rule, "mutants": [r["id"] for r in ms], "killed": killed,
                      "survived": survived, "status": status})
    return rules

def apply_notes(table: dict, notes: dict[str, str], case_notes: dict[str, str]) -> dict:
    """The table with survivor and quiet-case notes replaced (for --render-only)."""
    for row in table["mutants"]:
        if row["status"] == "survived":
            row["note"] = notes.get(row["id"], "")
    for s in table["survivors"]:
        s["note"] = notes.get(s["id"], "")
    for q in table["behaviouralCasesKillingNothing"]:
        q["note"] = case_notes.get(q["ref"], "")
    _, without = parse_catalog(CATALOG.read_text())
    table["rules"] = rule_rows(table["mutants"], without)
    return table


def _cell(text: str) -> str:
    return text.replace("|", "\\|").replace("\n", " ")


def render_markdown(table: dict, json_path: str) -> str:
    score = table["score"]
    lines = [
        "# Mutation testing of the conformance suites",
        "",
        "Generated by `make mutants` (`scripts/mutants.py`); do not edit by hand — notes on survivors",
        "live in `scripts/mutant-notes.json`. The catalog is `Sources/FocusEngine/Mutants/Mutant.swift`",
        "(rule by rule also in [focus-semantics.md](focus-semantics.md)); the full table, with every",
        f"case, is `{json_path}` (schema below).",
        "",
        f"- command: `{table.get('command', '')}`",
        f"- date: {table.get('date', '')}",
        f"- commit: `{table.get('commit', '')}`",
        f"- duration: {table.get('durationSeconds', 0):.0f} s wall, of which "
        f"{table.get('lockWaitSeconds', 0):.0f} s waiting for the shared build lock (build "
        f"{table.get('buildSeconds', 0):.0f} s; {table.get('runs', 0)} test runs)",
        f"- baseline: {table['baseline']['passed']} of {len(table['cases'])} conformance cases pass with no mutant"
        + (f"; not passing: {', '.join(table['baseline']['notPassed'])}" if table['baseline']['notPassed'] else ""),
        "",
        f"**Mutation score: {score['killed']} / {score['total']} mutants killed ({score['ratio'] * 100:.1f} %).**",
        "",
        "## How it works",
        "",
        "Each mutant (`Sources/FocusEngine/Mutants/Mutant.swift`) breaks one rule of",
        "[focus-semantics.md](focus-semantics.md). Its check sits in the engine inside",
        "`#if DOCGEN_MUTANTS`, so normal and release builds contain none; `make mutants` builds the tests",
        "once with `-Xswiftc -DDOCGEN_MUTANTS` into `.build-mutants` and runs",
        "`DOCGEN_MUTANT=<id> swift test --skip-build --scratch-path .build-mutants --filter ConformanceTests`",
        "once per mutant (the engine reads the variable once; an unknown id stops the process). A mutant",
        "is *killed* when at least one conformance case fails (or crashes) under it. The same run",
        "executes the engine's own `FocusEngineTests` under every mutant (last column below): every",
        "mutant must be killed there, or it is not a real break of its rule. `FocusEngineTests.MutantProbeTests`",
        "(in `make test`) compiles the engine with the flag and checks that a handful of mutants still",
        "break their rule.",
        "",
        "## Cost in normal builds",
        "",
        "None measurable by construction: outside `#if DOCGEN_MUTANTS` the engine gained only three",
        "`@inline(__always)` helpers that return the constant `false` and one (`Engine.follows`) that is",
        "the expression it replaced. `python3 scripts/mutant_codegen_check.py da689a7 HEAD` compiles",
        "`Sources/FocusEngine` with `-O -wmo` (the release configuration of `focus-bench`) at the branch",
        "point and with the mutants and compares machine code per function: of 2,357 common functions,",
        "5 differ, none on a focus path (`FocusHost.init` inlining, two derived `==`, two dictionary",
        "`find` specializations now shared with the catalog's `[String: String]`); `resyncKeyboardBindings`,",
        "`applyKeyboardRequests` (with the inlined single-request path and `moveKeyboardFocus`),",
        "`retryUnmatchedRequests`, `resyncAccessibilityBindings`, `refresh`, `renderRoot`,",
        "`keyboardMatch`, `setState` and `submit` are instruction-identical; the rest is the `Mutant`",
        "catalog itself, which no engine path calls. The 7-minute `focus-bench` release build was not",
        "rerun.",
        "",
        "## Per rule",
        "",
        "| rule | status | killed | survived |",
        "|---|---|---|---|",
    ]
    for r in table["rules"]:
        if r["status"] == "no-mutant":
            lines.append(f"| {r['rule']} | no mutant | — | {_cell(r['reason'])} |")
        else:
            lines.append(f"| {r['rule']} | {r['status']} | {', '.join(f'`{m}`' for m in r['killed']) or '—'} | "
                         f"{', '.join(f'`{m}`' for m in r['survived']) or '—'} |")
    lines += ["", "## Mutants", "",
              "| mutant | rule | breaks | killed by (conformance cases) | engine tests killing it |",
              "|---|---|---|---|---|"]
    for m in table["mutants"]:
        killers = m["killedBy"]
        shown = ", ".join(f"`{k}`" for k in killers[:4]) + (f" and {len(killers) - 4} more" if len(killers) > 4 else "")
        engine = m.get("engineTestsKilledBy")
        engine_cell = "—" if engine is None else (str(len(engine)) if engine else "**0**")
        lines.append(f"| `{m['id']}` | {m['rule']} | {_cell(m['breaks'])} | {shown or '**survives**'} | {engine_cell} |")
    lines += ["", "## Surviving mutants", ""]
    if not table["survivors"]:
        lines.append("None.")
    for s in table["survivors"]:
        lines.append(f"- `{s['id']}` ({s['rule']}: {s['breaks']}). {s['note'] or 'No analysis recorded yet.'}")
    lines += ["", "## Behavioural cases that kill no mutant", "",
              "Claim and example cases with steps that pass under every mutant (so they are not yet",
              "evidence for any rule the catalog breaks):", ""]
    quiet = table["behaviouralCasesKillingNothing"]
    lines += [f"- `{q['ref']}`" + (f": {q['note']}" if q["note"] else "") for q in quiet] or ["None."]
    lines += ["", "## Kills per case", "",
              "| case | kind | mutants killed |", "|---|---|---|"]
    for c in table["cases"]:
        lines.append(f"| `{c['ref']}` | {c['kind']}{'' if c['behavioural'] or c['kind'] == 'api-shape' else ' (no steps)'} | "
                     f"{', '.join(f'`{k}`' for k in c['kills']) or '—'} |")
    lines += ["", "## JSON schema (`schemaVersion` 1)", "", SCHEMA_DOC, ""]
    return "\n".join(lines)


SCHEMA_DOC = """\
- `schemaVersion`, `command`, `date` (UTC ISO 8601), `commit`, `durationSeconds` (wall),
  `buildSeconds`, `lockWaitSeconds` (of the wall time, spent waiting for `--lock`), `runs` (test
  processes started, baselines included);
- `score`: `killed`, `total` (mutants in the catalog run), `ratio`;
- `baseline`: `passed` (cases passing with no mutant), `notPassed` (`Suite.test` refs; must be empty);
- `mutants[]`: `id` (the `DOCGEN_MUTANT` value), `rule`, `breaks`, `status` (`killed`|`survived`),
  `killedBy` (case refs failing under it), `crashedOrTimedOut` (subset of `killedBy` that crashed
  or hung), `notRun`, `engineTestsKilledBy` (FocusEngineTests failing under it; absent with
  `--no-engine-tests`), `note` (survivors: why, from `scripts/mutant-notes.json`);
- `rules[]`: `rule` (R1…R26), `mutants`, `killed`, `survived`, `status`
  (`killed`|`partly-killed`|`survived`|`no-mutant`), `reason` (no-mutant rules);
- `cases[]`: `ref` (`Suite.test_method`), `suite`, `method`, `caseID` (the case corpus id), `kind`
  (`claim`|`example`|`api-shape`), `template`, `page`, `behavioural` (claim/example case with steps, not expected-different),
  `baseline` (outcome with no mutant), `kills` (mutant ids);
- `survivors[]`: `id`, `rule`, `breaks`, `note`;
- `behaviouralCasesKillingNothing[]`: `ref`, `note` (why, from `scripts/mutant-notes.json`).

`scripts/mutant-notes.json` holds `mutants` (id → why it survives) and `quietCases` (case ref → why
it kills nothing); `python3 scripts/mutants.py --render-only` re-applies them to the JSON and
rewrites this page without running anything."""


# ---------------------------------------------------------------------------------------------
# Running


@dataclass
class Runner:
    swift: str
    scratch: str
    lock: str | None
    timeout: float
    runs: int = 0
    lock_wait: float = 0.0
    log_dir: Path = field(default_factory=lambda: ROOT / ".build-mutants/logs")

    def command(self, args: list[str]) -> list[str]:
        return [self.swift] + args

    @contextlib.contextmanager
    def locked(self):
        """Holds the shared build lock (flock, as `flock LOCK cmd` would) around one command,
        adding the time spent waiting for it to `lock_wait` (other users of the machine)."""
        if not self.lock:
            yield
            return
        with open(self.lock, "a") as handle:
            t0 = time.monotonic()
            fcntl.flock(handle, fcntl.LOCK_EX)
            self.lock_wait += time.monotonic() - t0
            try:
                yield
            finally:
                fcntl.flock(handle, fcntl.LOCK_UN)

    def build(self) -> None:
        cmd = self.command(["build", "--build-tests", "--scratch-path", self.scratch, "-Xswiftc", "-DDOCGEN_MUTANTS"])
        print("make mutants:", " ".join(cmd), flush=True)
        with self.locked():
            subprocess.run(cmd, cwd=ROOT, check=True)

    def run_tests(self, target: str, mutant: str | None, skip: list[str]) -> dict[str, str]:
        """Outcomes of one target under one mutant, resuming after crashes and hangs."""
        outcomes: dict[str, str] = {}
        env = dict(os.environ)
        env.pop("DOCGEN_MUTANT", None)
        if mutant:
            env["DOCGEN_MUTANT"] = mutant
        self.log_dir.mkdir(parents=True, exist_ok=True)
        for attempt in range(50):
            skips = skip + [re.escape(ref.replace(".", "/", 1)) + "$" for ref in outcomes]
            args = ["test", "--skip-build", "--scratch-path", self.scratch, "--disable-swift-testing",
                    "--filter", target]
            for s in skips:
                args += ["--skip", s]
            self.runs += 1
            try:
                with self.locked():
                    proc = subprocess.run(self.command(args), cwd=ROOT, env=env, capture_output=True,
                                          text=True, timeout=self.timeout)
                text, hung = proc.stdout + proc.stderr, False
            except subprocess.TimeoutExpired as timeout:
                text = (timeout.stdout or b"").decode() if isinstance(timeout.stdout, bytes) else (timeout.stdout or "")
                hung = True
            (self.log_dir / f"{target}-{mutant or 'baseline'}-{attempt}.log").write_text(text)
            found, running = parse_xctest_output(text)
            outcomes.update(found)
            if running is None:
                if hung:
                    print(f"  warning: {target} under {mutant} timed out between tests", file=sys.stderr)
                return outcomes
            outcomes[running] = "timeout" if hung else "crashed"
        return outcomes


def git_commit() -> str:
    try:
        head = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=ROOT, capture_output=True, text=True).stdout.strip()
        dirty = subprocess.run(["git", "status", "--porcelain", "--untracked-files=no"], cwd=ROOT,
                               capture_output=True, text=True).stdout.strip()
        return head + ("-dirty" if dirty else "")
    except OSError:
        return "unknown"


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--swift", default="swift")
    ap.add_argument("--scratch", default=".build-mutants")
    ap.add_argument("--lock", default="", help="hold this flock around every swift command")
    ap.add_argument("--json", default="docs/mutants.json")
    ap.add_argument("--markdown", default="docs/mutants.md")
    ap.add_argument("--mutants", default="", help="comma-separated ids (default: the whole catalog)")
    ap.add_argument("--skip-build", action="store_true")
    ap.add_argument("--no-engine-tests", action="store_true",
                    help="do not also run FocusEngineTests per mutant")
    ap.add_argument("--timeout", type=float, default=300)
    ap.add_argument("--render-only", action="store_true",
                    help="re-apply scripts/mutant-notes.json to the JSON table and rewrite the markdown")
    args = ap.parse_args(argv)
    all_notes = json.loads(NOTES.read_text()) if NOTES.exists() else {}
    notes, case_notes = all_notes.get("mutants", {}), all_notes.get("quietCases", {})
    if args.render_only:
        table = apply_notes(json.loads((ROOT / args.json).read_text()), notes, case_notes)
        (ROOT / args.json).write_text(json.dumps(table, indent=2, sort_keys=True) + "\n")
        (ROOT / args.markdown).write_text(render_markdown(table, args.json))
        return 0

    started = time.monotonic()
    mutants, without = parse_catalog(CATALOG.read_text())
    if args.mutants:
        wanted = args.mutants.split(",")
        unknown = set(wanted) - {m.id for m in mutants}
        if unknown:
            ap.error(f"unknown mutants: {', '.join(sorted(unknown))}")
        mutants = [m for m in mutants if m.id in wanted]
    cases = load_cases()
    runner = Runner(swift=args.swift, scratch=args.scratch, lock=args.lock or None, timeout=args.timeout)

    build_started = time.monotonic()
    if not args.skip_build:
        runner.build()
    build_seconds = time.monotonic() - build_started

    print(f"make mutants: baseline ({len(cases)} conformance cases)", flush=True)
    baseline = runner.run_tests("ConformanceTests", None, [])
    failing = sorted(c.ref for c in cases if baseline.get(c.ref) != "passed")
    if failing:
        print(f"make mutants: baseline must pass, but {len(failing)} cases do not: {', '.join(failing[:10])}",
              file=sys.stderr)
        return 1
    # swiftc subprocesses: compile-time rules (no mutant applies) and the probe, which builds its own mutants
    engine_skip = ["CompileFailureTests", "MutantProbeTests"]
    engine_runs: dict[str, dict[str, str]] | None = None
    if not args.no_engine_tests:
        engine_baseline = runner.run_tests("FocusEngineTests", None, engine_skip)
        bad = sorted(ref for ref, outcome in engine_baseline.items() if outcome not in ("passed", "skipped"))
        if bad:
            print(f"make mutants: FocusEngineTests baseline fails: {', '.join(bad[:10])}", file=sys.stderr)
            return 1
        engine_runs = {}
    runs: dict[str, dict[str, str]] = {}
    for index, m in enumerate(mutants, 1):
        t0 = time.monotonic()
        runs[m.id] = runner.run_tests("ConformanceTests", m.id, [])
        killed = sum(1 for c in cases if runs[m.id].get(c.ref) in ("failed", "crashed", "timeout"))
        extra = ""
        if engine_runs is not None:
            engine_runs[m.id] = runner.run_tests("FocusEngineTests", m.id, engine_skip)
            extra = f", engine tests {sum(1 for o in engine_runs[m.id].values() if o in ('failed', 'crashed', 'timeout'))}"
        print(f"  [{index}/{len(mutants)}] {m.id}: killed by {killed} cases{extra} ({time.monotonic() - t0:.1f} s)",
              flush=True)

    command = "make mutants → python3 scripts/mutants.py " + " ".join(argv)
    meta = {
        "command": command,
        "date": _dt.datetime.now(_dt.timezone.utc).replace(microsecond=0).isoformat(),
        "commit": git_commit(),
        "durationSeconds": round(time.monotonic() - started, 1),
        "buildSeconds": round(build_seconds, 1),
        "lockWaitSeconds": round(runner.lock_wait, 1),
        "runs": runner.runs,
    }
    table = build_table(mutants, without, cases, baseline, runs, engine_runs, notes, meta, case_notes)
    json_path = ROOT / args.json
    json_path.write_text(json.dumps(table, indent=2, sort_keys=True) + "\n")
    (ROOT / args.markdown).write_text(render_markdown(table, args.json))
    s = table["score"]
    print(f"make mutants: score {s['killed']}/{s['total']} ({s['ratio'] * 100:.1f} %), "
          f"{len(table['behaviouralCasesKillingNothing'])} behavioural cases kill nothing; "
          f"{args.json}, {args.markdown} ({meta['durationSeconds']:.0f} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())

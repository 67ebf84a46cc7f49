#!/usr/bin/env python3
"""Example rates of a `docgen run` report, per set of pages (issue 28's measure).

    python3 scripts/example_rates.py REPORT_JSON [--split corpus/generality/split.json] [--set NAME]

For each set (the development and validation halves of the split, or every page as NAME):
Swift examples compiled verbatim / with fillings / documentation errors / not compiled (not
compiled by the planner, did not compile) / not in engine; examples whose views got a scenario
case beyond `example-compiles`; and every failed example case with what its expectations rest on
(the page's sentence, or "derived by the generator").
"""
import argparse
import json
import sys
from collections import OrderedDict


def rates(pages):
    counts = OrderedDict((k, 0) for k in ["examples", "verbatim", "with fillings", "documentation error",
                                           "not compiled", "did not compile", "not in engine", "with a scenario"])
    failed = []
    for page in pages:
        cases = {c["id"]: c for c in page.get("cases", [])}
        for example in page.get("examples", []):
            if example.get("language") != "swift":
                continue
            counts["examples"] += 1
            status = example.get("status")
            if status == "compiled":
                counts["with fillings" if example.get("fillings") else "verbatim"] += 1
            elif status == "documentation-error":
                counts["documentation error"] += 1
            elif status == "not-compiled":
                counts["not compiled"] += 1
            elif status == "did-not-compile":
                counts["did not compile"] += 1
            elif status == "not-in-engine":
                counts["not in engine"] += 1
            ids = [i for i in example.get("caseIDs", []) if not i.startswith("example-compiles")]
            if status == "compiled" and ids:
                counts["with a scenario"] += 1
        for case in page.get("cases", []):
            if case.get("kind") == "example" and case.get("verdict") == "failed":
                failed.append((page["id"], case["id"], case.get("message", "")))
    return counts, failed


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("report")
    parser.add_argument("--split", help="split.json: report its development and validation halves")
    parser.add_argument("--set", default="all", help="name for all pages when no split is given")
    args = parser.parse_args()
    report = json.load(open(args.report))
    pages = report["pages"]
    sets = OrderedDict()
    if args.split:
        split = json.load(open(args.split))["pages"]
        for half in ["development", "validation"]:
            sets[half] = [p for p in pages if split.get(p["id"].split("~")[0]) == half]
    else:
        sets[args.set] = pages
    for name, chosen in sets.items():
        counts, failed = rates(chosen)
        total = counts["examples"] or 1
        compiled = counts["verbatim"] + counts["with fillings"] + counts["documentation error"]
        print(f"{name}: {len(chosen)} pages, {counts['examples']} Swift examples — compiled (incl. documentation errors) "
              f"{compiled} ({100 * compiled / total:.1f}%)")
        print("  " + ", ".join(f"{k} {v}" for k, v in counts.items() if k != "examples"))
        for page, case, message in failed:
            print(f"  FAILED {page} {case}: {message.splitlines()[0] if message else ''}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python3
"""Hand-checked fields of pages against what `docgen extract` found (issue 28's measure).

    python3 scripts/field_check.py MODEL_DIR EXPECTED_JSON [--root PAGES_ROOT] [-v]

EXPECTED_JSON is a list of pages checked by hand, each
  {"file": path of the page (relative to PAGES_ROOT's parent or as the model records it),
   "symbol": title, "declaration": first line or null, "summary": text or null,
   "availability": {platform: introduced}, "parameters": [names], "returnValue": bool,
   "examples": [first non-empty line of each Swift example, in page order]}.
Each field is one check (availability: one per platform, parameters: one per name, examples: one
per example); a field found counts when the model's value equals the expected one after
whitespace is collapsed. Prints every miss with -v, then found / checked per field.
"""
import argparse, collections, glob, json, os, re, sys


def norm(text):
    return re.sub(r"\s+", " ", text or "").strip()


def first_line(text):
    for line in (text or "").split("\n"):
        if line.strip():
            return norm(line)
    return ""


def english(value):
    if isinstance(value, dict):
        return value.get("en") or next(iter(value.values()), "")
    return value or ""


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("model")
    parser.add_argument("expected")
    parser.add_argument("-v", action="store_true")
    args = parser.parse_args()
    pages = {}
    for path in glob.glob(os.path.join(args.model, "pages", "*.json")):
        page = json.load(open(path))
        pages[page["source"]["path"]] = page
    found, checked = collections.Counter(), collections.Counter()
    misses = []

    def check(field, ok, detail):
        checked[field] += 1
        if ok:
            found[field] += 1
        else:
            misses.append(f"{field}: {detail}")

    for entry in json.load(open(args.expected)):
        key = next((p for p in pages if entry["file"].endswith(p) or p.endswith(entry["file"].split("pages/", 1)[-1])), None)
        if key is None:
            for field in ["symbol", "declaration", "summary", "returnValue"]:
                check(field, False, f"{entry['file']}: page not in the model")
            continue
        page = pages[key]
        name = key
        check("symbol", norm(english(page["symbol"].get("title")) or page["symbol"].get("name")) == norm(entry["symbol"])
              or norm(page["symbol"].get("name")) == norm(entry["symbol"]), f"{name}: {page['symbol'].get('name')!r} != {entry['symbol']!r}")
        if entry.get("declaration") is not None:
            declaration = (page.get("declaration") or {}).get("text", "")
            ok = norm(entry["declaration"]) in norm(declaration) or first_line(declaration) == norm(entry["declaration"])
            check("declaration", ok, f"{name}: {first_line(declaration)!r} vs {entry['declaration']!r}")
        if entry.get("summary") is not None:
            summary = english(page.get("summary"))
            if isinstance(summary, list):
                summary = " ".join(summary)
            if isinstance(summary, dict):
                summary = summary.get("text", "")
            check("summary", norm(summary) == norm(entry["summary"]), f"{name}: {norm(summary)!r} vs {entry['summary']!r}")
        have = {a["platform"]: a.get("introduced") for a in page.get("availability") or []}
        for platform, version in entry.get("availability", {}).items():
            check("availability", have.get(platform) == version, f"{name}: {platform} {have.get(platform)!r} vs {version!r}")
        names = [p.get("name") for p in page.get("parameters") or []]
        for parameter in entry.get("parameters", []):
            check("parameters", parameter in names, f"{name}: parameter {parameter!r} not in {names}")
        check("returnValue", bool(page.get("returnValue")) == bool(entry.get("returnValue")),
              f"{name}: return value {bool(page.get('returnValue'))} vs {entry.get('returnValue')}")
        firsts = [first_line(e.get("code")) for e in page.get("examples") or [] if (e.get("language") or "swift") == "swift"]
        for index, line in enumerate(entry.get("examples", [])):
            check("examples", index < len(firsts) and firsts[index] == norm(line),
                  f"{name}: example {index + 1} {firsts[index] if index < len(firsts) else None!r} vs {line!r}")
    if args.v:
        for miss in misses:
            print("  MISS " + miss)
    total_found, total = sum(found.values()), sum(checked.values())
    for field in checked:
        print(f"  {field}: {found[field]} of {checked[field]}")
    print(f"fields found: {total_found} of {total} ({100.0 * total_found / max(total, 1):.1f}%)")


if __name__ == "__main__":
    sys.exit(main())

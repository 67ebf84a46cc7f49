#!/usr/bin/env python3
"""Checks that the mutant checks cost nothing in normal builds: compiles Sources/FocusEngine with
-O -wmo (as `swift build -c release` does) at two commits and compares the machine code of the
functions both have, ignoring block labels and symbol numbering.

    python3 scripts/mutant_codegen_check.py BASE [HEAD] [--lock /tmp/swift-build.lock]

Prints the functions only one side has and the engine functions whose code differs. Result at
the introduction of the mutants (da689a7 → mutants branch): docs/mutants.md, "Cost in normal builds".
"""
import argparse
import difflib
import re
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
HOT = ("resyncKeyboardBindings", "applyKeyboardRequests", "retryUnmatchedRequests", "resyncAccessibilityBindings",
       "moveFocus", "refresh", "renderRoot", "keyboardMatch", "setState", "submit")


def assemble(commit: str, folder: Path, lock: str | None) -> Path:
    src = folder / commit
    src.mkdir(parents=True)
    archive = subprocess.run(["git", "archive", commit, "Sources/FocusEngine"], cwd=ROOT, check=True, capture_output=True).stdout
    subprocess.run(["tar", "-x", "-C", str(src)], input=archive, check=True)
    files = sorted(str(p) for p in (src / "Sources/FocusEngine").rglob("*.swift"))
    out = folder / f"{commit}.s"
    cmd = ["swiftc", "-O", "-wmo", "-parse-as-library", "-swift-version", "6", "-module-name", "FocusEngine",
           "-emit-assembly", *files, "-o", str(out)]
    subprocess.run((["flock", lock] if lock else []) + cmd, check=True)
    return out


def functions(path: Path) -> dict[str, list[str]]:
    text = path.read_text()
    names = set(re.findall(r"\.type\s+([^,\s]+),@function", text))
    result, current, body = {}, None, []
    for line in text.splitlines():
        label = re.match(r"^([^\s#:.][^\s:]*):\s*(#.*)?$", line)
        if label:
            if current:
                result[current] = body
            current, body = (label.group(1) if label.group(1) in names else None), []
            continue
        s = line.strip()
        if current is None or not s or s.startswith((".cfi", "#")):
            continue
        s = re.sub(r"\$s\w+", "SYM", s)
        s = re.sub(r"__unnamed_\d+|\bl_\w+|\.L\w*|\.str\.\d+", "L", s)
        s = re.sub(r"#.*$", "", s).strip()
        if s:
            body.append(s)
    if current:
        result[current] = body
    return result


def demangle(names: list[str]) -> list[str]:
    if not names:
        return []
    return subprocess.run(["swift", "demangle", "--simplified"], input="\n".join(names), capture_output=True,
                          text=True).stdout.splitlines()


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("base")
    ap.add_argument("head", nargs="?", default="HEAD")
    ap.add_argument("--lock", default="")
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        a = functions(assemble(args.base, Path(tmp), args.lock or None))
        b = functions(assemble(args.head, Path(tmp), args.lock or None))
    common = sorted(set(a) & set(b))
    differ = [k for k in common if a[k] != b[k]]
    # Block layout may permute: compare as multisets too, to separate reordering from new code.
    changed = [k for k in differ if sorted(a[k]) != sorted(b[k])]
    print(f"functions: {args.base} {len(a)}, {args.head} {len(b)}, common {len(common)}, "
          f"differing {len(differ)} (of which only block order: {len(differ) - len(changed)})")
    print("only in", args.head + ":", ", ".join(sorted(set(demangle(sorted(set(b) - set(a)))))) or "none")
    print("only in", args.base + ":", ", ".join(sorted(set(demangle(sorted(set(a) - set(b)))))) or "none")
    for name, key in zip(demangle(changed), changed):
        print(f"  changed: {name[:160]} ({len(a[key])} -> {len(b[key])} instructions)")
    for hot in HOT:
        keys = [k for k in common if hot in k]
        same = sum(a[k] == b[k] for k in keys)
        print(f"  hot path {hot}: {same}/{len(keys)} symbols identical")
    return 0


if __name__ == "__main__":
    sys.exit(main())

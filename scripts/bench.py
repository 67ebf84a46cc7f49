#!/usr/bin/env python3
"""`make bench`: the extract/generate benchmark of issue 7.

Builds docgen in release, then measures side by side, each at least --runs times (medians and
min–max), and rewrites the region between `<!-- bench:begin -->` and `<!-- bench:end -->` in
docs/performance.md:

  1. `docgen extract` over the shared SwiftUI dump vs the cmark-gfm floor (`cmark-gfm -t xml`,
     same files, same GFM extensions, both cores through `xargs -P`);
  2. `docgen extract` over HTML (the HTML fixtures replicated under renamed paths) vs
     `xmllint --html --noout` over the same files;
  3. scaling: the dump replicated 10x (hard links under copy-00 … copy-09) vs 1x, interleaved;
  4. `docgen generate` over the full dump's focus pages (model of the full extraction restricted
     to pages whose id mentions focus, plus the bundled corpus's pages);
  5. incremental debug build of the generated suites (`swift build --build-tests`) after one
     bundled page changes and `docgen generate` rewrites its suite;
  6. re-extract with `--cache` (a copy of the dump): unchanged, and with 1 % of the pages
     changed before each run, against the cmark-gfm floor over the same copy.

Every child's wall time comes from perf_counter, CPU time (user + system, children included) and
peak RSS (largest single process) from wait4. With --lock FILE every build and every
measurement group holds flock(FILE), so no build on a shared machine competes while we measure.
"""
import argparse
import os
import shutil
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from benchlib import (Group, Lock, describe_machine, load_average, run_checked,  # noqa: E402
                      samples, write_region)
from benchsteps import (build_html_corpus, build_replica, changed_page_edit,  # noqa: E402
                        focus_model, markdown_files, total_bytes)
from benchtable import render  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
CMARK_EXTENSIONS = "-e table -e strikethrough -e autolink -e tagfilter -e tasklist"


def parse_arguments():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--shared", default="../shared", help="folder holding corpus/sosumi-swiftui")
    parser.add_argument("--runs", type=int, default=5, help="measured runs per command (>= 5 for the table)")
    parser.add_argument("--jobs", type=int, default=2, help="docgen --jobs and xargs -P")
    parser.add_argument("--lock", default="", help="flock this file around builds and measurements")
    parser.add_argument("--only", default="extract,html,scaling,generate,incremental,cache",
                        help="comma-separated subset of the measurement groups")
    parser.add_argument("--doc", default="docs/performance.md", help="file whose bench region is rewritten")
    parser.add_argument("--no-write", action="store_true", help="print the table, leave the doc alone")
    parser.add_argument("--swift", default=os.environ.get("SWIFT", "swift"))
    return parser.parse_args()


def check_prerequisites(args):
    corpus = Path(args.shared) / "corpus" / "sosumi-swiftui" / "documentation"
    if not corpus.is_dir():
        sys.exit(f"make bench: the shared SwiftUI dump is missing: {corpus} does not exist.\n"
                 "  The benchmark needs ../shared (beside the checkout) or SHARED=/path/to/shared;\n"
                 "  make run and make test do not need it.")
    missing = [tool for tool in ("cmark-gfm", "xmllint") if shutil.which(tool) is None]
    if missing:
        sys.exit(f"make bench: missing tools: {' '.join(missing)} "
                 "(Debian: apt-get install cmark-gfm libxml2-utils; make bench-setup installs them)")
    return corpus.resolve()


def main():
    args = parse_arguments()
    os.chdir(ROOT)
    corpus = check_prerequisites(args)
    groups = set(args.only.split(","))
    lock = Lock(args.lock)
    work = Path(tempfile.mkdtemp(prefix="docgen-bench-"))
    results = {"runs": args.runs, "jobs": args.jobs, "groups": groups}
    try:
        with lock:
            print("bench: building release docgen", flush=True)
            run_checked([args.swift, "build", "-c", "release", "--product", "docgen"])
        docgen = str(ROOT / ".build" / "release" / "docgen")
        results["machine"] = describe_machine(args.swift)
        files = markdown_files(corpus)
        results["corpus"] = {"pages": len(files), "bytes": total_bytes(files), "path": str(corpus)}
        model = work / "model-1x"
        if "extract" in groups:
            results["extract"] = measure_extract(args, lock, docgen, corpus, work, model)
        if "html" in groups:
            results["html"] = measure_html(args, lock, docgen, work)
        if "scaling" in groups:
            results["scaling"] = measure_scaling(args, lock, docgen, corpus, work)
        if "generate" in groups:
            results["generate"] = measure_generate(args, lock, docgen, corpus, work, model)
        if "incremental" in groups:
            results["incremental"] = measure_incremental(args, lock, docgen, work)
        if "cache" in groups:
            results["cache"] = measure_cache(args, lock, docgen, corpus, work)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    table = render(results)
    print(table)
    if not args.no_write and groups == {"extract", "html", "scaling", "generate", "incremental", "cache"}:
        write_region(ROOT / args.doc, table)
        print(f"bench: table written to {args.doc}")
    elif not args.no_write:
        print("bench: partial run (--only); docs not rewritten")


def measure_extract(args, lock, docgen, corpus, work, model):
    """docgen extract over the dump vs cmark-gfm over the same files, interleaved run by run."""
    extract = f"{docgen} extract {q(corpus)} --out {q(model)} --jobs {args.jobs}"
    floors = {
        "cmark-gfm, xargs -P{j} -n 200".format(j=args.jobs): f"-P{args.jobs} -n 200",
        "cmark-gfm, xargs -P1 -n 200": "-P1 -n 200",
        "cmark-gfm, xargs -P{j} -n 1 (a process per page)".format(j=args.jobs): f"-P{args.jobs} -n 1",
    }
    # The same extraction into a folder of its own each run: every page file is created (the row
    # above re-extracts into the model of the previous run, where unchanged pages are not written
    # again). Nothing is deleted before or during the runs: on a file system that skips recently
    # freed inodes one by one when creating files (ext4 without a journal, as here), creating
    # thousands of files right after deleting thousands costs seconds of system time that
    # belong to the deletion, not to the command measured. The folders go with `work` at the end.
    fresh = f"{docgen} extract {q(corpus)} --out {q(work)}/fresh-$(date +%s%N) --jobs {args.jobs}"
    commands = {"docgen extract": extract, "docgen extract, into a new folder": fresh}
    for label, xargs in floors.items():
        commands[label] = (f"find {q(corpus)} -type f -name '*.md' -print0 | "
                           f"xargs -0 {xargs} cmark-gfm --unsafe {CMARK_EXTENSIONS} -t xml > /dev/null")
    print("bench: extract vs cmark-gfm floor", flush=True)
    return measure_side_by_side(args, lock, commands)


def measure_html(args, lock, docgen, work):
    html = build_html_corpus(ROOT / "Tests" / "DocExtractTests" / "Fixtures" / "html", work / "html", copies=500)
    commands = {
        "docgen extract": f"{docgen} extract {q(html['path'])} --out {q(work / 'model-html')} --jobs {args.jobs}",
        f"xmllint --html --noout, xargs -P{args.jobs} -n 200": (
            f"find {q(html['path'])} -type f -name '*.html' -print0 | "
            f"xargs -0 -P{args.jobs} -n 200 xmllint --html --noout > /dev/null 2>&1"),
    }
    print("bench: HTML extract vs xmllint floor", flush=True)
    result = measure_side_by_side(args, lock, commands)
    result["corpus"] = html
    return result


def measure_scaling(args, lock, docgen, corpus, work):
    """10x against 1x, interleaved run by run: the ratio compares runs made side by side, not a 1x run
    of the extract table made minutes earlier (a shared machine's speed drifts more than that)."""
    replica = build_replica(corpus, work / "x10", copies=10)
    commands = {"docgen extract 10x": f"{docgen} extract {q(replica)} --out {q(work / 'model-10x')} --jobs {args.jobs}",
                "docgen extract 1x": f"{docgen} extract {q(corpus)} --out {q(work / 'model-1x')} --jobs {args.jobs}"}
    print("bench: 10x replicated dump", flush=True)
    result = measure_side_by_side(args, lock, commands)
    shutil.rmtree(work / "model-10x", ignore_errors=True)
    return result


def measure_generate(args, lock, docgen, corpus, work, model):
    if not (model / "index.json").exists():
        with lock:
            run_checked(f"{docgen} extract {q(corpus)} --out {q(model)} --jobs {args.jobs}", shell=True)
    focus = focus_model(model, work / "model-focus", ROOT / "corpus" / "pages" / "sosumi")
    out = work / "generate-focus" / "Generated"
    command = (f"{docgen} generate {q(focus['path'])} --out {q(out)} --cases {q(work / 'generate-focus' / 'cases')} "
               f"--templates {q(ROOT / 'templates')}")
    print(f"bench: generate over {focus['pages']} focus pages", flush=True)
    result = measure_side_by_side(args, lock, {"docgen generate (focus pages)": command})
    result["focus"] = focus
    result["suites"] = len(list(out.glob("*.swift")))
    return result


def measure_incremental(args, lock, docgen, work):
    """One bundled page changes → regenerate → debug `swift build --build-tests`; then revert."""
    generated = ROOT / "Tests" / "ConformanceTests" / "Generated"
    edit = changed_page_edit(ROOT / "corpus" / "pages")
    model = work / "model-bundled"
    regenerate = (f"rm -rf {q(model)} && {docgen} extract corpus/pages --out {q(model)} > /dev/null && "
                  f"{docgen} generate {q(model)} > /dev/null")
    build = f"{args.swift} build --build-tests > /dev/null"
    print("bench: incremental build of the generated suites", flush=True)
    group = Group("swift build --build-tests after one page changed")
    regen = Group("docgen extract + generate (bundled corpus)")
    changed = set()
    with lock:
        run_checked(f"{args.swift} build --build-tests", shell=True)  # the baseline: everything built
        try:
            for _ in range(args.runs):
                for apply in (edit.apply, edit.revert):
                    apply()
                    regen.loads.append(load_average())
                    regen.add(samples(regenerate))
                    changed |= edit.changed_suites(generated)
                    group.loads.append(load_average())
                    group.add(samples(build))
        finally:
            edit.revert()
            run_checked(regenerate, shell=True)
    if run_checked("git status --porcelain -- Tests/ConformanceTests/Generated corpus", shell=True, capture=True).strip():
        sys.exit("bench: the generated suites or corpus differ from the commit after the incremental run")
    return {"build": group.summary(), "regenerate": regen.summary(), "page": edit.describe(),
            "suites": sorted(changed)}


def measure_cache(args, lock, docgen, corpus, work):
    """`docgen extract --cache` over a copy of the dump: unchanged, and with every 100th page
    (1 %) edited before each run (a new sentence each time, so those pages miss), interleaved with
    the cmark-gfm floor over the same copy. The cache is filled by one run first."""
    copy = work / "cache-input"
    shutil.copytree(corpus, copy)
    files = sorted(copy.rglob("*.md"))
    edited = files[::100]
    cache, model = work / "page-cache", work / "model-cache"
    extract = f"{docgen} extract {q(copy)} --out {q(model)} --jobs {args.jobs} --cache {q(cache)}"
    floor_label = f"cmark-gfm, xargs -P{args.jobs} -n 200"
    floor = (f"find {q(copy)} -type f -name '*.md' -print0 | "
             f"xargs -0 -P{args.jobs} -n 200 cmark-gfm --unsafe {CMARK_EXTENSIONS} -t xml > /dev/null")
    labels = ["docgen extract --cache, unchanged", f"docgen extract --cache, {len(edited)} pages (1 %) changed", floor_label]
    groups = {label: Group(label) for label in labels}
    print(f"bench: re-extract with a cache ({len(files)} pages, {len(edited)} edited per run)", flush=True)
    with lock:
        run_checked(f"{extract} > /dev/null", shell=True)
        run_checked(f"{floor}", shell=True)
        for run in range(args.runs):
            for label in labels:
                if label == labels[1]:
                    for path in edited:
                        with open(path, "a", encoding="utf-8") as handle:
                            handle.write(f"\n\nA sentence the bench adds in run {run}.\n")
                groups[label].loads.append(load_average())
                groups[label].add(samples(extract if label != floor_label else floor))
    result = {label: group.summary() for label, group in groups.items()}
    result["pages"] = len(files)
    result["edited"] = len(edited)
    return result


def measure_side_by_side(args, lock, commands):
    groups = {label: Group(label) for label in commands}
    with lock:
        for command in commands.values():  # warm the page cache, check the command works
            run_checked(f"{command} > /dev/null", shell=True)
        for _ in range(args.runs):
            for label, command in commands.items():
                groups[label].loads.append(load_average())
                groups[label].add(samples(command))
    return {label: group.summary() for label, group in groups.items()}


def q(path):
    import shlex
    return shlex.quote(str(path))


if __name__ == "__main__":
    main()

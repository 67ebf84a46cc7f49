#!/usr/bin/env python3
"""make generality: how well docgen reads focus prose it was not built against.

The 96 focus/zoom/submit pages of the shared sosumi dump are split once into a development
half and a validation half by a hash of each page's id (sha256 of the id; first byte < 128 is
development). The split is committed in corpus/generality/split.json and checked here: a page
whose half no longer follows the rule, or a page missing from the split, fails the run.

Each half (and any --set DIR given) is extracted and generated with the claim reader named by
--reader (default: frames, the compositional reader alone, sentence patterns out of the path),
and the claims line of `docgen generate` is printed side by side. Nothing is compiled or run:
coverage here is what the generator plans. Usage:

    python3 scripts/generality.py --docgen .build/debug/docgen --shared ../shared
    python3 scripts/generality.py ... --set fresh=/work/fresh-focus/pages --reader frames
    python3 scripts/generality.py ... --uncovered development   # the half's unread sentences
"""
import argparse
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

SELECT = re.compile(r"focus|zoom|submit", re.IGNORECASE)
SPLIT_FILE = os.path.join(os.path.dirname(__file__), "..", "corpus", "generality", "split.json")


def half_of(page_id):
    """development when the first byte of sha256(page id) is below 128, else validation."""
    return "development" if hashlib.sha256(page_id.encode()).digest()[0] < 128 else "validation"


def focus_files(dump):
    root = os.path.join(dump, "documentation")
    found = []
    for folder, _, names in os.walk(root):
        for name in names:
            path = os.path.relpath(os.path.join(folder, name), dump)
            if name.endswith(".md") and SELECT.search(path):
                found.append(path)
    return sorted(found)


def run(command):
    result = subprocess.run(command, capture_output=True, text=True)
    if result.returncode != 0:
        sys.exit(f"generality: {' '.join(command)} failed ({result.returncode}):\n{result.stderr[-3000:]}")
    return result.stdout


def extract(docgen, inputs, model):
    run([docgen, "extract", *inputs, "--out", model])
    with open(os.path.join(model, "index.json")) as handle:
        index = json.load(handle)
    return index


def page_ids(index):
    """(page id, source path) of every page in a model index."""
    pages = index.get("pages", [])
    return [(page["id"], page.get("source", page.get("path", ""))) for page in pages]


def copy_set(dump, files, folder):
    for path in files:
        target = os.path.join(folder, path)
        os.makedirs(os.path.dirname(target), exist_ok=True)
        shutil.copyfile(os.path.join(dump, path), target)


def generate(docgen, model, work, reader):
    out = os.path.join(work, "Generated")
    cases = os.path.join(work, "cases")
    text = run([docgen, "generate", model, "--out", out, "--cases", cases, "--claim-reader", reader])
    line = next((l for l in text.splitlines() if l.startswith("claims:")), "claims: (none)")
    return line, cases


def claim_lines(model, cases):
    """Every claim of the run's suites: its status (covered, or the uncovered reason), the
    templates of the cases that carry it, and the note, from the case corpus."""
    claims = {}
    for name in os.listdir(os.path.join(model, "pages")):
        with open(os.path.join(model, "pages", name)) as handle:
            page = json.load(handle)
        for claim in page.get("claims", []):
            claims[claim["id"]] = claim
    rows = []
    for name in sorted(os.listdir(cases)):
        if name == "index.json" or not name.endswith(".json"):
            continue
        with open(os.path.join(cases, name)) as handle:
            suite = json.load(handle)["suite"]
        templates = {}
        for item in suite.get("cases", []):
            for claim_id in item.get("provenance", {}).get("claimIDs", []):
                templates.setdefault(claim_id, set()).add(item.get("template", ""))
        notes = {item["claimID"]: (item["reason"], item.get("note", "")) for item in suite.get("uncovered", [])}
        for claim_id in sorted(set(templates) | set(notes)):
            reason, note = notes.get(claim_id, ("covered", ""))
            text = claims.get(claim_id, {}).get("text", "")
            rows.append((reason, claim_id, text, ", ".join(sorted(templates.get(claim_id, []))), note))
    return rows


CHAPTER = os.path.join(os.path.dirname(__file__), "..", "Tests", "DocGenerateTests", "Claims",
                       "FocusChapterChineseSentences.swift")
KIND_WORDS = {"structure": "Structure", "instance-method": "Instance Method", "instance-property": "Instance Property",
              "type-property": "Type Property", "initializer": "Initializer", "protocol": "Protocol",
              "enumeration": "Enumeration", "type-method": "Type Method", "case": "Case"}
SECTION_HEADINGS = {"parameters": "参数", "return-value": "返回值", "discussion": "讨论", "overview": "概述"}


def swift_string(text):
    return json.loads('"' + text + '"')


def chapter_chinese_sets(work):
    """Crawl-style zh-Hans pages (no English half) holding the Focus chapter's Chinese sentences,
    one page per documented page, in the development or validation half by the page-id hash."""
    with open(CHAPTER, encoding="utf-8") as handle:
        source = handle.read()
    pages = {}
    for match in re.finditer(r'FocusChapterPage\(id: "([^"]*)", kind: "([^"]*)", name: "([^"]*)",[^)]*?declaration: "((?:[^"\\]|\\.)*)"\)', source, re.S):
        pages[match.group(1)] = {"kind": match.group(2), "name": match.group(3), "declaration": swift_string(match.group(4))}
    sentences = {}
    for match in re.finditer(r'FocusChapterSentence\(family: \.\w+, page: "([^"]*)", section: \.(\w+),\s*english: "(?:[^"\\]|\\.)*",\s*chinese: "((?:[^"\\]|\\.)*)"', source, re.S):
        section = {"returnValue": "return-value"}.get(match.group(2), match.group(2))
        sentences.setdefault(match.group(1), []).append((section, swift_string(match.group(3))))
    folders = {}
    for page_id, items in sorted(sentences.items()):
        page = pages.get(page_id)
        if page is None:
            continue
        half = half_of(page_id)
        folder = folders.setdefault(half, os.path.join(work, "zh-chapter-" + half))
        os.makedirs(folder, exist_ok=True)
        by_section = {}
        for section, text in items:
            by_section.setdefault(section, []).append(text)
        first_parameter = re.search(r"\(\s*(?:\w+\s+)?(\w+)\s*:", page["declaration"])
        lines = [f"--- 来源：https://developer.apple.com/documentation/{page_id}", "", "抓取时间：2025-12-04T00:00:00Z", "", "---", "",
                 f"# {page['name']}", "", f"**{KIND_WORDS.get(page['kind'], 'Structure')}**", ""]
        lines += ["".join(by_section.get("summary", [])) or page["name"], "", "## 声明", "", "```swift", page["declaration"], "```", ""]
        for section in ("parameters", "return-value", "overview", "discussion"):
            if section not in by_section:
                continue
            lines += [f"## {SECTION_HEADINGS[section]}", ""]
            if section == "parameters":
                name = first_parameter.group(1) if first_parameter else "value"
                lines += [f"- **{name}**：" + "".join(by_section[section]), ""]
            else:
                lines += ["".join(by_section[section]), ""]
        name = re.sub(r"[^a-z0-9]+", "_", page_id.lower()).strip("_")
        with open(os.path.join(folder, name + ".zh-Hans.md"), "w", encoding="utf-8") as handle:
            handle.write("\n".join(lines))
    return folders


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--docgen", default=".build/debug/docgen")
    parser.add_argument("--shared", default="../shared")
    parser.add_argument("--reader", default="frames", choices=["frames", "phrasebook", "both"])
    parser.add_argument("--set", action="append", default=[], metavar="NAME=DIR",
                        help="another set of pages to measure beside the two halves")
    parser.add_argument("--uncovered", action="append", default=[],
                        help="print every claim of a set with its status, cases and note (read validation only at the end)")
    parser.add_argument("--chinese-half", action="append", default=[], metavar="NAME=DIR",
                        help="a set made of the zh-Hans halves of the zh-Hans+English crawl files in DIR (English half cut)")
    parser.add_argument("--chapter-chinese", action="store_true",
                        help="two zh-only sets (zh-chapter-development, zh-chapter-validation) of crawl-style pages "
                             "made from the Chinese sentences of Tests/DocGenerateTests/Claims/FocusChapterChineseSentences.swift, "
                             "split by the same hash of the page id")
    parser.add_argument("--init", action="store_true", help="write the split file (only once)")
    args = parser.parse_args()

    dump = os.path.join(args.shared, "corpus", "sosumi-swiftui")
    sets = []
    work = tempfile.mkdtemp(prefix="docgen-generality-")
    if os.path.isdir(os.path.join(dump, "documentation")):
        files = focus_files(dump)
        copy_set(dump, files, os.path.join(work, "all"))
        index = extract(args.docgen, [os.path.join(work, "all")], os.path.join(work, "all-model"))
        by_source = {}
        for page in index.get("pages", []):
            by_source[page["id"]] = page
        ids = sorted(by_source)
        if args.init:
            os.makedirs(os.path.dirname(SPLIT_FILE), exist_ok=True)
            split = {"rule": "sha256(page id): first byte < 128 is development, else validation",
                     "source": "../shared/corpus/sosumi-swiftui, files whose path matches focus|zoom|submit",
                     "pages": {page_id: half_of(page_id) for page_id in ids}}
            with open(SPLIT_FILE, "w") as handle:
                json.dump(split, handle, indent=2, sort_keys=True)
                handle.write("\n")
        with open(SPLIT_FILE) as handle:
            split = json.load(handle)["pages"]
        for page_id in ids:
            if page_id not in split:
                sys.exit(f"generality: page {page_id} is not in {SPLIT_FILE}")
            if split[page_id] != half_of(page_id):
                sys.exit(f"generality: page {page_id} is in {split[page_id]}, the hash rule says {half_of(page_id)}")
        for half in ("development", "validation"):
            chosen = [by_source[i] for i in ids if split[i] == half]
            folder = os.path.join(work, half)
            copy_set(dump, sorted({page["source"] for page in chosen}), folder)
            sets.append((half, folder))
    else:
        print(f"generality: {dump} is absent; measuring only the sets given with --set")
    for item in args.set:
        name, _, folder = item.partition("=")
        sets.append((name, folder))

    for item in args.chinese_half:
        name, _, folder = item.partition("=")
        target = os.path.join(work, name + "-pages")
        os.makedirs(target, exist_ok=True)
        for root, _, names in os.walk(folder):
            for file in sorted(names):
                with open(os.path.join(root, file), encoding="utf-8", errors="replace") as handle:
                    text = handle.read()
                if not text.startswith("--- 来源"):
                    continue
                # The English half starts at its own front matter block ("---\nsource: …").
                cut = text.find("\n---\nsource:")
                with open(os.path.join(target, file), "w", encoding="utf-8") as handle:
                    handle.write(text if cut < 0 else text[:cut + 1])
        sets.append((name, target))

    if args.chapter_chinese:
        for half, folder in chapter_chinese_sets(work).items():
            sets.append(("zh-chapter-" + half, folder))

    print(f"reader: {args.reader}")
    for name, folder in sets:
        model = os.path.join(work, name + "-model")
        index = extract(args.docgen, [folder], model)
        line, cases = generate(args.docgen, model, os.path.join(work, name), args.reader)
        print(f"{name:12} pages {len(index.get('pages', [])):3}  {line}")
        if name in args.uncovered:
            for reason, claim_id, text, templates, note in claim_lines(model, cases):
                print(f"  [{reason}] {claim_id}\n      {text}\n      cases: {templates or '-'}  {note}")
    shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()

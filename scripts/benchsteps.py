"""Inputs for scripts/bench.py: corpus listings, the 10x replica, the HTML corpus, the focus
model and the one-page edit of the incremental build."""
import json
import os
import shutil
import subprocess
from dataclasses import dataclass
from pathlib import Path


def markdown_files(root):
    return sorted(p for p in Path(root).rglob("*.md") if p.is_file())


def total_bytes(files):
    return sum(p.stat().st_size for p in files)


def link_tree(source, destination, rename=lambda name: name):
    """Hard-links every file of `source` under `destination` (copies when linking fails)."""
    for directory, _, names in os.walk(source):
        target = Path(destination) / Path(directory).relative_to(source)
        target.mkdir(parents=True, exist_ok=True)
        for name in names:
            try:
                os.link(Path(directory) / name, target / rename(name))
            except OSError:
                shutil.copy2(Path(directory) / name, target / rename(name))


def build_replica(corpus, destination, copies):
    """`copies` renamed copies of the dump: destination/copy-00/… copy-09/… (same page ids)."""
    if not destination.exists():
        for index in range(copies):
            link_tree(corpus, destination / f"copy-{index:02d}")
    return destination


def build_html_corpus(fixtures, destination, copies):
    """The HTML fixtures, `copies` times under renamed folders: docgen and xmllint read the same files."""
    if not destination.exists():
        for index in range(copies):
            link_tree(fixtures, destination / f"copy-{index:03d}")
    files = sorted(destination.rglob("*.html"))
    return {"path": destination, "files": len(files), "bytes": sum(p.stat().st_size for p in files),
            "fixtures": len(list(Path(fixtures).glob("*.html"))), "copies": copies}


def focus_model(model, destination, bundled_sosumi):
    """The full extraction's model restricted to the focus pages: every page whose id contains
    "focus" plus the pages bundled in corpus/pages/sosumi (onSubmit, submitScope, zoom actions).
    Page files are the full run's, unchanged; the index lists only the kept pages."""
    bundled = {str(p.relative_to(bundled_sosumi / "documentation")) for p in bundled_sosumi.rglob("*.md")}
    index = json.loads((model / "index.json").read_text())
    kept = [e for e in index["pages"] if "focus" in e["id"].lower() or e["source"] in bundled]
    shutil.rmtree(destination, ignore_errors=True)
    (destination / "pages").mkdir(parents=True)
    for entry in kept:
        os.link(model / entry["file"], destination / entry["file"])
    sources = {e["source"] for e in kept}
    index["pages"] = kept
    index["diagnostics"] = [d for d in index["diagnostics"] if d.get("file") in sources]
    (destination / "index.json").write_text(json.dumps(index, indent=2, sort_keys=True, ensure_ascii=False))
    return {"path": destination, "pages": len(kept), "claims": sum(e["claims"] for e in kept),
            "examples": sum(e["examples"] for e in kept)}


@dataclass
class PageEdit:
    """A one-sentence change to a bundled page that changes its generated suite."""
    path: Path
    old: str
    new: str

    def apply(self):
        text = self.path.read_text()
        assert self.old in text, f"{self.path} no longer contains the sentence the benchmark edits"
        self.path.write_text(text.replace(self.old, self.new, 1))

    def revert(self):
        text = self.path.read_text()
        if self.new in text and self.old not in text:
            self.path.write_text(text.replace(self.new, self.old, 1))

    def changed_suites(self, generated):
        out = subprocess.run(["git", "status", "--porcelain", "--", str(generated)], capture_output=True, text=True).stdout
        return {line[3:].rsplit("/", 1)[-1] for line in out.splitlines()}

    def describe(self):
        return f"`{os.path.relpath(self.path)}`: “{self.old}” → “{self.new}”"


def changed_page_edit(pages):
    return PageEdit(pages / "sosumi" / "documentation" / "swiftui" / "view" / "focused(__).md",
                    "If a caller sets the value to `false`, SwiftUI automatically dismisses focus.",
                    "If a caller sets the value to `false`, SwiftUI dismisses focus automatically.")

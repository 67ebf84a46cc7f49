"""Renders scripts/bench.py's results as the markdown that goes into docs/performance.md."""


def span(stat, unit="s", digits=2):
    f = f"{{:.{digits}f}}"
    return f"{f.format(stat['median'])} {unit} ({f.format(stat['min'])}–{f.format(stat['max'])})"


def loads(group):
    low, high = group["load"] or (0, 0)
    return f"{low:.2f}–{high:.2f}"


def verdict(ok):
    return "**met**" if ok else "**missed**"


def rows_for(groups, pages=None, megabytes=None):
    lines = ["| command | wall, median (min–max) | CPU (user+sys) | pages/s | MB/s | peak RSS, median (min–max) "
             "| load avg | other processes' CPU |",
             "| --- | --- | --- | --- | --- | --- | --- | --- |"]
    for group in groups:
        wall = group["wall"]["median"]
        rate = f"{pages / wall:,.0f}" if pages else "–"
        throughput = f"{megabytes / wall:.1f}" if megabytes else "–"
        lines.append(f"| {group['label']} | {span(group['wall'])} | {span(group['cpu'])} | {rate} | {throughput} | "
                     f"{span(group['rss_mib'], 'MB', 0)} | {loads(group)} | {span(group['others'])} |")
    return lines


def render(results):
    m, corpus = results["machine"], results["corpus"]
    pages, megabytes = corpus["pages"], corpus["bytes"] / 1e6
    out = [f"Measured {m['date']} at commit `{m['commit']}` by `make bench` "
           f"(`scripts/bench.py --runs {results['runs']} --jobs {results['jobs']}`; release build).",
           f"Machine: {m['cpu']}, {m['cores']} cores, {m['os']} (Linux {m['kernel']}), {m['swift']}, "
           f"{m['cmark']}, {m['xmllint'].replace('xmllint: ', '')}. "
           "Each cell is the median of the runs with min–max; commands of one table ran interleaved, run by run; "
           "`load avg` is the 1-minute load average before each run (it includes the previous run); "
           "`other processes' CPU` is the CPU time the rest of the machine used during the run (from /proc/stat): "
           "the machine is shared, and with a lock only builds are held off, so that column says how contended "
           "each number is. MB are 10^6 bytes of input; RSS MB are MiB.", ""]
    summary = ["| target | measured | |", "| --- | --- | --- |"]
    extract = results.get("extract")
    if extract:
        docgen = extract["docgen extract"]
        floor_label = next(label for label in extract if label.startswith("cmark-gfm") and "-n 200" in label and "-P1" not in label)
        floor = extract[floor_label]
        ratio = docgen["wall"]["median"] / floor["wall"]["median"]
        rss = docgen["rss_mib"]["max"]
        summary.append(f"| full dump ≤ 4× the cmark-gfm floor (issue 18; the product goal is 2×) | {ratio:.2f}× "
                       f"({docgen['wall']['median']:.2f} s vs {floor['wall']['median']:.2f} s) | {verdict(ratio <= 4)} |")
        fresh = extract.get("docgen extract, into a new folder")
        if fresh:
            fresh_ratio = fresh["wall"]["median"] / floor["wall"]["median"]
            summary.append(f"| full dump into a new folder ≤ 4× the cmark-gfm floor | {fresh_ratio:.2f}× "
                           f"({fresh['wall']['median']:.2f} s vs {floor['wall']['median']:.2f} s) | {verdict(fresh_ratio <= 4)} |")
        summary.append(f"| full dump peak RSS ≤ 150 MB | {rss:.0f} MB (largest run) | {verdict(rss <= 150)} |")
        out += [f"### Full dump: {pages:,} pages, {megabytes:.1f} MB of markdown", ""]
        out += rows_for(extract.values(), pages, megabytes)
        out += ["", f"The floor is `{floor_label}`: `find … -print0 | xargs -0 … cmark-gfm --unsafe -e table "
                "-e strikethrough -e autolink -e tagfilter -e tasklist -t xml > /dev/null` (docgen's options and extensions). "
                "Several files per process are parsed as one document, which costs what parsing them one by one "
                "costs minus the process start; the one-process-per-page row shows that start-up cost. "
                "`docgen extract` re-extracts into the model of its previous run (page files that already hold "
                "the right bytes are left alone); the new-folder row creates every file.", ""]
    html = results.get("html")
    if html:
        c = html.pop("corpus")
        out += [f"### HTML: the {c['fixtures']} HTML fixtures ×{c['copies']} under renamed folders "
                f"({c['files']:,} files, {c['bytes'] / 1e6:.1f} MB)", ""]
        out += rows_for(html.values(), c["files"], c["bytes"] / 1e6)
        html["corpus"] = c
        out.append("")
    scaling = results.get("scaling")
    if scaling:
        # Older results (before the scaling table ran its own 1x) fall back to the extract table's.
        one = scaling.get("docgen extract 1x") or extract["docgen extract"]
        ten = scaling["docgen extract 10x"]
        ratio = ten["wall"]["median"] / one["wall"]["median"]
        cpu = ten["cpu"]["median"] / one["cpu"]["median"]
        summary.append(f"| 10× dump ≤ 10.5× the time of 1× (interleaved) | {ratio:.2f}× ({ten['wall']['median']:.1f} s vs "
                       f"{one['wall']['median']:.2f} s; CPU {cpu:.2f}×) | {verdict(ratio <= 10.5)} |")
        summary.append(f"| 10× dump peak RSS ≤ 200 MB | {ten['rss_mib']['max']:.0f} MB (largest run; 1×: "
                       f"{one['rss_mib']['max']:.0f} MB) | {verdict(ten['rss_mib']['max'] <= 200)} |")
        out += [f"### Scaling: the dump ×10 ({pages * 10:,} pages under copy-00 … copy-09, hard links)", ""]
        out += rows_for([dict(one, label="docgen extract 1×")] + [dict(ten, label="docgen extract 10×")])
        out += ["", "The copies share page ids, so the 10× model holds ids `…~2` … `…~10` and as many "
                "`duplicate-page` warnings in its index (by design).", ""]
    generate = results.get("generate")
    if generate:
        g, f = generate["docgen generate (focus pages)"], generate["focus"]
        summary.append(f"| generate for the full dump's focus pages ≤ 1 s | {g['wall']['median']:.2f} s "
                       f"({f['pages']} pages) | {verdict(g['wall']['median'] <= 1)} |")
        out += [f"### `docgen generate` for the full dump's focus pages ({f['pages']} pages, {f['claims']} claims, "
                f"{f['examples']} examples → {generate['suites']} suites)", ""]
        out += rows_for([g])
        out += ["", "Input: the model of the full-dump extraction above, restricted to pages whose id contains "
                "`focus` plus the pages bundled in `corpus/pages/sosumi` (same page files; the index lists only "
                "those pages).", ""]
    incremental = results.get("incremental")
    if incremental:
        b, r = incremental["build"], incremental["regenerate"]
        summary.append(f"| incremental rebuild of the generated suites after one page changes ≤ 30 s | "
                       f"{b['wall']['median']:.1f} s | {verdict(b['wall']['median'] <= 30)} |")
        out += ["### Incremental: one bundled page changes, `swift build --build-tests` (debug)", ""]
        out += rows_for([r, b])
        out += ["", f"The edit: {incremental['page']}; suites it changes: "
                + ", ".join(f"`{s}`" for s in incremental["suites"]) + ". Each run applies the edit, regenerates "
                "(`docgen extract corpus/pages` + `docgen generate`, release binary) and builds, then reverts and "
                "does the same; both directions are one-page changes and both are samples. The debug build was "
                "complete before the first sample.", ""]
    cache = results.get("cache")
    if cache:
        labels = [label for label in cache if isinstance(cache[label], dict) and "wall" in cache[label]]
        floor = next(cache[label] for label in labels if label.startswith("cmark-gfm"))
        unchanged = next(cache[label] for label in labels if label.endswith("unchanged"))
        changed = next(cache[label] for label in labels if "changed" in label and not label.endswith("unchanged"))
        for name, group, target in (("unchanged", unchanged, 1.0), ("1 % of pages changed", changed, 2.0)):
            ratio = group["wall"]["median"] / floor["wall"]["median"]
            summary.append(f"| re-extract with --cache, {name} ≤ {target:g}× the cmark-gfm floor | {ratio:.2f}× "
                           f"({group['wall']['median']:.2f} s vs {floor['wall']['median']:.2f} s) | {verdict(ratio <= target)} |")
        out += [f"### Re-extract with `--cache`: {cache['pages']:,} pages, {cache['edited']} edited before each changed run", ""]
        out += rows_for([cache[label] for label in labels], cache["pages"])
        out += ["", "A copy of the dump; the cache is filled by one run first. The changed rows append a new sentence to "
                "every 100th page before each run, so those pages miss and the rest hit; the floor parses the same copy.", ""]
    return "\n".join(["### Targets", ""] + summary + [""] + out)

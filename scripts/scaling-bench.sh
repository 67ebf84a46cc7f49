#!/usr/bin/env bash
# scaling-bench.sh — does `docgen extract` stay linear in the size of one page? (issue 6)
#
# Writes one realistic markdown page (headings, prose with normative sentences, lists, Swift
# listings) at each size in SIZES_MB, extracts each alone with DOCGEN (default: the release
# build), and prints wall time, peak memory and both as multiples of the smallest page.
# Not a test: timings depend on the machine. Results are recorded in docs/reliability.md.
#
#   swift build -c release --product docgen && scripts/scaling-bench.sh
#   SIZES_MB="1 8" DOCGEN=.build/debug/docgen scripts/scaling-bench.sh
set -euo pipefail
cd "$(dirname "$0")/.."
DOCGEN=${DOCGEN:-.build/release/docgen}
SIZES_MB=${SIZES_MB:-"1 4 16 60"}
WORK=$(mktemp -d "${TMPDIR:-/tmp}/docgen-scaling.XXXXXX")
trap 'rm -rf "$WORK"' EXIT
[ -x "$DOCGEN" ] || { echo "no $DOCGEN; build it first (swift build -c release --product docgen)" >&2; exit 1; }

python3 - "$WORK" $SIZES_MB <<'PY'
import sys
work, sizes = sys.argv[1], [int(s) for s in sys.argv[2:]]
section = """## Discussion {n}

When focus moves to the view, the binding must update its value. Use this modifier to give the
field focus when the view appears, and you should restore focus after a sheet closes. Focus
moves to the next field when the user presses Tab; the system may skip views that are hidden.

- The view must be focusable.
- A disabled view never receives focus.

```swift
struct Form{n}: View {{
    @FocusState private var isFocused: Bool
    var body: some View {{
        TextField("Name", text: .constant("")).focused($isFocused)
    }}
}}
```

"""
for mb in sizes:
    target = mb << 20
    parts = ["# Scaling page\n\nA view that keeps focus across a very long page.\n\n"]
    size, n = len(parts[0]), 0
    while size < target:
        n += 1
        chunk = section.format(n=n)
        parts.append(chunk)
        size += len(chunk.encode())
    open(f"{work}/page-{mb:03d}mb.md", "w").write("".join(parts))
PY

printf '%8s %10s %12s %10s %10s\n' size seconds "peak MiB" "time ×" "memory ×"
base_t=""; base_m=""
for mb in $SIZES_MB; do
  file=$(printf '%s/page-%03dmb.md' "$WORK" "$mb")
  /usr/bin/time -f '%e %M' -o "$WORK/time" "$DOCGEN" extract "$file" --out "$WORK/out-$mb" --jobs 1 > /dev/null
  read -r t m < "$WORK/time"
  m=$((m / 1024))
  [ -z "$base_t" ] && { base_t=$t; base_m=$m; base_mb=$mb; }
  printf '%6s MB %10s %12s %10s %10s\n' "$mb" "$t" "$m" \
    "$(awk -v a="$t" -v b="$base_t" -v s="$mb" -v z="$base_mb" 'BEGIN{printf "%.1f (size %.0f)", a/b, s/z}')" \
    "$(awk -v a="$m" -v b="$base_m" 'BEGIN{printf "%.1f", a/b}')"
  rm -rf "$WORK/out-$mb"
done

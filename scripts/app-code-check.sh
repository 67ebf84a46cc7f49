#!/usr/bin/env bash
# app-code-check.sh — how much real SwiftUI app code type-checks against the FocusEngine surface.
#
# For every *.swift file under the given folders (default: Tests/AppCodeFixtures), replaces
# `import SwiftUI` with `import FocusEngine` and type-checks the file alone (swiftc -typecheck,
# language mode 5) against the built FocusEngine module in .build/<triple>/debug/Modules (or
# $DOCGEN_SWIFT_MODULES). Prints per file PASS/FAIL with the first missing symbols, then the rate
# and the missing symbols by how many files they stop.
#
# Build the module first (under the shared build lock on shared machines):
#   flock /tmp/swift-build.lock swift build --target FocusEngine
#   flock /tmp/swift-build.lock scripts/app-code-check.sh
# Options: -v prints each failing file's first errors; SWIFTC=… picks the compiler.
set -u
cd "$(dirname "$0")/.."
verbose=0
if [ "${1:-}" = "-v" ]; then verbose=1; shift; fi
folders=("$@"); [ ${#folders[@]} -eq 0 ] && folders=(Tests/AppCodeFixtures)
SWIFTC=${SWIFTC:-swiftc}

modules=${DOCGEN_SWIFT_MODULES:-}
if [ -z "$modules" ]; then
  triple=$($SWIFTC -print-target-info | sed -n 's/^ *"triple": *"\(.*\)",*$/\1/p' | head -1)
  modules=.build/$triple/debug/Modules
  [ -d "$modules" ] || modules=.build/debug/Modules
fi
if [ ! -f "$modules/FocusEngine.swiftmodule" ] && [ ! -d "$modules/FocusEngine.swiftmodule" ]; then
  echo "app-code-check: FocusEngine.swiftmodule not in $modules; run: swift build --target FocusEngine" >&2
  exit 2
fi

# `#Preview` expands through the FocusEngineMacros compiler plugin built beside the module.
plugin=()
for tool in "$modules/../FocusEngineMacros-tool" "$modules/../FocusEngineMacros"; do
  if [ -x "$tool" ] && [ -f "$tool" ]; then plugin=(-load-plugin-executable "$tool#FocusEngineMacros"); break; fi
done

work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
mapfile -t files < <(find "${folders[@]}" -name '*.swift' -type f | sort)
[ ${#files[@]} -eq 0 ] && { echo "app-code-check: no .swift files under ${folders[*]}"; exit 2; }
pass=0; total=0; : > "$work/causes"
for f in "${files[@]}"; do
  total=$((total + 1))
  src="$work/$(basename "$f")"
  sed -E 's/^([[:space:]]*)(public |internal |@preconcurrency )?import SwiftUI[[:space:]]*$/\1\2import FocusEngine/' "$f" > "$src"
  if $SWIFTC -typecheck -swift-version 5 -I "$modules" "${plugin[@]}" "$src" > "$work/out" 2>&1; then
    pass=$((pass + 1)); printf 'PASS  %s\n' "$f"
  else
    # The causes: names the compiler cannot find, members a type lacks, modules that do not exist.
    grep -oE "cannot find '[^']+' in scope|cannot find type '[^']+' in scope|has no member '[^']+'|no such module '[^']+'|cannot infer contextual base in reference to member '[^']+'|extraneous argument label '[^']+'|incorrect argument label[^:]*|no exact matches in call to [a-z ]*'[^']+'|extra argument[s]? [^ ]+ in call|missing argument[s]? for parameter[s]? [^ ]+ in call|unknown attribute '[^']+'|generic struct '[^']+'|external macro implementation type '[^']+'" "$work/out" \
      | sed -E "s/cannot find type '([^']+)' in scope/\1/; s/cannot find '([^']+)' in scope/\1/; s/.*has no member '([^']+)'/.\1/; s/cannot infer contextual base in reference to member '([^']+)'/.\1/; s/no such module '([^']+)'/module \1/; s/unknown attribute '([^']+)'/@\1/" \
      | awk '!seen[$0]++' > "$work/file-causes"
    [ -s "$work/file-causes" ] || grep -m1 'error:' "$work/out" | sed -E 's/.*error: //' > "$work/file-causes"
    cat "$work/file-causes" >> "$work/causes"
    printf 'FAIL  %s  [%s]\n' "$f" "$(head -6 "$work/file-causes" | paste -sd ',' - | sed 's/,/, /g')"
    [ $verbose = 1 ] && grep -m5 'error:' "$work/out" | sed 's/^/      /'
  fi
done
echo
echo "missing pieces by files stopped:"
sort "$work/causes" | uniq -c | sort -rn | head -40
echo
awk -v p=$pass -v t=$total 'BEGIN { printf "app-code-check: %d of %d files type-check (%.1f %%)\n", p, t, 100 * p / t }'

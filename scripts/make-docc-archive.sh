#!/usr/bin/env bash
# Makes the DocC archive of FocusEngine that Tests/DocExtractTests/Fixtures/docc/FocusEngine.doccarchive
# keeps (its data/ tree and metadata.json), from the catalog Sources/FocusEngine/FocusEngine.docc
# and FocusEngine's public symbol graph.
#
#   scripts/make-docc-archive.sh [OUT]    OUT defaults to .build/FocusEngine.doccarchive
#
# Build under the shared lock (make surface-graph builds docgen and FocusEngine):
#   flock /tmp/swift-build.lock make surface-graph && scripts/make-docc-archive.sh
# then refresh the fixture:
#   scripts/make-docc-archive.sh --fixture
set -euo pipefail
cd "$(dirname "$0")/.."
OUT=.build/FocusEngine.doccarchive
FIXTURE=Tests/DocExtractTests/Fixtures/docc/FocusEngine.doccarchive
if [ "${1:-}" = "--fixture" ]; then refresh=1; elif [ -n "${1:-}" ]; then OUT=$1; fi
test -d .build/engine-symbol-graph || { echo "no .build/engine-symbol-graph: run make surface-graph first" >&2; exit 1; }
rm -rf "$OUT"
docc convert Sources/FocusEngine/FocusEngine.docc \
  --additional-symbol-graph-dir .build/engine-symbol-graph \
  --fallback-display-name FocusEngine \
  --fallback-bundle-identifier org.docgen.FocusEngine \
  --output-path "$OUT"
# The fixture keeps the focus pages the catalog curates (the whole data/ tree is ~9,000 files,
# ~80 MB: every member of every public type) and metadata.json; the renderer's HTML shells, JS,
# CSS and index are not input docgen reads (README.md beside the fixture).
PAGES=(
  focusengine.json
  focusengine/focusstate.json
  focusengine/focusstate/wrappedvalue.json
  focusengine/accessibilityfocusstate.json
  focusengine/focusedvalue.json
  "focusengine/view/focused(_:).json"
  "focusengine/view/focused(_:equals:).json"
  "focusengine/view/focusable(_:).json"
  "focusengine/view/focusable(_:interactions:).json"
  "focusengine/view/focusable(_:onfocuschange:).json"
  "focusengine/view/defaultfocus(_:_:priority:).json"
  "focusengine/view/prefersdefaultfocus(_:in:).json"
  "focusengine/view/focusscope(_:).json"
  "focusengine/view/focussection().json"
  "focusengine/view/onsubmit(of:_:).json"
  "focusengine/view/submitscope(_:).json"
  "focusengine/view/accessibilityfocused(_:).json"
  "focusengine/view/accessibilityfocused(_:equals:).json"
)
if [ "${refresh:-0}" = 1 ]; then
  rm -rf "$FIXTURE/data" "$FIXTURE/metadata.json"
  for page in "${PAGES[@]}"; do
    mkdir -p "$(dirname "$FIXTURE/data/documentation/$page")"
    cp "$OUT/data/documentation/$page" "$FIXTURE/data/documentation/$page"
  done
  cp "$OUT/metadata.json" "$FIXTURE/metadata.json"
  echo "fixture refreshed: $FIXTURE (${#PAGES[@]} pages)"
fi

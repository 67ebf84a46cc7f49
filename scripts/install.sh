#!/usr/bin/env bash
# Installs a built docgen (docs/install.md):
#   PREFIX/lib/docgen/   the docgen executable and its resource bundles, templates/, the bundled
#                        corpus (corpus/pages), engine/ (FocusEngine and FocusTestSupport as built:
#                        module files, object files, the macro plugin) and docgen-installation.json
#   PREFIX/bin/docgen    a symbolic link to ../lib/docgen/docgen
# `docgen run` of the installation links the generated suites against engine/ (it never builds
# the engine); every command finds templates/ beside the executable.
#
# usage: scripts/install.sh PREFIX BIN_PATH
#   BIN_PATH: the build folder holding docgen, Modules/ and <target>.build/ (swift build --show-bin-path)
# `make install PREFIX=…` builds what is needed and runs this.
set -euo pipefail
if [ $# -ne 2 ]; then echo "usage: $0 PREFIX BIN_PATH" >&2; exit 64; fi
prefix=$1
bin=$(cd "$2" && pwd -P)
root=$(cd "$(dirname "$0")/.." && pwd -P)

missing=()
for f in docgen Modules/FocusEngine.swiftmodule Modules/FocusTestSupport.swiftmodule FocusEngineMacros-tool \
         docgen_DocExtract.resources docgen_DocGenerate.resources docgen_DocDiff.resources; do
  [ -e "$bin/$f" ] || missing+=("$bin/$f")
done
for lib in FocusEngine FocusTestSupport; do
  compgen -G "$bin/$lib.build/*.o" > /dev/null || missing+=("$bin/$lib.build/*.o")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "install.sh: not built: ${missing[*]}" >&2
  echo "install.sh: build first: swift build --product docgen && swift build --target FocusTestSupport (make install does both)" >&2
  exit 1
fi

mkdir -p "$prefix/lib" "$prefix/bin"
prefix=$(cd "$prefix" && pwd -P)
home="$prefix/lib/docgen"
stage="$prefix/lib/.docgen-install-$$"
trap 'rm -rf "$stage"' EXIT
rm -rf "$stage"
mkdir -p "$stage/engine/Modules" "$stage/corpus"

cp "$bin/docgen" "$stage/"
for bundle in docgen_DocExtract docgen_DocGenerate docgen_DocDiff; do
  cp -R "$bin/$bundle.resources" "$stage/"
done
cp -R "$root/templates" "$stage/templates"
cp -R "$root/corpus/pages" "$stage/corpus/pages"
for lib in FocusEngine FocusTestSupport; do
  for suffix in swiftmodule swiftdoc; do
    [ -e "$bin/Modules/$lib.$suffix" ] && cp -R "$bin/Modules/$lib.$suffix" "$stage/engine/Modules/"
  done
  mkdir -p "$stage/engine/$lib.build"
  cp "$bin/$lib.build/"*.o "$stage/engine/$lib.build/"
done
cp "$bin/FocusEngineMacros-tool" "$stage/engine/"

commit=$(git -C "$root" rev-parse --short=12 HEAD 2>/dev/null || echo unknown)
swift_version=$(swift --version 2>/dev/null | head -1 | sed 's/\\/\\\\/g; s/"/\\"/g' || echo unknown)
cat > "$stage/docgen-installation.json" <<JSON
{
  "commit": "$commit",
  "swift": "$swift_version",
  "engine": "built by $(basename "$bin") in the checkout; docgen run links the suites against engine/ and needs the same Swift compiler"
}
JSON

rm -rf "$home"
mv "$stage" "$home"
trap - EXIT
ln -sfn ../lib/docgen/docgen "$prefix/bin/docgen"
echo "installed docgen ($commit) into $home; run $prefix/bin/docgen"

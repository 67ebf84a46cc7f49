# docgen — one-command set-up, build, run and test.
#   make run    install missing system packages, build, run the pipeline over the bundled corpus, print the report path
#   make test   install missing system packages, build, check generated code is fresh (inert-surface-check, surface-check, generate-check), run the whole test suite
#   make generality  claim coverage of the frame reader on the two halves of the 96 focus pages (docs/generate.md)
#   make install  install docgen into $(PREFIX) (bin/docgen, lib/docgen): runs from any folder (docs/install.md)
#   make surface  regenerate Sources/DocGenerate/Generated/EngineSurface+Symbols.swift from FocusEngine's symbol graph
#                 and ToolchainNames+Symbols.swift from the standard library's, Foundation's, Observation's and Dispatch's
#   make inert-surface  regenerate Sources/FocusEngine/Surface/Inert/Generated from the shared dump's declarations (docs/surface.md)
#   make bench  release build, extract/generate benchmark over $(SHARED)/corpus; rewrites docs/performance.md (slow)
#   make fuzz   build the libFuzzer target (.build-fuzz) and fuzz the extract path for FUZZ_SECONDS
#   make sanitize  the test suite under AddressSanitizer, the extraction tests under ThreadSanitizer
#   make mutants   mutation testing: the conformance suites against engine mutants (docs/mutants.md)
SHELL := /bin/bash
SWIFT ?= swift
SWIFTC ?= $(SWIFT)c
OUT ?= out
# The shared data beside the checkout (CI and developers); only make bench needs it.
SHARED ?= ../shared
# make bench BENCH_LOCK=/tmp/swift-build.lock holds that lock around every build and measurement.
BENCH_LOCK ?=
BENCH_RUNS ?= 5
BENCH_PACKAGES := cmark-gfm libxml2-utils
APT_PACKAGES := pkg-config libxml2-dev libcmark-gfm-dev libcmark-gfm-extensions-dev
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: inert-surface inert-surface-bootstrap inert-surface-check install generality setup build run test surface surface-check surface-graph generate-check mutants bench bench-shared bench-setup clean fuzz fuzz-build fuzz-run sanitize sanitize-address sanitize-thread

## setup: install the system libraries docgen links against (only the missing ones)
setup:
	@missing=""; for p in $(APT_PACKAGES); do \
	  dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then \
	  echo "make setup: installing$$missing"; \
	  $(SUDO) apt-get update -qq && \
	  DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq $$missing; \
	else echo "make setup: system packages present"; fi

build: setup
	$(SWIFT) build

## run: the main job: docgen run over the bundled corpus — extract, generate, build and run the
## conformance suites, write the report (docs/report.md); prints the report path last.
## Exits non-zero if a MUST case fails: make run RUN_FLAGS=--allow-failures to override.
RUN_FLAGS ?=
run: build
	.build/debug/docgen run --out $(OUT) $(if $(wildcard docs/mutants.json),--mutants docs/mutants.json) $(RUN_FLAGS)

## install: docgen into $(PREFIX): $(PREFIX)/bin/docgen and $(PREFIX)/lib/docgen (templates, the bundled
## corpus, the built FocusEngine and FocusTestSupport that `docgen run` links the suites against); docs/install.md
PREFIX ?= /usr/local
install: setup
	$(SWIFT) build --product docgen
	$(SWIFT) build --target FocusTestSupport
	scripts/install.sh "$(PREFIX)" "$$($(SWIFT) build --show-bin-path)"

## generate-check: fail if the committed Tests/ConformanceTests/Generated or corpus/cases are stale
generate-check: setup
	$(SWIFT) build --product docgen
	rm -rf .build/docgen-model
	.build/debug/docgen extract corpus/pages --out .build/docgen-model > /dev/null
	.build/debug/docgen generate .build/docgen-model --check

## surface-graph: FocusEngine's public symbol graph into $(SURFACE_GRAPHS), the toolchain modules' into $(TOOLCHAIN_GRAPHS)
## (the target triple from swiftc -print-target-info)
SURFACE_FILE := Sources/DocGenerate/Generated/EngineSurface+Symbols.swift
SURFACE_GRAPHS := .build/engine-symbol-graph
TOOLCHAIN_FILE := Sources/DocGenerate/Generated/ToolchainNames+Symbols.swift
TOOLCHAIN_GRAPHS := .build/toolchain-symbol-graphs
# The modules an example sees through `import SwiftUI` (FocusEngine re-exports Foundation and Observation)
# and the standard library's implicit imports; Sources/DocGenerate/Surface/ToolchainNames.swift lists the same.
TOOLCHAIN_MODULES := Swift _Concurrency _StringProcessing Foundation FoundationEssentials Observation Dispatch
surface-graph: setup
	$(SWIFT) build --product docgen
	$(SWIFT) build --target FocusEngine
	rm -rf $(SURFACE_GRAPHS) && mkdir -p $(SURFACE_GRAPHS)
	rm -rf $(TOOLCHAIN_GRAPHS) && mkdir -p $(TOOLCHAIN_GRAPHS)
	triple=$$($(SWIFTC) -print-target-info | sed -n 's/^ *"triple": *"\(.*\)",*$$/\1/p' | head -1); \
	$(SWIFT) symbolgraph-extract -module-name FocusEngine -I "$$($(SWIFT) build --show-bin-path)/Modules" \
	  -target "$$triple" -output-dir $(SURFACE_GRAPHS) -minimum-access-level public || exit 1; \
	for module in $(TOOLCHAIN_MODULES); do \
	  $(SWIFT) symbolgraph-extract -module-name $$module -target "$$triple" -output-dir $(TOOLCHAIN_GRAPHS) \
	    -minimum-access-level public || exit 1; done

## surface: regenerate $(SURFACE_FILE), the generator's table of the engine's public API, and
## $(TOOLCHAIN_FILE), its table of the toolchain's top-level names (an example's name found there is never stubbed)
surface: surface-graph
	.build/debug/docgen engine-surface $(SURFACE_GRAPHS) --out $(SURFACE_FILE)
	.build/debug/docgen toolchain-names $(TOOLCHAIN_GRAPHS) --out $(TOOLCHAIN_FILE)

## surface-check: fail if the committed $(SURFACE_FILE) differs from FocusEngine's public API, or
## $(TOOLCHAIN_FILE) from the toolchain's modules
surface-check: surface-graph
	@.build/debug/docgen engine-surface $(SURFACE_GRAPHS) --out $(SURFACE_FILE) --check || { \
	  echo "make surface-check: $(SURFACE_FILE) is stale: FocusEngine's public API changed. Run make surface and commit."; exit 1; }
	@.build/debug/docgen toolchain-names $(TOOLCHAIN_GRAPHS) --out $(TOOLCHAIN_FILE) --check || { \
	  echo "make surface-check: $(TOOLCHAIN_FILE) is stale: the toolchain's modules changed. Run make surface and commit."; exit 1; }

## inert-surface: regenerate $(INERT_DIR), the engine's inert surface generated from the declarations of
## the shared SwiftUI dump (docs/surface.md); run make surface after it
INERT_DIR := Sources/FocusEngine/Surface/Inert/Generated
INERT_MODEL := .build/inert-surface-model
INERT_DUMP := $(SHARED)/corpus/sosumi-swiftui
inert-surface: setup bench-shared
	$(SWIFT) build --product docgen
	rm -rf $(INERT_MODEL)
	.build/debug/docgen extract $(INERT_DUMP) --out $(INERT_MODEL) > /dev/null
	.build/debug/docgen inert-surface $(INERT_MODEL) --out $(INERT_DIR)

## inert-surface-bootstrap: after hand-writing a symbol the generated surface also declares (the engine then
## has it twice and does not build): regenerate from empty generated files, refreshing the table before and after
inert-surface-bootstrap: setup bench-shared
	for f in $(INERT_DIR)/*.swift; do printf '// emptied by make inert-surface-bootstrap: run it to the end\n' > "$$f"; done
	$(MAKE) surface
	$(MAKE) inert-surface
	$(MAKE) surface

## inert-surface-check: fail if $(INERT_DIR) differs from what the shared dump gives (skipped, and said, without $(SHARED))
inert-surface-check: setup
	@if [ -d "$(INERT_DUMP)/documentation" ]; then \
	  $(SWIFT) build --product docgen && rm -rf $(INERT_MODEL) && \
	  .build/debug/docgen extract $(INERT_DUMP) --out $(INERT_MODEL) > /dev/null && \
	  .build/debug/docgen inert-surface $(INERT_MODEL) --out $(INERT_DIR) --check; \
	else echo "make inert-surface-check: skipped: $(INERT_DUMP)/documentation is absent (the check runs where the shared dump is beside the checkout)"; fi

## test: freshness of generated code (inert surface, engine surface, then suites), then the whole suite; the XCTest summary line is printed last
test: inert-surface-check surface-check generate-check
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build --disable-swift-testing

## generality: claim coverage of the frame reader on the development and validation halves of the
## 96 focus pages of $(SHARED) (split fixed in corpus/generality/split.json; docs/generate.md).
## GENERALITY_FLAGS="--reader both --set fresh=DIR --uncovered development" for more.
GENERALITY_FLAGS ?=
generality: build
	python3 scripts/generality.py --docgen .build/debug/docgen --shared $(SHARED) $(GENERALITY_FLAGS)

## bench: extract vs the cmark-gfm/xmllint floor, 10x scaling, generate, incremental build (issue 7; not part of test)
bench: bench-shared setup bench-setup
	python3 scripts/bench.py --shared $(SHARED) --runs $(BENCH_RUNS) --lock "$(BENCH_LOCK)" --swift $(SWIFT)

## bench-shared: make bench needs the shared SwiftUI dump; say so and stop when it is absent
bench-shared:
	@test -d "$(SHARED)/corpus/sosumi-swiftui/documentation" || { \
	  echo "make bench: $(SHARED)/corpus/sosumi-swiftui/documentation is missing."; \
	  echo "  The benchmark reads the shared SwiftUI dump: put the shared folder beside the checkout as ../shared"; \
	  echo "  or pass SHARED=/path/to/shared. make run and make test do not need it."; exit 1; }

## bench-setup: the floor tools (Debian's cmark-gfm and xmllint), only the missing ones
bench-setup:
	@missing=""; for p in $(BENCH_PACKAGES); do \
	  dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then \
	  echo "make bench-setup: installing$$missing"; \
	  $(SUDO) apt-get update -qq && \
	  DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq $$missing; fi

clean:
	rm -rf .build $(OUT)

## fuzz: libFuzzer + AddressSanitizer over bytes → model (docs/reliability.md). The build goes to
## .build-fuzz (release); the run works in .build-fuzz: corpus in .build-fuzz/$(FUZZ_CORPUS) (name
## another to keep one per FUZZ_MAX_LEN), seeded from corpus/pages and the test fixtures, crashing
## inputs in .build-fuzz/crashes/. FUZZ_JOBS=N runs N independent fuzzers on one shared corpus
## (libFuzzer -jobs/-workers; their logs are .build-fuzz/fuzz-K.log). Replay an input with a normal
## build: swift run docgen-fuzz FILE; keep it under Tests/DocExtractTests/Fixtures/fuzz.
FUZZ_SECONDS ?= 600
FUZZ_MAX_LEN ?= 1024
FUZZ_JOBS ?= 1
FUZZ_CORPUS ?= corpus
FUZZ_FLAGS ?=
FUZZ_DIR := .build-fuzz
fuzz: fuzz-build fuzz-run

fuzz-build: setup
	$(SWIFT) build -c release --scratch-path $(FUZZ_DIR) --product docgen-fuzz \
	  -Xswiftc -sanitize=fuzzer,address -Xswiftc -DDOCGEN_FUZZ

fuzz-run:
	@mkdir -p $(FUZZ_DIR)/$(FUZZ_CORPUS) $(FUZZ_DIR)/seeds $(FUZZ_DIR)/crashes
	@find corpus/pages Tests/DocExtractTests/Fixtures -type f ! -name '.*' -size -64k -print0 | \
	  while IFS= read -r -d '' f; do cp "$$f" "$(FUZZ_DIR)/seeds/$$(sha1sum < "$$f" | cut -c1-16)"; done
	cd $(FUZZ_DIR) && ASAN_OPTIONS=$${ASAN_OPTIONS:-malloc_context_size=0:quarantine_size_mb=16} \
	./release/docgen-fuzz $(FUZZ_CORPUS) seeds -max_total_time=$(FUZZ_SECONDS) \
	  -max_len=$(FUZZ_MAX_LEN) -timeout=30 -rss_limit_mb=4096 -print_final_stats=1 \
	  -artifact_prefix=crashes/ $(if $(filter-out 1,$(FUZZ_JOBS)),-jobs=$(FUZZ_JOBS) -workers=$(FUZZ_JOBS)) $(FUZZ_FLAGS)
	@if [ "$(FUZZ_JOBS)" != 1 ]; then grep -h '^stat::\|^Done\|ERROR' $(FUZZ_DIR)/fuzz-*.log; fi

## sanitize: the whole test suite under AddressSanitizer (.build-asan), then the parallel
## extraction tests under ThreadSanitizer (.build-tsan). Slow; not part of make test. LeakSanitizer
## checks every docgen / docgen-fuzz process the tests start (a leak fails the test); the test
## runner's own exit check is off: corelibs-XCTest keeps every XCTestCase alive through its test
## run (a cycle), with all it holds (docs/reliability.md). Engine lifetime: HostLifetimeTests.
ASAN_FILTER ?=
TSAN_FILTER ?= ExtractionTests|HostileInputTests.testEveryHostileFixtureInOneRunIsDeterministic|HostileFixturesReportTests
sanitize: sanitize-address sanitize-thread

sanitize-address: setup
	$(SWIFT) build --build-tests --scratch-path .build-asan --sanitize=address
	LSAN_OPTIONS=suppressions=$(CURDIR)/scripts/lsan-suppressions.txt:print_suppressions=0 \
	ASAN_OPTIONS=leak_check_at_exit=0 DOCGEN_CHILD_ASAN_OPTIONS=leak_check_at_exit=1 \
	$(SWIFT) test --skip-build --scratch-path .build-asan --sanitize=address --disable-swift-testing \
	  $(if $(ASAN_FILTER),--filter '$(ASAN_FILTER)')

sanitize-thread: setup
	$(SWIFT) build --build-tests --scratch-path .build-tsan --sanitize=thread
	$(SWIFT) test --skip-build --scratch-path .build-tsan --sanitize=thread --disable-swift-testing --filter '$(TSAN_FILTER)'

## mutants: mutation testing of the generated conformance suites (issue 13; not part of test).
## Builds the tests once with -DDOCGEN_MUTANTS into .build-mutants, runs ConformanceTests with no
## mutant (must all pass) and once per mutant of Sources/FocusEngine/Mutants/Mutant.swift
## (DOCGEN_MUTANT=<id>), plus FocusEngineTests per mutant; writes docs/mutants.json and
## docs/mutants.md. MUTANTS_LOCK=/tmp/swift-build.lock holds that lock around every swift command;
## MUTANTS_FLAGS='--mutants r4-write-does-not-move,... --no-engine-tests --skip-build' narrows a run.
MUTANTS_LOCK ?=
MUTANTS_FLAGS ?=
mutants: setup
	python3 -m unittest discover -s scripts -p 'test_mutants.py'
	python3 scripts/mutants.py --swift $(SWIFT) $(if $(MUTANTS_LOCK),--lock $(MUTANTS_LOCK)) $(MUTANTS_FLAGS)

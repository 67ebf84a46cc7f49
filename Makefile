# docgen — one-command set-up, build, run and test.
#   make run    install missing system packages, build, extract the bundled corpus
#   make test   install missing system packages, build, check generated code is fresh, run the whole test suite
#   make fuzz   build the libFuzzer target (.build-fuzz) and fuzz the extract path for FUZZ_SECONDS
#   make sanitize  the test suite under AddressSanitizer, the extraction tests under ThreadSanitizer
SHELL := /bin/bash
SWIFT ?= swift
OUT ?= out
APT_PACKAGES := pkg-config libxml2-dev libcmark-gfm-dev libcmark-gfm-extensions-dev
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: setup build run test generate-check clean fuzz fuzz-build fuzz-run sanitize sanitize-address sanitize-thread

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

## run: the main job over the bundled corpus: extract the model, plan and render the conformance suites
run: build
	$(SWIFT) run docgen extract corpus/pages --out $(OUT)/model
	$(SWIFT) run docgen generate $(OUT)/model --out $(OUT)/Generated --cases $(OUT)/cases
	@echo "docgen: model in $(OUT)/model/index.json; generated suites in $(OUT)/Generated, case corpus in $(OUT)/cases"

## generate-check: fail if the committed Tests/ConformanceTests/Generated or corpus/cases are stale
generate-check: setup
	$(SWIFT) build --product docgen
	rm -rf .build/docgen-model
	.build/debug/docgen extract corpus/pages --out .build/docgen-model > /dev/null
	.build/debug/docgen generate .build/docgen-model --check

## test: freshness of generated code, then the whole suite; the XCTest summary line is printed last
test: generate-check
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build --disable-swift-testing

clean:
	rm -rf .build $(OUT)

## fuzz: libFuzzer + AddressSanitizer over bytes → model (docs/reliability.md). The build goes to
## .build-fuzz (release); the run keeps its corpus in .build-fuzz/corpus, seeded from corpus/pages and
## the test fixtures, and writes crashing inputs to .build-fuzz/crashes/. Replay one with a normal
## build: swift run docgen-fuzz FILE.
FUZZ_SECONDS ?= 600
FUZZ_MAX_LEN ?= 1024
FUZZ_FLAGS ?=
FUZZ_DIR := .build-fuzz
fuzz: fuzz-build fuzz-run

fuzz-build: setup
	$(SWIFT) build -c release --scratch-path $(FUZZ_DIR) --product docgen-fuzz \
	  -Xswiftc -sanitize=fuzzer,address -Xswiftc -DDOCGEN_FUZZ

fuzz-run:
	@mkdir -p $(FUZZ_DIR)/corpus $(FUZZ_DIR)/seeds $(FUZZ_DIR)/crashes
	@find corpus/pages Tests/DocExtractTests/Fixtures -type f ! -name '.*' -size -64k -print0 | \
	  while IFS= read -r -d '' f; do cp "$$f" "$(FUZZ_DIR)/seeds/$$(sha1sum < "$$f" | cut -c1-16)"; done
	ASAN_OPTIONS=$${ASAN_OPTIONS:-malloc_context_size=0:quarantine_size_mb=16} \
	$(FUZZ_DIR)/release/docgen-fuzz $(FUZZ_DIR)/corpus $(FUZZ_DIR)/seeds -max_total_time=$(FUZZ_SECONDS) \
	  -max_len=$(FUZZ_MAX_LEN) -timeout=30 -rss_limit_mb=4096 -print_final_stats=1 \
	  -artifact_prefix=$(FUZZ_DIR)/crashes/ $(FUZZ_FLAGS)

## sanitize: the whole test suite under AddressSanitizer (.build-asan), then the parallel
## extraction tests under ThreadSanitizer (.build-tsan). Slow; not part of make test.
ASAN_FILTER ?=
TSAN_FILTER ?= ExtractionTests|HostileInputTests.testEveryHostileFixtureInOneRunIsDeterministic|PipelineDeterminismTests
sanitize: sanitize-address sanitize-thread

sanitize-address: setup
	$(SWIFT) build --build-tests --scratch-path .build-asan --sanitize=address
	$(SWIFT) test --skip-build --scratch-path .build-asan --sanitize=address --disable-swift-testing \
	  $(if $(ASAN_FILTER),--filter '$(ASAN_FILTER)')

sanitize-thread: setup
	$(SWIFT) build --build-tests --scratch-path .build-tsan --sanitize=thread
	$(SWIFT) test --skip-build --scratch-path .build-tsan --sanitize=thread --disable-swift-testing --filter '$(TSAN_FILTER)'

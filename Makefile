# docgen — one-command set-up, build, run and test.
#   make run    install missing system packages, build, run the pipeline over the bundled corpus, print the report path
#   make test   install missing system packages, build, check generated code is fresh, run the whole test suite
SHELL := /bin/bash
SWIFT ?= swift
OUT ?= out
APT_PACKAGES := pkg-config libxml2-dev libcmark-gfm-dev libcmark-gfm-extensions-dev
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: setup build run test generate-check clean

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
	.build/debug/docgen run --out $(OUT) $(RUN_FLAGS)

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

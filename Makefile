# aasa: common tasks. `make help` lists them.
SWIFT ?= $(shell command -v swift 2>/dev/null || echo /opt/swift/usr/bin/swift)
BIN_DEBUG = .build/debug/aasa
BIN_RELEASE = .build/release/aasa

.PHONY: help deps build release test demo bench bench-core fuzz format lint clean

help: ## list the targets
	@grep -E '^[a-z-]+:.*## ' $(MAKEFILE_LIST) | awk -F':.*## ' '{printf "  make %-11s %s\n", $$1, $$2}'

deps: ## install what is missing (libcurl headers, openssl, python3)
	@Scripts/install-deps.sh

build: deps ## debug build
	$(SWIFT) build

release: deps ## release build
	$(SWIFT) build -c release

test: deps ## run every test (unit, fetcher against loopback TLS, end-to-end)
	$(SWIFT) build
	$(SWIFT) test

demo: deps ## verify a sample entitlement list against the local fixture world
	@$(SWIFT) build --product aasa 2>&1 | tail -n 1
	@Scripts/demo.sh $(BIN_DEBUG)

bench: deps release ## fleet benchmark: aasa vs curl --parallel vs xargs curl against nginx on 127.0.0.1
	@SWIFT=$(SWIFT) Scripts/bench/run.sh

bench-core: deps ## lint and match speed of the core
	@SWIFT=$(SWIFT) Scripts/bench-core.sh

fuzz: deps ## run each fuzz harness for FUZZ_SECONDS (default 60)
	@FUZZ_SECONDS=$(or $(FUZZ_SECONDS),60) Scripts/fuzz.sh

format: ## rewrite sources with swift format
	$(SWIFT) format --in-place --recursive Sources Tests Package.swift

lint: ## check formatting with swift format
	$(SWIFT) format lint --strict --recursive Sources Tests Package.swift

clean: ## remove build products
	rm -rf .build

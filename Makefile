# aasa: common tasks. `make help` lists them.
SWIFT ?= $(shell command -v swift 2>/dev/null || echo /opt/swift/usr/bin/swift)
BIN_DEBUG = .build/debug/aasa
BIN_RELEASE = .build/release/aasa
# `make install`: the Swift standard library linked in, so the binary runs without the toolchain.
PREFIX ?= /usr/local
DESTDIR ?=
STATIC_BUILD = .build-static
# A failing command anywhere in a pipe fails its target (`swift build | tail` included).
SHELL = /bin/bash
.SHELLFLAGS = -o pipefail -ec

.PHONY: help deps build-deps build release test test-install demo bench bench-core fuzz format lint clean install deb

help: ## list the targets
	@grep -E '^[a-z-]+:.*## ' $(MAKEFILE_LIST) | awk -F':.*## ' '{printf "  make %-12s %s\n", $$1, $$2}'

deps: ## install what building and testing need (headers, openssl, python3, promtool, tinyproxy, Android tools)
	@Scripts/install-deps.sh

build-deps: ## install what building needs and nothing more (libcurl and zlib headers, pkg-config)
	@Scripts/install-deps.sh --build

build: build-deps ## debug build
	$(SWIFT) build

release: build-deps ## release build
	$(SWIFT) build -c release

test: deps ## run every test (the fixture world's self-test, unit, fetcher against loopback TLS, end-to-end)
	python3 Scripts/fixture-world/selftest.py
	$(SWIFT) build
	$(SWIFT) test

test-install: deps ## install into a scratch root and as a .deb, then run both with the toolchain hidden
	@SWIFT=$(SWIFT) Scripts/test-install.sh

demo: deps ## verify a sample entitlement list against the local fixture world
	@$(SWIFT) build --product aasa 2>&1 | tail -n 3
	@Scripts/demo.sh $(BIN_DEBUG)

install: deps ## install aasa (static Swift stdlib, stripped), aasa.1 and completions under $(DESTDIR)$(PREFIX)
	SWIFT=$(SWIFT) Scripts/build-static.sh $(STATIC_BUILD)
	install -d $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/share/man/man1 \
	    $(DESTDIR)$(PREFIX)/share/bash-completion/completions $(DESTDIR)$(PREFIX)/share/zsh/site-functions \
	    $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d $(DESTDIR)$(PREFIX)/share/doc/aasa
	install -m 755 -s $(STATIC_BUILD)/release/aasa $(DESTDIR)$(PREFIX)/bin/aasa
	$(DESTDIR)$(PREFIX)/bin/aasa manual > $(DESTDIR)$(PREFIX)/share/man/man1/aasa.1
	$(DESTDIR)$(PREFIX)/bin/aasa completions bash > $(DESTDIR)$(PREFIX)/share/bash-completion/completions/aasa
	$(DESTDIR)$(PREFIX)/bin/aasa completions zsh > $(DESTDIR)$(PREFIX)/share/zsh/site-functions/_aasa
	$(DESTDIR)$(PREFIX)/bin/aasa completions fish > $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d/aasa.fish
	install -m 644 LICENSE README.md ARCHITECTURE.md CHANGELOG.md $(DESTDIR)$(PREFIX)/share/doc/aasa/
	install -d $(DESTDIR)$(PREFIX)/share/doc/aasa/docs
	install -m 644 docs/*.md $(DESTDIR)$(PREFIX)/share/doc/aasa/docs/

deb: ## build .build-deb/aasa_VERSION_ARCH.deb with dpkg-deb (installs under /usr)
	rm -rf .build-deb
	$(MAKE) install DESTDIR=$(CURDIR)/.build-deb/root PREFIX=/usr
	Scripts/make-deb.sh .build-deb/root .build-deb

bench: deps ## fleet benchmark: aasa (as installed: static Swift stdlib) vs a C libcurl reference, curl --parallel and xargs curl against nginx on 127.0.0.1
	@SWIFT=$(SWIFT) STATIC_BUILD=$(STATIC_BUILD) Scripts/bench/run.sh

bench-core: deps ## lint and match speed of the core
	@SWIFT=$(SWIFT) Scripts/bench-core.sh

fuzz: deps ## run each fuzz harness for FUZZ_SECONDS (default 60)
	@FUZZ_SECONDS=$(or $(FUZZ_SECONDS),60) Scripts/fuzz.sh

format: ## rewrite sources with swift format
	$(SWIFT) format --in-place --recursive Sources Tests Package.swift

lint: ## check formatting with swift format
	$(SWIFT) format lint --strict --recursive Sources Tests Package.swift

clean: ## remove build products
	rm -rf .build .build-static .build-deb

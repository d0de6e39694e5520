# mockshot: two commands do everything on a fresh Debian machine: `make demo` and `make test`.
SWIFT ?= swift
OUT ?= out
RELEASE_BIN = .build/release
# Release builds of the CLI and the bench link the Swift runtime statically, so a one-shot
# `mockshot render` does not spend ~10 ms loading and relocating its shared libraries. (No module the
# CLI links imports Foundation, which would otherwise come along statically: 60 MB more binary.)
RELEASE_FLAGS = -c release --static-swift-stdlib
# `make install`: the binary in $(PREFIX)/bin, the whole fonts/ folder in $(PREFIX)/share/mockshot/fonts,
# where the binary looks first (relative to itself). DESTDIR stages a package.
PREFIX ?= /usr/local
DESTDIR ?=

.PHONY: all deps build demo test record orphans bench clean help install uninstall

all: demo

help:
	@echo "make demo    install missing Debian packages, build, render the gallery, sheets and screens into ./$(OUT)"
	@echo "make test    build and run every test, and Examples/ConsumerPackage's (golden images verified, nothing recorded)"
	@echo "make record  re-record golden references (SNAPSHOT_TESTING_RECORD=all); review the PNGs before committing"
	@echo "make orphans list golden references no test used in the last full run (DELETE=1 removes them)"
	@echo "make bench   layout/raster/PNG-encode and image-diff benchmarks (medians)"
	@echo "make install build and install mockshot and its fonts under PREFIX (default /usr/local)"

deps:
	@scripts/install-deps.sh

build: deps
	$(SWIFT) build $(RELEASE_FLAGS) --product mockshot

install: build
	install -d "$(DESTDIR)$(PREFIX)/bin" "$(DESTDIR)$(PREFIX)/share/mockshot"
	install -m 0755 $(RELEASE_BIN)/mockshot "$(DESTDIR)$(PREFIX)/bin/mockshot"
	rm -rf "$(DESTDIR)$(PREFIX)/share/mockshot/fonts"
	cp -RL fonts "$(DESTDIR)$(PREFIX)/share/mockshot/fonts"
	@echo "mockshot: installed $(DESTDIR)$(PREFIX)/bin/mockshot and its fonts in $(DESTDIR)$(PREFIX)/share/mockshot/fonts"

uninstall:
	rm -f "$(DESTDIR)$(PREFIX)/bin/mockshot"
	rm -rf "$(DESTDIR)$(PREFIX)/share/mockshot"

demo: build
	@scripts/demo.sh $(RELEASE_BIN)/mockshot $(OUT)

# The consumer package (a package outside this one that depends on it by path) builds in its own scratch
# directory under .build, so `make clean` removes it too.
CONSUMER = --package-path Examples/ConsumerPackage --scratch-path .build/consumer

# Tests build the library modules optimised (see Package.swift), except in the consumer
# package, where mockshot is a dependency and takes no unsafe flags.
export MOCKSHOT_OPTIMISE_DEBUG = 1

test: deps
	$(SWIFT) build --build-tests
	CI=$${CI:-true} $(SWIFT) test --skip-build
	MOCKSHOT_OPTIMISE_DEBUG= $(SWIFT) build --build-tests $(CONSUMER)
	MOCKSHOT_OPTIMISE_DEBUG= CI=$${CI:-true} $(SWIFT) test --skip-build $(CONSUMER)

record: deps
	$(SWIFT) build --build-tests
	SNAPSHOT_TESTING_RECORD=all $(SWIFT) test --skip-build || true
	@echo "Recorded. Look at every changed PNG (git status) before committing."

orphans:
	@scripts/snapshot-orphans.sh $(if $(DELETE),--delete,)

bench: deps
	@scripts/install-deps.sh imagemagick
	$(SWIFT) build $(RELEASE_FLAGS) --product mockshot
	$(SWIFT) build $(RELEASE_FLAGS) --product mockshot-bench
	$(RELEASE_BIN)/mockshot-bench

clean:
	rm -rf .build $(OUT)

# Action Graph game: build, play and test.
#
#   make run            play the game (installs missing system packages first)
#   make test           every test: vet, gofmt, unit tests (with the arm64
#                       fused-instruction guard), ebiten-free check, WebAssembly
#                       and arm64 (qemu) tests and sim, the window test, the
#                       browser tests in Chromium
#   make deps           install the missing Debian packages (idempotent)
#   make web / serve    build the browser game into web/ / serve it on 127.0.0.1:8080
#   make web-size       the wasm's size, raw and gzipped
#   make host           a co-op server with a match, serving the page too
#   make join CODE=...  the desktop game joining that match
#   make sim FILE=...   run one scenario file headless
#   make bench          engine, combat and world benchmarks
#   make bench-server   the whole co-op server process with bots on real
#                       WebSockets: matches per core
#   make coop-lag       co-op through a 50 ms proxy: refusals, the RTT readout
#   make soak           AI against AI for a simulated hour at three seeds
#   make balance        the play harness: waves cleared by skilled, masher and
#                       idle players, chain hit rates, reach and dodge distance
#   make fuzz           short fuzz runs (FUZZTIME=10s each)
#
# GNU make and bash. Meant for Debian 12 with only Go installed: `deps` adds the rest.

SHELL := bash
.SHELLFLAGS := -eu -o pipefail -c
.DEFAULT_GOAL := help
MAKEFLAGS += --no-print-directory

GO ?= go
ARGS ?=
FILE ?=
FUZZTIME ?= 10s
# The scenarios the WebAssembly sim must print byte for byte as the native one.
SIM_CHECK ?= $(wildcard actiongraph/testdata/*.json) cmd/actiongraph/testdata/spec_example.json

GOROOT_DIR := $(shell $(GO) env GOROOT 2>/dev/null)
WASM_PATH := $(GOROOT_DIR)/lib/wasm:$(PATH)

# Packages that must never link ebiten: they run headless and as WebAssembly.
EBITEN_FREE := ./actiongraph/... ./anim/... ./cmd/actiongraph ./cmd/serve ./cmd/assetgen ./cmd/playtest ./cmd/coopbots ./cmd/lagproxy ./combat/... ./items/... ./ai/... ./game/world/... ./game/bot/... ./sounds/... ./internal/... ./game/controls/... ./game/framing/... ./game/rejoin/... ./netplay/... ./cmd/server
# Packages whose tests also run as js/wasm under node, and as linux/arm64
# under qemu-user: the recorded fights must replay to the same digests.
WASM_TESTS := ./actiongraph/... ./anim/... ./combat/... ./items/... ./ai/... ./game/world/... ./game/bot/... ./sounds/... ./internal/detmath/... ./game/controls/... ./game/rejoin/... ./netplay/...
# The recorded fights the sim tool replays natively and under arm64.
REPLAYS ?= $(wildcard game/world/testdata/replays/*.json)

# What the game and its tests need from Debian: a C compiler and the GL/X11
# and ALSA (sound) headers for ebiten (cgo), Xvfb (with xauth and Mesa's
# software GL) for the window test; qemu-user-static to run the arm64 tests;
# ca-certificates so Go can fetch modules.
DEB_PKGS := gcc pkg-config libc6-dev libgl1-mesa-dev libx11-dev libxcursor-dev \
	libxi-dev libxinerama-dev libxrandr-dev libxxf86vm-dev libasound2-dev xvfb xauth \
	libgl1-mesa-dri qemu-user-static ca-certificates

.PHONY: help deps build run test vet fmt-check unit ebiten-free wasm-test wasm-sim arm64-test arm64-sim soak coop-lag bench-server \
	test-window bench fuzz sim clean balance

help:
	@sed -n '3,21p' Makefile | sed 's/^# \{0,1\}//'

## deps: install what is missing, once; says what it installs.
deps:
	@command -v $(GO) >/dev/null || { echo "deps: Go is not on PATH; install Go 1.26 first" >&2; exit 1; }
	@if ! command -v dpkg >/dev/null; then \
		echo "deps: no dpkg (not Debian); make sure these are installed: $(DEB_PKGS) nodejs"; exit 0; fi; \
	missing=""; \
	for p in $(DEB_PKGS); do \
		dpkg -s "$$p" 2>/dev/null | grep -q '^Status: install ok installed' || missing="$$missing $$p"; \
	done; \
	command -v node >/dev/null || missing="$$missing nodejs"; \
	if [ -z "$$missing" ]; then echo "deps: all system packages present"; exit 0; fi; \
	echo "deps: installing:$$missing"; \
	sudo=""; [ "$$(id -u)" -eq 0 ] || sudo=sudo; \
	$$sudo apt-get update; \
	$$sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y$$missing

build: deps
	$(GO) build -o bin/actiongraph-game .
	$(GO) build -o bin/actiongraph ./cmd/actiongraph

## run: play. Pass flags with ARGS, e.g. make run ARGS=-log-actions
run: deps
	$(GO) build -o bin/actiongraph-game .
	./bin/actiongraph-game $(ARGS)

## test: everything CI runs.
test: deps
	@start=$$(date +%s); \
	for t in vet fmt-check unit ebiten-free wasm-test wasm-sim arm64-test arm64-sim coop-lag test-window web-test; do \
		s=$$(date +%s); echo "== $$t"; \
		$(MAKE) $$t; \
		echo "== $$t ok ($$(( $$(date +%s) - s )) s)"; \
	done; \
	echo "== make test passed in $$(( $$(date +%s) - start )) s"

vet:
	$(GO) vet ./...

fmt-check:
	@bad=$$(find . -name '*.go' -not -path './.git/*' -not -path './web/node_modules/*' -print0 | xargs -0 gofmt -l); \
	if [ -n "$$bad" ]; then echo "gofmt needed:"; echo "$$bad"; exit 1; fi

# The window test skips here (no DISPLAY); test-window runs it under Xvfb.
unit:
	DISPLAY= $(GO) test ./...

ebiten-free:
	@fail=0; \
	for p in $$($(GO) list $(EBITEN_FREE)); do \
		if $(GO) list -deps -test "$$p" | grep -q '^github.com/hajimehoshi/ebiten'; then \
			echo "ebiten-free: $$p depends on ebiten:"; \
			$(GO) list -deps -test "$$p" | grep '^github.com/hajimehoshi/ebiten' | head -3; fail=1; \
		fi; \
	done; \
	[ $$fail -eq 0 ] && echo "ebiten-free: $$($(GO) list $(EBITEN_FREE) | wc -l) packages, none depends on ebiten"

wasm-test:
	@echo "GOOS=js GOARCH=wasm PATH=\$$(go env GOROOT)/lib/wasm:\$$PATH $(GO) test $(WASM_TESTS)"
	@GOOS=js GOARCH=wasm PATH="$(WASM_PATH)" $(GO) test $(WASM_TESTS)

wasm-sim:
	@mkdir -p out/sim
	$(GO) build -o out/actiongraph ./cmd/actiongraph
	GOOS=js GOARCH=wasm $(GO) build -o out/actiongraph.wasm ./cmd/actiongraph
	@n=0; for f in $(SIM_CHECK); do \
		b=out/sim/$$(basename "$$f" .json); \
		./out/actiongraph sim "$$f" > "$$b.native.jsonl"; \
		PATH="$(WASM_PATH)" go_js_wasm_exec out/actiongraph.wasm sim "$$f" > "$$b.wasm.jsonl"; \
		cmp "$$b.native.jsonl" "$$b.wasm.jsonl"; n=$$((n+1)); \
	done; echo "wasm-sim: $$n scenarios, native and wasm output identical byte for byte"

# arm64 fuses x*y + z into one instruction that rounds differently; the
# logic is written so it cannot (internal/detmath), the unit tests' fmaguard
# checks the arm64 build for fused instructions, and these run it.
arm64-test:
	GOARCH=arm64 $(GO) test -exec qemu-aarch64-static $(WASM_TESTS)

arm64-sim:
	@mkdir -p out/sim out/replay
	$(GO) build -o out/actiongraph ./cmd/actiongraph
	GOARCH=arm64 $(GO) build -o out/actiongraph.arm64 ./cmd/actiongraph
	@n=0; for f in $(SIM_CHECK); do \
		b=out/sim/$$(basename "$$f" .json); \
		./out/actiongraph sim "$$f" > "$$b.native.jsonl"; \
		qemu-aarch64-static out/actiongraph.arm64 sim "$$f" > "$$b.arm64.jsonl"; \
		cmp "$$b.native.jsonl" "$$b.arm64.jsonl"; n=$$((n+1)); \
	done; m=0; for f in $(REPLAYS); do \
		b=out/replay/$$(basename "$$f" .json); \
		./out/actiongraph replay "$$f" > "$$b.native.txt"; \
		qemu-aarch64-static out/actiongraph.arm64 replay "$$f" > "$$b.arm64.txt"; \
		cmp "$$b.native.txt" "$$b.arm64.txt"; m=$$((m+1)); \
	done; echo "arm64-sim: $$n scenarios and $$m replays, native and arm64 output identical byte for byte"

## coop-lag: two machines flown by the skilled autopilot join a match through
## a loopback proxy adding 50 ms (±10 ms) each way, for a minute of real
## time, alone (other tests would share the cores): the refusals by cause
## and the round-trip readout.
coop-lag:
	$(GO) test -count=1 -run TestCoopThroughLaggyProxy -v ./netplay -lag

test-window:
	xvfb-run -a -s "-screen 0 1280x720x24" $(GO) test -count=1 -run TestWindow -v ./game/windowtest/

bench:
	$(GO) test -run x -bench . -benchmem ./actiongraph/ ./combat/ ./game/world/

## bench-server: the whole server process on loopback with 10 matches of 4
## skilled bots over real WebSockets: matches per core, CPU a match-tick,
## bytes a player (about 30 s).
bench-server:
	$(GO) test -run '^$$' -bench ServerProcess -benchtime 1x -v ./cmd/server

## soak: the autopilot against the waves for a simulated hour per seed;
## prints ticks per second and the heap in use.
soak:
	$(GO) test -count=1 -run TestSoak -v ./game/world/ -soak

## balance: the play harness (cmd/playtest): for each item, the waves a
## skilled player, a button masher and an idle one clear over seeds 1-5;
## each light chain step's hit rate on a standing Grunt; reach; the dodge.
balance:
	$(GO) run ./cmd/playtest $(ARGS)

## fuzz: every Fuzz target of the ebiten-free packages, FUZZTIME each.
fuzz:
	@n=0; \
	for p in $$($(GO) list $(EBITEN_FREE)); do \
		for f in $$($(GO) test -list '^Fuzz' "$$p" | grep '^Fuzz' || true); do \
			echo "== $$p $$f"; n=$$((n+1)); \
			$(GO) test -run '^$$' -fuzz "^$$f\$$" -fuzztime $(FUZZTIME) "$$p"; \
		done; \
	done; \
	echo "fuzz: $$n targets"

## sim: run one scenario headless, e.g. make sim FILE=actiongraph/testdata/two_presses.json
sim:
	@[ -n "$(FILE)" ] || { echo "usage: make sim FILE=scenario.json" >&2; exit 2; }
	$(GO) run ./cmd/actiongraph sim $(FILE)

clean:
	rm -rf bin out

# --- The game in the browser (WebAssembly) ---------------------------------
#
#   make web        build web/game.wasm and copy the Go release's wasm_exec.js beside it
#   make serve      build, then serve web/ on $(SERVE_ADDR) (gzip, application/wasm)
#   make web-test   the browser tests: Debian's Chromium driven by playwright-core
#                   (installs chromium and web/node_modules when missing), and the
#                   co-op pictures of two desktop games under xvfb-run and a page
#   make web-size   the wasm's size, raw and gzipped

.PHONY: web serve web-test web-size host join

SERVE_ADDR ?= 127.0.0.1:8080
CHROMIUM ?= /usr/bin/chromium

# The browser build leaves the sounds out of its wasm (assets/embed_js.go):
# they are copied beside the page, with an index, and fetched after the
# first frame.
# WEB_LDFLAGS strips the wasm's symbol names and DWARF (86 KB gzipped):
# the Go runtime's own stack traces keep their names; browser profiles
# show wasm-function[N]. make web WEB_LDFLAGS= keeps the names.
WEB_LDFLAGS ?= -s -w
web:
	GOOS=js GOARCH=wasm $(GO) build -ldflags="$(WEB_LDFLAGS)" -o web/game.wasm .
	gzip -9 -n -k -f web/game.wasm
	cp "$$($(GO) env GOROOT)/lib/wasm/wasm_exec.js" web/wasm_exec.js
	@rm -rf web/sounds && mkdir -p web/sounds && cp assets/sounds/*.wav assets/sounds/sounds.json web/sounds/ && \
		(cd web/sounds && ls *.wav sounds.json > index.txt) && echo "web: $$(ls web/sounds/*.wav | wc -l) sounds copied to web/sounds/"

serve: web
	$(GO) run ./cmd/serve -addr $(SERVE_ADDR)

# host: a co-op server for PLAYERS (2) on HOST_ADDR, with a match made at
# start (its code printed) and the browser build served beside it.
# HOST_ADDR=0.0.0.0:7777 opens it to the local network; HOST_FLAGS adds
# cmd/server's flags, e.g. HOST_FLAGS=-debug for the UPC.Debug.Net.* commands.
HOST_ADDR ?= 127.0.0.1:7777
PLAYERS ?= 2
HOST_FLAGS ?=
host: web
	$(GO) run ./cmd/server -addr $(HOST_ADDR) -web web -match $(PLAYERS) $(HOST_FLAGS)

# join: the desktop game joining match CODE on HOST_ADDR.
join: deps
	@[ -n "$(CODE)" ] || { echo "join: give the match's code: make join CODE=K7QXM" >&2; exit 1; }
	$(GO) build -o bin/actiongraph-game .
	./bin/actiongraph-game -join $(HOST_ADDR)/$(CODE) $(ARGS)

# web-size fails above WASM_GZ_MAX bytes gzipped (4 MiB); web-test runs it.
WASM_GZ_MAX ?= 4194304
web-size: web
	@raw=$$(wc -c < web/game.wasm); gz=$$(wc -c < web/game.wasm.gz); \
	snd=$$(cat web/sounds/* | gzip -6 | wc -c); \
	awk -v r=$$raw -v g=$$gz -v s=$$snd 'BEGIN { printf "web/game.wasm: %d bytes raw (%.2f MiB), %d bytes gzipped (%.2f MiB, web/game.wasm.gz, gzip -9, which cmd/serve sends); web/sounds: %d bytes gzipped, fetched after the first frame\n", r, r/1048576, g, g/1048576, s }'; \
	[ $$gz -le $(WASM_GZ_MAX) ] || { echo "web-size: the wasm is over $(WASM_GZ_MAX) bytes gzipped" >&2; exit 1; }

web-test:
	@sudo=""; [ "$$(id -u)" -eq 0 ] || sudo=sudo; missing=""; \
	[ -x "$(CHROMIUM)" ] || missing="$$missing chromium"; \
	command -v node >/dev/null || missing="$$missing nodejs"; \
	command -v npm >/dev/null || missing="$$missing npm"; \
	if [ -n "$$missing" ]; then \
		echo "web-test: installing:$$missing"; \
		$$sudo apt-get update; $$sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y$$missing; \
	fi
	@v=$$(node -p 'process.versions.node.split(".")[0]'); [ "$$v" -ge 20 ] || { \
		echo "web-test: playwright-core needs Node 20 or later; node is $$(node --version)" >&2; exit 1; }
	@[ -d web/node_modules/playwright-core ] || { echo "web-test: npm ci in web/"; cd web && npm ci --no-audit --no-fund; }
	$(MAKE) web-size
	@mkdir -p out
	$(GO) build -o out/serve ./cmd/serve
	$(GO) build -o out/server ./cmd/server
	@# The co-op pictures' desktop games (web/test/coopshots.test.mjs runs them under xvfb-run).
	$(GO) build -o out/actiongraph-game .
	@# First and alone, so no other test's browser shares the CPU: ticks a second in a full wave.
	cd web && SERVE_BIN=../out/serve CHROMIUM="$(CHROMIUM)" node --test test/perf.test.mjs
	cd web && SERVE_BIN=../out/serve SERVER_BIN=../out/server GAME_BIN=../out/actiongraph-game CHROMIUM="$(CHROMIUM)" \
		node --test $$(ls test/*.test.mjs | grep -v perf)

# Shared set-up for scripts/serve and scripts/test: install what is missing, build the app.
#
# Two routes to a wasm32 toolchain, tried in this order (see ../../README.md):
#   ordinary: rustup with the wasm32-unknown-unknown target and the standard library's source
#             (already installed, or added when rustup's servers answer);
#   debian:   Debian's rustc-web + rust-web-src + lld (for machines that reach only the package
#             registries).
# Both build std for wasm32 from its source with the app (-Zbuild-std), for size: see
# build_release.
# Both routes run Trunk with --offline and the same pinned tools on PATH: trunk (crates.io),
# wasm-bindgen-cli (crates.io, = the wasm-bindgen crate in Cargo.lock) and wasm-opt (npm
# binaryen), so neither route depends on downloads Trunk would make itself.
# Every step checks first and skips what is already in place, so re-runs are quick.

set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
TRUNK_VERSION=0.21.14
# wasm-split-cli (crates.io's wasm_split_cli_support): cuts 1840's game screen out of the app's
# wasm into a part of its own (split_app). It must understand the split points of Leptos's
# wasm_split_helpers (Cargo.lock).
WASM_SPLIT_VERSION=0.2.3
CARGO_BIN=${CARGO_HOME:-$HOME/.cargo}/bin
export PATH="$CARGO_BIN:$PATH"

say() { printf '\033[1m==> %s\033[0m\n' "$*" >&2; }
die() { printf 'error: %s\n' "$*" >&2; exit 1; }

as_root() {
  if [ "$(id -u)" -eq 0 ]; then "$@"; elif command -v sudo >/dev/null; then sudo "$@"; else
    die "need root (or sudo) to run: $*"; fi
}

# Debian packages, installed only when one of them is missing.
APT_UPDATED=
apt_install() {
  local missing=()
  for pkg in "$@"; do
    dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q 'ok installed' || missing+=("$pkg")
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  command -v apt-get >/dev/null || die "missing ${missing[*]} and no apt-get: install them by hand"
  say "apt-get install ${missing[*]}"
  if [ -z "$APT_UPDATED" ]; then as_root apt-get update -qq; APT_UPDATED=1; fi
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
    "${missing[@]}" >/dev/null
}

# The wasm-bindgen version locked for the app; the CLI must equal it.
wasm_bindgen_version() {
  awk '/^name = "wasm-bindgen"$/ { getline; gsub(/version = |"/, ""); print; exit }' \
    "$ROOT/Cargo.lock"
}

ensure_rust() {
  command -v cargo >/dev/null || die "cargo not found: install Rust (https://rustup.rs) first"
}

# Decide how to get a wasm32 std; sets WASM_ROUTE to ordinary or debian.
# TRAMWAYS_WASM_ROUTE=ordinary|debian forces a route (to test the other one).
choose_wasm_route() {
  if [ -n "${TRAMWAYS_WASM_ROUTE:-}" ]; then
    WASM_ROUTE=$TRAMWAYS_WASM_ROUTE
  elif command -v rustup >/dev/null &&
    rustup target list --installed 2>/dev/null | grep -qx wasm32-unknown-unknown &&
    rustup component list --installed 2>/dev/null | grep -q '^rust-src'; then
    WASM_ROUTE=ordinary
  elif command -v rustup >/dev/null && command -v curl >/dev/null &&
    curl -fsS --max-time 8 -o /dev/null https://static.rust-lang.org/dist/channel-rust-stable.toml.sha256 2>/dev/null &&
    { say "rustup target add wasm32-unknown-unknown; rustup component add rust-src"
      timeout 300 rustup target add wasm32-unknown-unknown &&
        timeout 300 rustup component add rust-src; }; then
    WASM_ROUTE=ordinary
  else
    WASM_ROUTE=debian
  fi
  say "wasm32 route: $WASM_ROUTE"
  if [ "$WASM_ROUTE" = debian ]; then
    apt_install rustc-web cargo-web rust-web-src lld-22
  fi
}

# cargo install NAME at VERSION unless BIN --version already says VERSION.
cargo_install_pinned() {
  local crate=$1 version=$2 bin=$3; shift 3
  if "$bin" --version 2>/dev/null | grep -qF " $version"; then return 0; fi
  say "cargo install $crate $version (once per machine; minutes)"
  cargo install --quiet "$crate" --version "$version" "$@"
}

ensure_node_modules() {
  command -v npm >/dev/null || apt_install nodejs npm
  local stamp="$ROOT/node_modules/.package-lock.json"
  if [ ! -f "$stamp" ] || [ "$ROOT/package-lock.json" -nt "$stamp" ]; then
    say "npm ci (playwright-core, binaryen's wasm-opt)"
    (cd "$ROOT" && npm ci --no-audit --no-fund --loglevel=error)
  fi
}

ensure_build_tools() {
  ensure_rust
  choose_wasm_route
  # trunk 0.21.14 is the newest that builds with stable Rust older than 1.96.1.
  cargo_install_pinned trunk "$TRUNK_VERSION" trunk --locked
  # Not --locked: its lock pins a webpki-roots release that some registries lack.
  cargo_install_pinned wasm-bindgen-cli "$(wasm_bindgen_version)" wasm-bindgen
  # (It has no --version: cargo's own list of what it installed tells.)
  if ! cargo install --list | grep -qxF "wasm_split_cli_support v$WASM_SPLIT_VERSION:"; then
    say "cargo install wasm_split_cli_support $WASM_SPLIT_VERSION (once per machine; minutes)"
    cargo install --quiet wasm_split_cli_support --version "$WASM_SPLIT_VERSION" --features build-binary
  fi
  ensure_node_modules
}

# Build the release bundle into dist/ (or TRUNK_BUILD_DIST, which trunk reads too) and print
# the wasm sizes: 1840's page (index.html), Trambahn's (trambahn.html) and the 18xx.games
# worker both pages start. BUILD_PAGES=bench builds 1840's page with the benchmark page alone.
build_release() {
  say "trunk build --release --offline (${BUILD_PAGES:-all} pages)"
  (
    cd "$ROOT"
    export PATH="$ROOT/node_modules/.bin:$PATH"
    # std is built for wasm32 from its source with the app (-Zbuild-std; RUSTC_BOOTSTRAP lets
    # a stable cargo use it), with panics that stop the program at once rather than format a
    # message first (-Cpanic=immediate-abort): the formatting and unwinding code goes, 34,683
    # bytes of 1840's wasm's gzip (docs/performance.md, entry 30). A panic is still an error
    # on the page (`RuntimeError: unreachable`), which the browser tests catch; it no longer
    # says its message. The flags are added to .cargo/config.toml's (cargo merges the lists).
    export RUSTC_BOOTSTRAP=1 CARGO_UNSTABLE_BUILD_STD=std,panic_abort
    export CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUSTFLAGS="-Zunstable-options -Cpanic=immediate-abort"
    if [ "$WASM_ROUTE" = debian ]; then
      # Debian's cargo/rustc first, std's source from rust-web-src. A target dir of its own
      # keeps the two compilers from invalidating each other's artefacts.
      export PATH="$ROOT/node_modules/.bin:/usr/bin:$PATH"
      export CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_LINKER=wasm-ld-22
      export CARGO_TARGET_DIR="$ROOT/target/debian-wasm"
    fi
    # Trunk runs cargo --offline, so std's own dependencies must be in the cache first.
    cargo fetch --quiet --target wasm32-unknown-unknown
    local dist=${TRUNK_BUILD_DIST:-$ROOT/dist}
    # The other pages are index.html with its app's link changed (Trunk takes a page's cargo
    # features from its link, over the command line's), written beside it for the build (its
    # paths are relative) and removed after: `page_variant FILE SED-EXPRESSIONS… DIST`.
    page_variant() {
      local file=$1 out=${*: -1}
      sed "${@:2:$#-2}" index.html > "$file" || return 1
      if grep -q 'data-bin="tramways-app" data-cargo-no-default-features />' "$file"; then
        say "$file: the app's link in index.html is not as build_release expects"
        rm -f "$file"
        return 1
      fi
      trunk build "$file" --release --offline --dist "$out"
      local built=$?
      rm -f "$file"
      [ "$built" -eq 0 ] || return "$built"
      split_app "$out"
    }
    # (`|| exit 1` throughout: `set -e` does not hold in a subshell followed by `||`.)
    if [ "${BUILD_PAGES:-all}" = bench ]; then
      # 1840's page with the benchmark page (the `bench` feature).
      page_variant .bench.html \
        -e 's|data-bin="tramways-app" data-cargo-no-default-features />|data-bin="tramways-app" data-cargo-no-default-features data-cargo-features="bench" />|' \
        "$dist" || exit 1
    else
      # Trambahn's page, the app with every game (the default features), first, into a folder
      # of its own: Trunk builds one page at a time and empties its dist.
      page_variant .trambahn.html \
        -e 's|data-bin="tramways-app" data-cargo-no-default-features />|data-bin="tramways-app" />|' \
        "$ROOT/target/dist-trambahn" || exit 1
      # Russian Railroads' page (issue 53): 1840 and Russian Railroads, without Trambahn.
      page_variant .railroads.html \
        -e 's|data-bin="tramways-app" data-cargo-no-default-features />|data-bin="tramways-app" data-cargo-no-default-features data-cargo-features="railroads" />|' \
        "$ROOT/target/dist-railroads" || exit 1
      trunk build --release --offline --dist "$dist" || exit 1
      split_app "$dist" || exit 1
      # Beside 1840's page: its page, script and wasm (hashed names, so none clashes); the
      # style sheets, public/ and the worker are the same files. (Trunk names every page it
      # writes index.html.)
      cp -n -r "$ROOT/target/dist-trambahn/." "$dist/" || exit 1
      cp "$ROOT/target/dist-trambahn/index.html" "$dist/trambahn.html" || exit 1
      cp -n -r "$ROOT/target/dist-railroads/." "$dist/" || exit 1
      cp "$ROOT/target/dist-railroads/index.html" "$dist/railroads.html" || exit 1
    fi
    # The service worker again, to precache every page and the parts split_app wrote.
    TRUNK_STAGING_DIR="$dist" node scripts/pwa/make-sw.mjs || exit 1
  ) || die "the release build failed (see the trunk output above)"
  report_wasm_size "${TRUNK_BUILD_DIST:-$ROOT/dist}"
}

# Cuts 1840's rules and game screen (the split points `rules` and `game_screen`, src/main.rs)
# out of the app's wasm that Trunk just built into DIST, into parts the page downloads after
# its first frame (with a chunk the two share): the first download halves
# (docs/performance.md, entries 31 and 33). Trunk cannot do it, so this
# redoes its last steps from cargo's output (linked with --emit-relocs, build.rs):
#   wasm-split-cli   → the main module, the part(s) and their loader (__wasm_split.js);
#   wasm-bindgen     → the main module's glue (--keep-lld-exports: the part calls into it),
#                      under Trunk's names, over Trunk's files;
#   wasm-opt -Oz     → each module (index.html's data-wasm-opt="0" leaves this to here).
# The parts and the loader get names from their content (as Trunk's files do), for caches.
# index.html's data-integrity="none": Trunk's hashes would be of the files replaced here.
split_app() {
  local dist=$1
  local built="${CARGO_TARGET_DIR:-$ROOT/target}/wasm32-unknown-unknown/release/tramways-app.wasm"
  local glue
  glue=$(grep -o 'tramways-app-[0-9a-f]*\.js' "$dist/index.html" | head -n 1)
  if [ -z "$glue" ] || [ ! -f "$dist/$glue" ] || [ ! -f "$built" ]; then
    say "split_app: no app glue in $dist/index.html, or no $built"
    return 1
  fi
  local stem=${glue%.js} work
  work=$(mktemp -d)
  say "split_app: the rules and the game screen out of $stem's wasm"
  wasm-split-cli --target web "$built" "$work/split" >/dev/null || return 1
  wasm-bindgen --target web --no-typescript --keep-lld-exports --out-dir "$work/bindgen" \
    --out-name "$stem" "$work/split/main.wasm" || return 1
  # TRAMWAYS_WASM_KEEP=<dir> keeps the first download and its parts as split, before wasm-opt
  # (with the functions' names), a folder per page: what is in each, for twiggy.
  if [ -n "${TRAMWAYS_WASM_KEEP:-}" ]; then
    mkdir -p "$TRAMWAYS_WASM_KEEP/$stem" && cp "$work/bindgen/${stem}_bg.wasm" "$work/split/"*.wasm \
      "$TRAMWAYS_WASM_KEEP/$stem/" || return 1
  fi
  # TRAMWAYS_WASM_NAMES=1 keeps the functions' names (wasm-opt -g), for CPU profiles.
  local names=()
  [ -n "${TRAMWAYS_WASM_NAMES:-}" ] && names=(-g)
  wasm-opt -Oz "${names[@]}" "$work/bindgen/${stem}_bg.wasm" -o "$dist/${stem}_bg.wasm" || return 1
  if [ -d "$work/bindgen/snippets" ]; then cp -r "$work/bindgen/snippets" "$dist/"; fi
  local loader="$work/split/__wasm_split.js" part name hash
  for part in "$work/split/"*.wasm; do
    name=$(basename "$part" .wasm)
    [ "$name" = main ] && continue
    wasm-opt -Oz "${names[@]}" "$part" -o "$work/part.wasm" || return 1
    hash=$(sha256sum "$work/part.wasm" | cut -c1-16)
    mv "$work/part.wasm" "$dist/$name-$hash.wasm"
    grep -qF "\"./$name.wasm\"" "$loader" || { say "split_app: the loader does not name $name.wasm"; return 1; }
    sed -i "s|\"\./$name\.wasm\"|\"./$name-$hash.wasm\"|" "$loader"
  done
  grep -qF 'from "./main.js"' "$loader" || { say "split_app: the loader's import is not as expected"; return 1; }
  sed -i "s|from \"\./main\.js\"|from \"./$glue\"|" "$loader"
  hash=$(sha256sum "$loader" | cut -c1-16)
  cp "$loader" "$dist/wasm-split-$hash.js"
  # Only the import's line: the key of the wasm's imports keeps the name the wasm asks for.
  sed "s|^\(import .* from \)['\"]\./__wasm_split\.js['\"]\(;\?\)\$|\1'./wasm-split-$hash.js'\2|" \
    "$work/bindgen/$glue" > "$dist/$glue"
  if ! grep -qF "./wasm-split-$hash.js" "$dist/$glue"; then
    say "split_app: the glue does not import the parts' loader as expected"
    return 1
  fi
  rm -rf "$work"
}

# The build the browser test of the optimizer benchmark opens (tests/e2e/optimizer_bench):
# the players' build with the benchmark page (#bench-optimizer), into dist-bench/.
build_bench() {
  BUILD_PAGES=bench TRUNK_BUILD_DIST="$ROOT/dist-bench" build_release
}

# The gzip size (bytes, gzip -9) the players' release wasm may reach: the budget of the
# "release wasm ≤ 300 KiB gzip" issue, set a little above what the build reaches today, so that
# growth is a decision (raise it in the commit that needs it, saying why), never an accident.
# 642,000 → 668,000 (issue 23): the private sale's offer and answer, the game menu with its
# confirmation, the par table, the dividend control, the lay bar's income and the player
# strip: 662,852 bytes.
# 668,000 → 686,000 (issue 23, second part): the rules in short in three languages (about
# 7 KB of it), the Stadtbahn runs on the map, the line choice, the company order, the seat
# order note, the sheets' headers: 681,069 bytes.
# 686,000 → 692,000 (issue 22): fewer redraws per move cost code: the sheets and the player
# strip keyed by row, the line panel drawn part by part (a lay: 225 → 31 DOM mutations):
# 689,744 bytes.
# 692,000 → 782,000 (issue 24): the second game, Trambahn — its engine and bots, its table,
# new-game form and screen, its words and rules in short in three languages, and the store,
# library, files and links made generic over both games (each monomorphised twice): 784,526
# bytes; then Trambahn's actions read by hand as 1840's are (−7 KB): 779,158 bytes, budget
# 782,000. The way back under is a second wasm that only Trambahn's players download (see
# docs/performance.md).
# 782,000 → 793,000 (issue 22): the board painted on a canvas — the painter, each hex's
# drawing as shapes and texts with their inks, the canvas bindings, a pan's strips (a lay's
# paint and layerize 13–15 → 6.5–7.5 ms at 4× CPU; docs/performance.md entry 16): 791,955
# bytes.
# 793,000 → 668,000 (issue 22): 1840's page (index.html) is built without Trambahn, which
# plays on its own page (trambahn.html, the app with every game): 792,138 → 723,963 bytes;
# and without the 18xx.games importer and exporter, which run in a worker started when a
# player needs them (src/games/vienna/eighteen_xx.rs): 664,260 bytes; with the board's canvas painted
# again when its GPU context comes back: 665,195 bytes; with the panels below the map drawn
# after the move's frame (Table::later): 667,169 bytes.
# 668,500 → 671,000 (issue 22): the choice bar changed in place (its parts each their own
# reactive closure): 668,318 bytes; the zoom buttons and the wheel shown by a transform first,
# drawn sharp after: 669,640 bytes.
# 671,000 → 637,000 (issue 22): std built for wasm32 with the app, panics stopping at once
# (build_release; docs/performance.md, entry 30): 634,957 bytes.
# 637,000 → 382,000 (issue 22): 1840's game screen in a part of its own, downloaded after the
# first frame (split_app; docs/performance.md, entry 31): the first download 379,825 bytes.
# 382,000 → 365,000: each language's words called statically, not through a vtable, so that
# the game screen's words go to its part (entry 32): 362,860 bytes.
# 365,000 → 287,000: the rules (the engine's replay, apply and route search) in a part of
# their own, which the start screen waits for before it lists, opens, starts, imports or
# reads a link (src/games/vienna/engine_part.rs; entry 33): 284,601 bytes, under the issue's 300 KiB.
# 287,000 → 289,000: the frame callbacks made once and the saving mark's call kept (entry
# 36): 287,001 bytes.
# 289,000 → 292,500 (issue 49, the newcomer items): the start screen named as the app with
# both games' designers, the footer and manifest following the game and the language, a
# reload resuming the tab's game (session storage, the navigation's type), saved Trambahn
# games saying who plays and the score (read from the status on this page): 291,839 bytes;
# 292,459 with all of issue 49 (the history bar written once for both games, the rules
# versions' words) → 293,000.
# 293,000 → 293,500 (issue 50, what a newcomer trips over): the turn's tools docked by the map,
# the computer's mark drawn as the app's own symbol, the phone's reflow, the explanations'
# plumbing: 293,173 bytes.
# 293,500 → 293,800 (issue 51): 293,153 bytes before it; 293,685 after. The game core costs the
# first download nothing measurable; the fuzzing findings' fixes cost it: the saved-games
# listing remembering what it set aside (+1.3 KB raw) and a bare save's game decided by its
# set-up's fields (+0.7 KB raw). The words as data files (docs/words-plan.md) are the way back.
# 293,800 → 285,000 (issue 51, the words as data): 284,831 bytes, with the typed 18xx.games
# faults back in (their wordings, which cost +18.6 KB in the wasm, are data now too).
# 285,000 → 287,500 (issue 53, the third game): 287,148 bytes; what 1840's page gained for
# Russian Railroads' sake: its card on the start screen, a new game handed over by kind
# (`#new=<key>`), a saved game of 2–4 players listed with each one's points, the rules in short
# chosen per game. Issue 56's first-visit work is the way back.
WASM_GZIP_BUDGET=${WASM_GZIP_BUDGET:-287500}
# The parts of 1840's page (the game screen): 281,225 bytes; 298,751 with its words (entry
# 32); 377,040 with the rules' part and the chunk the two share (entry 33). The page's wasm
# in all grows by the split (the parts' own copies and the calls between them: 661,641
# bytes, 634,957 before). 380,904 with entry 34's lighter frame (the choice bar, the targets
# and the preview kept by memos of their own types: +3,864 bytes in the game screen's part).
# 384,000 → 395,000 (issue 50): 394,242 bytes; the newcomer's explanations in three languages,
# the private's return asked first, which events tell a decision (+9,069), the line's turn
# opening zoomed at the line and the 44 px tap areas (+3,249), the dock, the chart's scroll
# and the reflow (+1,760); 395,749 with a run's maintenance said in the log and a hint's hex
# brought into the view → 396,500. 396,809 with issue 51's words as data (the calls' code
# stays, the words leave) and the typed 18xx.games faults worded in the game screen → 397,000,
# the page in all 681,640 bytes against 690,090 before (the first download 8.9 KB less).
WASM_PARTS_GZIP_BUDGET=${WASM_PARTS_GZIP_BUDGET:-397000}
# Trambahn's page's first download: the app with every game, but for the 18xx.games worker:
# 739,482 bytes; 741,593 with the late panels of 1840's screen; 744,346 with the choice bar in
# place and the zoom by a transform first; 707,880 with std built with the app; 466,334 with
# 1840's game screen in its part; 449,390 with the words called statically; 377,227 with
# 1840's rules in a part; with issue 49: 405,224 with its hint, charts and end box (the generic
# plot's drawing, with its float formatting, 11,882 of it: 393,342 without the two charts
# drawn), 387,441 with its newcomer items alone (1840's page's, the End-turn warning from the
# engine's preview with its question, the new-game form saying who plays), 422,480 with all of
# issue 49 (those, the history browser over Trambahn, the rules versions) → 424,000. What
# Trambahn's page added in issue 49 (45 KB) is all in its first download: its screen is not a
# part of its own, as 1840's is; that split is the way back (issue 56's first visit). 424,213
# with issue 50 (what the app's shell gained for 1840's newcomer items) → 424,500. 424,848
# with issue 51 (424,284 before it): the same fixes as 1840's page, and Trambahn's undo and
# history browser replaying from the core's checkpoints (+1.2 KB raw) → 425,100. 410,157
# with the words as data (issue 51: the page fetches its language's words) → 410,500.
# 418,273 with issue 53 → 418,500: the shell's additions for a third game (as 1840's page's)
# and the game screen's frame written once for Trambahn and Russian Railroads (TableScreen).
TRAMBAHN_WASM_GZIP_BUDGET=${TRAMBAHN_WASM_GZIP_BUDGET:-418500}
# Russian Railroads' page's first download (issue 53): the app with 1840 and Russian Railroads
# (its engine, bots, table and words' code), 1840's game screen and rules in their parts as on
# the other pages: 486,681 bytes with its table drawn anew at each move; 507,171 with it drawn
# once and changed in place (a memo per space and per part: more code, a frame's work cut) →
# 508,000; 513,900 with each railway's spaces and each place of the strip changed in place
# (a confirm at 4× CPU: median 65.5 → 53.8 ms; between two people 89.3 → 46.0 ms) → 514,500;
# 519,158 with the table's late copy (the strip, the player board, the scorings, the log and
# the charts following the move after its frame: a second set of the position's memos and
# their readers) and the supply in four parts (a confirm at 4× CPU: median 51.7 → 27.5 ms,
# between two people 44.9 → 24.1 ms) → 519,500. Its table is not a part of its own yet, as
# 1840's game screen is: that split is the way down (issue 56).
RAILROADS_WASM_GZIP_BUDGET=${RAILROADS_WASM_GZIP_BUDGET:-519500}
# The 18xx.games worker (the engine, its importer and exporter, serde_json): 244,768 bytes;
# 226,002 with std built with the app; 227,464 with the typed import/export faults (issue 51).
WORKER_WASM_GZIP_BUDGET=${WORKER_WASM_GZIP_BUDGET:-228000}

# Prints the size of the wasm of each page in DIST (default dist/) and sets WASM_RAW and
# WASM_GZIP (bytes, 1840's page, index.html), TRAMBAHN_WASM_GZIP (trambahn.html, if built) and
# RAILROADS_WASM_GZIP (railroads.html, if built).
report_wasm_size() {
  local dir=${1:-$ROOT/dist}
  WASM_RAW= WASM_GZIP= TRAMBAHN_WASM_GZIP= RAILROADS_WASM_GZIP=
  for page in index.html trambahn.html railroads.html; do
    [ -f "$dir/$page" ] || continue
    local wasm raw gz
    wasm=$(grep -o '[A-Za-z0-9_.-]*_bg\.wasm' "$dir/$page" | head -n 1)
    [ -n "$wasm" ] && [ -f "$dir/$wasm" ] || die "no wasm for $dir/$page"
    raw=$(stat -c %s "$dir/$wasm")
    gz=$(gzip -9 -c "$dir/$wasm" | wc -c)
    say "release wasm of $page, first download: $wasm $((raw / 1024)) KiB raw, $((gz / 1024)) KiB gzip ($raw / $gz bytes)"
    # Its parts (split_app): named by the parts' loader, which the page's glue imports.
    local glue=${wasm%_bg.wasm}.js loader part parts_raw=0 parts_gz=0
    loader=$(grep -o 'wasm-split-[0-9a-f]*\.js' "$dir/$glue" | head -n 1)
    [ -n "$loader" ] && [ -f "$dir/$loader" ] || die "no parts' loader for $dir/$page (split_app)"
    for part in $(grep -o '\(split\|chunk\)_[A-Za-z0-9_]*-[0-9a-f]*\.wasm' "$dir/$loader"); do
      [ -f "$dir/$part" ] || die "no $dir/$part, which $loader names"
      raw=$(stat -c %s "$dir/$part")
      gz=$(gzip -9 -c "$dir/$part" | wc -c)
      say "  its part $part (after the first frame): $((raw / 1024)) KiB raw, $((gz / 1024)) KiB gzip ($raw / $gz bytes)"
      parts_raw=$((parts_raw + raw)) parts_gz=$((parts_gz + gz))
    done
    [ "$parts_gz" -gt 0 ] || die "no parts in $dir/$loader"
    local first_gz
    first_gz=$(gzip -9 -c "$dir/$wasm" | wc -c)
    say "  in all: $(((parts_gz + first_gz) / 1024)) KiB gzip ($((parts_gz + first_gz)) bytes)"
    case $page in
      index.html) WASM_RAW=$(stat -c %s "$dir/$wasm") WASM_GZIP=$first_gz WASM_PARTS_GZIP=$parts_gz ;;
      trambahn.html) TRAMBAHN_WASM_GZIP=$first_gz ;;
      railroads.html) RAILROADS_WASM_GZIP=$first_gz ;;
    esac
  done
  [ -n "$WASM_GZIP" ] || die "no index.html in $dir/"
  WORKER_WASM_GZIP=
  if [ -f "$dir/eighteen-xx_bg.wasm" ]; then
    raw=$(stat -c %s "$dir/eighteen-xx_bg.wasm")
    WORKER_WASM_GZIP=$(gzip -9 -c "$dir/eighteen-xx_bg.wasm" | wc -c)
    say "release wasm of the 18xx.games worker (loaded when used): $((raw / 1024)) KiB raw, $((WORKER_WASM_GZIP / 1024)) KiB gzip ($raw / $WORKER_WASM_GZIP bytes)"
  fi
}

# Fails when the players' release wasm (dist/) is over WASM_GZIP_BUDGET bytes of gzip.
check_wasm_budget() {
  report_wasm_size "$ROOT/dist"
  if [ "$WASM_GZIP" -gt "$WASM_GZIP_BUDGET" ]; then
    die "release wasm over its size budget: $WASM_GZIP bytes gzip ($((WASM_GZIP / 1024)) KiB) > budget $WASM_GZIP_BUDGET bytes ($((WASM_GZIP_BUDGET / 1024)) KiB); see WASM_GZIP_BUDGET in scripts/lib/common.sh"
  fi
  say "release wasm within its budget: $WASM_GZIP ≤ $WASM_GZIP_BUDGET bytes gzip"
  if [ "$WASM_PARTS_GZIP" -gt "$WASM_PARTS_GZIP_BUDGET" ]; then
    die "the parts of the release wasm over their size budget: $WASM_PARTS_GZIP bytes gzip > budget $WASM_PARTS_GZIP_BUDGET bytes; see WASM_PARTS_GZIP_BUDGET in scripts/lib/common.sh"
  fi
  say "its parts within their budget: $WASM_PARTS_GZIP ≤ $WASM_PARTS_GZIP_BUDGET bytes gzip"
  [ -n "$TRAMBAHN_WASM_GZIP" ] || die "no trambahn.html in dist/"
  if [ "$TRAMBAHN_WASM_GZIP" -gt "$TRAMBAHN_WASM_GZIP_BUDGET" ]; then
    die "Trambahn's page's wasm over its size budget: $TRAMBAHN_WASM_GZIP bytes gzip > budget $TRAMBAHN_WASM_GZIP_BUDGET bytes; see TRAMBAHN_WASM_GZIP_BUDGET in scripts/lib/common.sh"
  fi
  say "Trambahn's page's wasm within its budget: $TRAMBAHN_WASM_GZIP ≤ $TRAMBAHN_WASM_GZIP_BUDGET bytes gzip"
  [ -n "$RAILROADS_WASM_GZIP" ] || die "no railroads.html in dist/"
  if [ "$RAILROADS_WASM_GZIP" -gt "$RAILROADS_WASM_GZIP_BUDGET" ]; then
    die "Russian Railroads' page's wasm over its size budget: $RAILROADS_WASM_GZIP bytes gzip > budget $RAILROADS_WASM_GZIP_BUDGET bytes; see RAILROADS_WASM_GZIP_BUDGET in scripts/lib/common.sh"
  fi
  say "Russian Railroads' page's wasm within its budget: $RAILROADS_WASM_GZIP ≤ $RAILROADS_WASM_GZIP_BUDGET bytes gzip"
  [ -n "$WORKER_WASM_GZIP" ] || die "no 18xx.games worker in dist/"
  if [ "$WORKER_WASM_GZIP" -gt "$WORKER_WASM_GZIP_BUDGET" ]; then
    die "the 18xx.games worker's wasm over its size budget: $WORKER_WASM_GZIP bytes gzip > budget $WORKER_WASM_GZIP_BUDGET bytes; see WORKER_WASM_GZIP_BUDGET in scripts/lib/common.sh"
  fi
  say "the 18xx.games worker's wasm within its budget: $WORKER_WASM_GZIP ≤ $WORKER_WASM_GZIP_BUDGET bytes gzip"
}

find_chromium() {
  for c in "${CHROMIUM:-}" /usr/bin/chromium /usr/bin/chromium-browser /usr/bin/google-chrome; do
    [ -n "$c" ] && [ -x "$c" ] && { echo "$c"; return 0; }
  done
  return 1
}

# 18xx.games' engine as a test oracle (../shared/oracle-18xx, beside the project): when it is
# there, Debian's ruby runs it; without it the tests that use it say so and skip.
ORACLE_DIR="${TRAMWAYS_ORACLE:-$ROOT/../shared/oracle-18xx}"
ensure_oracle() {
  if [ ! -f "$ORACLE_DIR/oracle.rb" ]; then
    say "no 18xx.games oracle at $ORACLE_DIR: the differential tests will skip"
    return 0
  fi
  command -v ruby >/dev/null || apt_install ruby
  export TRAMWAYS_ORACLE="$ORACLE_DIR"
}

ensure_chromium() {
  if ! find_chromium >/dev/null; then apt_install chromium; fi
  CHROMIUM=$(find_chromium) || die "no Chromium found: set CHROMIUM=/path/to/chromium"
  export CHROMIUM
}

#!/usr/bin/env bash
# Builds aasa's libFuzzer harnesses (Tests/Fuzz) and runs each for a bounded time.
#
#   Scripts/fuzz.sh [HARNESS...]     build, then run each harness for FUZZ_SECONDS (default 60)
#   Scripts/fuzz.sh build [HARNESS...]
#   Scripts/fuzz.sh seeds            regenerate Tests/Fixtures/fuzz/seeds from the fixtures
#
# Harnesses: json-reader linter matcher entry plist (default: all). AASACore is compiled once,
# with coverage and AddressSanitizer, into .fuzz/build; each harness links against it. Working
# corpora grow in .fuzz/corpus/<harness>, crashers land in .fuzz/crashes/<harness>, logs in
# .fuzz/logs (all gitignored). Exits 1 if any harness crashed, leaked, hung or ran out of memory.
# FUZZ_TIMEOUT (default 5) is libFuzzer's per-input limit in wall-clock seconds: raise it on a
# loaded machine, where a slow input is not a hang (compare the user time of a replay).
# Extra libFuzzer flags can be passed in FUZZ_FLAGS (e.g. FUZZ_FLAGS=-jobs=2).
set -euo pipefail
cd "$(dirname "$0")/.."

SWIFTC=${SWIFTC:-$(command -v swiftc 2>/dev/null || echo /opt/swift/usr/bin/swiftc)}
FUZZ_SECONDS=${FUZZ_SECONDS:-60}
FUZZ_TIMEOUT=${FUZZ_TIMEOUT:-5}
OUT=.fuzz
FIXTURES=Tests/Fixtures/fuzz
ALL=(json-reader linter matcher entry plist)
SANITIZE=(-sanitize=fuzzer,address -O -parse-as-library)

# harness -> source file, seed folder, dictionaries
source_of() {
    case $1 in
        json-reader) echo FuzzJSONReader.swift ;;
        linter) echo FuzzLinter.swift ;;
        matcher) echo FuzzMatcher.swift ;;
        entry) echo FuzzEntitlementEntry.swift ;;
        plist) echo FuzzPropertyList.swift ;;
        *) echo "unknown harness '$1' (known: ${ALL[*]})" >&2; exit 2 ;;
    esac
}
seeds_of() {
    case $1 in json-reader | linter) echo aasa ;; *) echo "$1" ;; esac
}
dicts_of() {
    case $1 in
        json-reader) echo json ;;
        linter) echo "json aasa" ;;
        matcher) echo "aasa matcher" ;;
        entry) echo entry ;;
        plist) echo plist ;;
    esac
}

# True when $1 is missing or older than any of the following files.
stale() {
    local target=$1; shift
    [ -e "$target" ] || return 0
    [ -n "$(find "$@" -newer "$target" -print -quit)" ]
}

build_library() {
    local sources
    mapfile -t sources < <(find Sources/AASACore -name '*.swift' | sort)
    stale "$OUT/build/libAASACore.a" "${sources[@]}" || return 0
    echo "building AASACore with -sanitize=fuzzer,address (a few minutes)" >&2
    mkdir -p "$OUT/build"
    # ld.gold warns once per ASan helper symbol it cannot export; the warnings are harmless.
    # AASACore imports CZlib (the system zlib through Sources/CZlib's module map).
    nice -n 10 "$SWIFTC" "${SANITIZE[@]}" -module-name AASACore -emit-library -static -I Sources/CZlib \
        -emit-module -emit-module-path "$OUT/build/AASACore.swiftmodule" \
        -o "$OUT/build/libAASACore.a" "${sources[@]}" 2>&1 | grep -v 'Cannot export local symbol' || true
    [ -e "$OUT/build/libAASACore.a" ] || { echo "error: AASACore did not build" >&2; exit 1; }
}

build_harness() {
    local harness=$1 source binary
    source=Tests/Fuzz/$(source_of "$harness")
    binary=$OUT/bin/$harness
    stale "$binary" "$source" Tests/Fuzz/Support "$OUT/build/libAASACore.a" || return 0
    echo "building harness $harness" >&2
    mkdir -p "$OUT/bin"
    rm -f "$binary"
    nice -n 10 "$SWIFTC" "${SANITIZE[@]}" -module-name "Fuzz_${harness//-/_}" -I "$OUT/build" -I Sources/CZlib -lz \
        "$source" Tests/Fuzz/Support/*.swift "$OUT/build/libAASACore.a" -o "$binary" 2>&1 \
        | grep -v 'Cannot export local symbol' || true
    [ -x "$binary" ] || { echo "error: harness $harness did not build" >&2; exit 1; }
}

# Runs one harness; prints one summary line; returns 1 when it found something.
run_harness() {
    local harness=$1 dict=$OUT/dict/$1.dict log
    log=$OUT/logs/$harness-$(date +%Y%m%d-%H%M%S).log
    local corpus=$OUT/corpus/$harness crashes=$OUT/crashes/$harness
    mkdir -p "$corpus" "$crashes" "$OUT/dict" "$OUT/logs"
    : >"$dict"
    for name in $(dicts_of "$harness"); do cat "$FIXTURES/dict/$name.dict" >>"$dict"; done
    local inputs=("$corpus" "$FIXTURES/seeds/$(seeds_of "$harness")")
    # Kept crashers run first: a regression stops the run at once.
    [ -d "$FIXTURES/crashers/$harness" ] && inputs+=("$FIXTURES/crashers/$harness")
    local status=0
    # shellcheck disable=SC2086 # FUZZ_FLAGS is a list of flags
    LSAN_OPTIONS=suppressions=$FIXTURES/lsan.supp${LSAN_OPTIONS:+:$LSAN_OPTIONS} \
        nice -n 10 "$OUT/bin/$harness" -max_total_time="$FUZZ_SECONDS" -max_len=140000 -rss_limit_mb=2048 \
        -timeout="$FUZZ_TIMEOUT" -print_final_stats=1 -dict="$dict" -artifact_prefix="$crashes/" ${FUZZ_FLAGS:-} \
        "${inputs[@]}" >"$log" 2>&1 || status=$?
    local runs
    runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -n 1)
    if [ "$status" -ne 0 ]; then
        echo "$harness: FOUND A PROBLEM after ${runs:-?} runs (exit $status); see $log and $crashes/"
        grep -m 3 -E '^(==[0-9]+==ERROR|SUMMARY|Fatal error|.*Precondition failed)' "$log" || true
        return 1
    fi
    echo "$harness: ${runs:-?} runs in ${FUZZ_SECONDS} s, no crash"
}

command=run
case ${1:-} in build | seeds | run) command=$1; shift ;; esac
if [ "$command" = seeds ]; then exec python3 Scripts/fuzz-seeds.py; fi
harnesses=("$@")
[ ${#harnesses[@]} -gt 0 ] || harnesses=("${ALL[@]}")
for harness in "${harnesses[@]}"; do source_of "$harness" >/dev/null; done

# One build at a time: two runs started together must not write the same library.
mkdir -p "$OUT"
exec 9>"$OUT/build.lock"
flock 9
build_library
for harness in "${harnesses[@]}"; do build_harness "$harness"; done
flock -u 9
[ "$command" = build ] && exit 0

failed=0
for harness in "${harnesses[@]}"; do run_harness "$harness" || failed=1; done
exit $failed

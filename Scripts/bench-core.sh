#!/usr/bin/env bash
# Core speed: lint and match inside one process (aasa-bench), then the whole binary's start-up
# plus a small lint, as a user runs it. Needs a release build (make bench-core does it).
set -euo pipefail
cd "$(dirname "$0")/.."
swift=${SWIFT:-swift}
"$swift" build -c release --product aasa-bench 2>&1 | tail -n 1
"$swift" build -c release --product aasa 2>&1 | tail -n 1
.build/release/aasa-bench
small=Tests/Fixtures/corpus/5calls_5calls_static_.well-known_apple-app-site-association.json
runs=50
start=$(date +%s%N)
for _ in $(seq $runs); do .build/release/aasa lint "$small" >/dev/null; done
end=$(date +%s%N)
echo "  process start + lint of a small file: $(( (end - start) / runs / 1000 )) us per run (mean of $runs)"
# match --urls: a million URLs streamed through the binary against the small file, with its peak memory.
urls=$(mktemp)
trap 'rm -f "$urls"' EXIT
python3 -c '
import sys
sections = ["/", "/blog/", "/shop/item/", "/account/", "/help/", "/buy/"]
out = sys.stdout
for i in range(1000000):
    out.write("https://5calls.org" + sections[i % len(sections)] + str(i) + "\n")
' > "$urls"
/usr/bin/time -f "%e %M" -o "$urls.time" .build/release/aasa match --file "$small" --urls "$urls" >/dev/null || true
read -r seconds peak < <(tail -n 1 "$urls.time")
rm -f "$urls.time"
echo "  match --urls, 1,000,000 URLs against the small file: $seconds s, peak $(( peak / 1024 )) MB"

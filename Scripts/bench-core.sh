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
# match --urls: a million URLs streamed through the binary against the small file and the
# realistic synthetic 128 KB one, with the peak memory of each.
urls=$(mktemp)
realistic=$(mktemp)
trap 'rm -f "$urls" "$realistic" "$urls.time"' EXIT
.build/release/aasa-bench --write-realistic "$realistic"
python3 -c '
import sys
sections = ["/", "/blog/", "/shop/item/", "/account/", "/help/", "/buy/", "/en/articles/", "/p/US/"]
out = sys.stdout
for i in range(1000000):
    out.write("https://5calls.org" + sections[i % len(sections)] + str(i % 700) + "/x\n")
' > "$urls"
for file in "$small" "$realistic"; do
    name="the small file"
    [ "$file" = "$small" ] || name="the realistic 128 KB file"
    /usr/bin/time -f "%e %M" -o "$urls.time" .build/release/aasa match --file "$file" --domain 5calls.org \
        --urls "$urls" >/dev/null || true
    read -r seconds peak < <(tail -n 1 "$urls.time")
    echo "  match --urls, 1,000,000 URLs against $name: $seconds s, peak $(( peak / 1024 )) MB"
done

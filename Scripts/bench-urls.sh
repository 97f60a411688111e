#!/usr/bin/env bash
# The release report's speed (issue 54, item 6): `verify --urls` over 100,000 URLs on 20 hosts of
# the fixture world against `match --urls` over the same URLs with the file given locally, and
# the fetches alone (`verify` of the 20 hosts, no URLs). Target: verify --urls within 2x match
# plus the fetches. Median of 5 runs each. Needs a release build of aasa (make bench-core), or
# AASA=PATH naming another build (to compare two builds head to head).
set -euo pipefail
cd "$(dirname "$0")/.."
. Scripts/lib/world.sh
scratch=$(mktemp -d)
start_world "$scratch/world" || exit 2
trap 'kill $WORLD_PID 2>/dev/null || true; rm -rf "$scratch"' EXIT
aasa=${AASA:-.build/release/aasa}
entries=()
for i in $(seq 0 19); do entries+=("applinks:h$i.wild.aasa.test"); done
python3 -c '
import random
random.seed(1)
paths = ["/buy/%d", "/help/%d", "/help/private/%d", "/menu/pizza", "/search/?q=%d", "/other/%d"]
for i in range(100000):
    path = random.choice(paths)
    print("https://h%d.wild.aasa.test%s" % (i % 20, path % i if "%d" in path else path))
' >"$scratch/urls.txt"
sed 's/h[0-9]*\.wild/h0.wild/' "$scratch/urls.txt" >"$scratch/urls-h0.txt"
median() {  # median COMMAND...: the median wall time of 5 runs, in seconds
    # match exits 1 when some URL opens nothing: a status, not a failure here.
    for _ in $(seq 5); do /usr/bin/time -f %e "$@" 2>&1 >/dev/null | tail -n 1 || true; done | sort -n | sed -n 3p
}
route=(--connect-to "::127.0.0.1:$WORLD_PORT" --cacert "$WORLD_CA" --app-id ABCDE12345.com.example.app --no-progress)
fetches=$(median "$aasa" verify "${route[@]}" "${entries[@]}" --format jsonl)
answers=$(median "$aasa" verify "${route[@]}" "${entries[@]}" --urls "$scratch/urls.txt" --format jsonl)
matched=$(median "$aasa" match --file Scripts/fixture-world/files/good.json --domain h0.wild.aasa.test \
    --urls "$scratch/urls-h0.txt" --format jsonl)
echo "  verify of 20 hosts, no URLs (the fetches): $fetches s"
echo "  match --urls --format jsonl, 100,000 URLs, the file given: $matched s"
echo "  verify --urls --format jsonl, 100,000 URLs over the 20 hosts: $answers s" \
    "(target $(python3 -c "print(f'{2 * $matched + $fetches:.2f}')") s: 2x match plus the fetches)"

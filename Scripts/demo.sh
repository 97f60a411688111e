#!/usr/bin/env bash
# The demo: start the loopback fixture world, verify a sample entitlements file whose domains
# show a healthy domain and each common failure, print the report, stop the world.
# Usage: Scripts/demo.sh PATH-TO-AASA [extra verify options...]
set -euo pipefail
cd "$(dirname "$0")/.."
aasa=${1:?usage: Scripts/demo.sh PATH-TO-AASA}
shift
state=.world/demo
mkdir -p "$state"
rm -f "$state/world.json"
python3 Scripts/fixture-world/world.py --state-dir "$state" --lifetime 300 &
world=$!
trap 'kill $world 2>/dev/null || true' EXIT
for _ in $(seq 1 300); do
    [ -f "$state/world.json" ] && break
    kill -0 $world 2>/dev/null || { echo "error: the fixture world did not start (see $state/world.log)" >&2; exit 2; }
    sleep 0.1
done
[ -f "$state/world.json" ] || { echo "error: the fixture world did not start in 30 s" >&2; exit 2; }
port=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["httpsPort"])' "$state/world.json")
ca=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["caFile"])' "$state/world.json")
echo "fixture world on 127.0.0.1:$port (CA $ca); *.aasa.test is routed there with --connect-to" >&2
echo "\$ aasa verify --entitlements Scripts/demo/Demo.entitlements --timeout 5 --cdn --connect-to ::127.0.0.1:$port --cacert $ca $*" >&2
echo >&2
status=0
"$aasa" verify --entitlements Scripts/demo/Demo.entitlements --timeout 5 --cdn \
    --connect-to "::127.0.0.1:$port" --cacert "$ca" "$@" || status=$?
echo >&2
echo "aasa exited with status $status (0: all pass, 1: some domain failed, 2: could not run)." >&2
# The demo's domains fail on purpose; only a status of 2 means the demo itself broke.
[ "$status" -ne 2 ]

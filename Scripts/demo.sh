#!/usr/bin/env bash
# The demo: start the loopback fixture world, verify a sample entitlements file, an Android
# domain list and an Android manifest whose hosts show a healthy domain and each common failure,
# print the report, stop the world.
# Usage: Scripts/demo.sh PATH-TO-AASA [extra verify options...]
set -euo pipefail
cd "$(dirname "$0")/.."
aasa=${1:?usage: Scripts/demo.sh PATH-TO-AASA}
shift
. Scripts/lib/world.sh
start_world .world/demo
port=$WORLD_PORT
ca=$WORLD_CA
echo "fixture world on 127.0.0.1:$port (CA $ca); *.aasa.test is routed there with --connect-to" >&2
app=com.example.app:14:6D:E9:83:C5:73:06:50:D8:EE:B9:95:2F:34:FC:64:16:A0:83:42:E6:1D:BE:A8:8A:04:96:B2:3F:CF:44:E5
echo "\$ aasa verify --entitlements Scripts/demo/Demo.entitlements --domains Scripts/demo/android-domains.txt \\
    --android-manifest Scripts/demo/AndroidManifest.xml --manifest-placeholder linkHost=good.aasa.test \\
    --android-app $app --timeout 5 --cdn --connect-to ::127.0.0.1:$port --cacert $ca $*" >&2
echo >&2
status=0
"$aasa" verify --entitlements Scripts/demo/Demo.entitlements --domains Scripts/demo/android-domains.txt \
    --android-manifest Scripts/demo/AndroidManifest.xml --manifest-placeholder linkHost=good.aasa.test \
    --android-app "$app" --timeout 5 --cdn \
    --connect-to "::127.0.0.1:$port" --cacert "$ca" "$@" || status=$?
echo >&2
echo "aasa exited with status $status (0: all pass, 1: some domain failed, 2: could not run)." >&2
# The demo's domains fail on purpose: 0 and 1 are verdicts; anything else (2, a crash) means
# the demo itself broke.
[ "$status" -eq 0 ] || [ "$status" -eq 1 ]

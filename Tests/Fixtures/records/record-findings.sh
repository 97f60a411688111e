#!/usr/bin/env bash
# Re-records findings-world.jsonl: the fixture world (Scripts/fixture-world), each of its hosts
# fetched as Apple's and Android's systems fetch them, with Apple's CDN. The finding kinds whose
# examples are a site's answer (FindingKind.example: `aasa judge findings-world.jsonl ...`) are
# judged from it, offline (Tests/AASACommandTests/FindingExampleTests.swift). A recording holds
# its run's clock, so its verdicts never change with the date.
#
# Four answers the world cannot give on loopback are written into the recording afterwards,
# each as libcurl reports it (docs/records.md): a name that does not resolve (nodns, curl code 6),
# a proxy that refuses the tunnel (proxied, code 56 with the proxy's 403), Apple's CDN giving no
# answer (cdnsilent: its cdn fetch, code 7), and a host the run left unchecked (deadline, proxycut).
# Usage: Tests/Fixtures/records/record-findings.sh PATH-TO-AASA
set -euo pipefail
cd "$(dirname "$0")/../../.."
aasa=${1:?usage: record-findings.sh PATH-TO-AASA}
. Scripts/lib/world.sh
start_world .world/record-findings
plain=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["plainPort"])' .world/record-findings/world.json)
out=Tests/Fixtures/records/findings-world.jsonl
domains=$(mktemp)
trap 'rm -f "$domains"; kill $WORLD_PID 2>/dev/null || true' EXIT
for label in good www octet jsonhtml redirect missing over giantheader legacy useragent expired \
    selfsigned wronghost rsa1024 sha1 clientauth longlived slow twolengths stale otherapp longcache \
    daycache devicebot includehttp includeloop includenested include rotation modern apkshop wild nobrowse plain closed nodns proxied \
    cdnsilent deadline proxycut keepalive-{1..11}; do
    echo "applinks:$label.aasa.test" >> "$domains"
    echo "android:$label.aasa.test" >> "$domains"
done
# Hosts that entries name wrongly (a single label, Unicode as Punycode, an underscore), one that
# merely ends with good.aasa.test, and the root a wildcard entry's file comes from.
printf '%s\n' applinks:localhost applinks:xn--god-sna.aasa.test applinks:go_od.aasa.test \
    android:notgood.aasa.test 'applinks:*.aasa.test' >> "$domains"
"$aasa" verify --domains "$domains" --cdn --cert-warn-days 21 \
    --connect-to "plain.aasa.test:443:127.0.0.1:$plain" --connect-to "closed.aasa.test:443:127.0.0.1:1" \
    --connect-to "::127.0.0.1:$WORLD_PORT" --cacert "$WORLD_CA" --timeout 3 \
    --record "$out" --format json > /dev/null || [ $? -eq 1 ]
python3 - "$out" <<'PY'
import json, sys
path = sys.argv[1]
lines = [json.loads(line) for line in open(path)]
for line in lines[1:]:
    label = line["host"].split(".")[0]
    for fetch in line["fetches"]:
        record = fetch["record"]
        cut = dict(httpStatus=None, headers=[], body="", tls=None, primaryIP=None)
        if label == "nodns":
            record.update(cut, curlCode=6, curlError=f"Could not resolve host: {line['host']}")
        elif label == "proxied":
            record.update(cut, curlCode=56, curlError="CONNECT tunnel failed, response 403", proxyStatus=403)
        elif label == "cdnsilent" and fetch["role"] == "cdn":
            record.update(cut, curlCode=7, curlError="Failed to connect to app-site-association.cdn-apple.com port 443")
    if label in ("deadline", "proxycut"):
        line["fetches"] = []
        line["notChecked"] = [{"platform": p, "cause": "deadline" if label == "deadline" else "proxy"}
                              for p in ("apple", "android")]
with open(path, "w") as out:
    for line in lines:
        out.write(json.dumps(line, sort_keys=True, separators=(",", ":")) + "\n")
PY

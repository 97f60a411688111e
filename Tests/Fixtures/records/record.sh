#!/usr/bin/env bash
# Re-records judge-world.jsonl from the fixture world (Scripts/fixture-world): the recording the
# verdict tests of issue 50 judge offline (Tests/AASACommandTests/OneJudgeTests.swift). A
# recording holds its run's clock, so its verdicts never change with the date.
# Usage: Tests/Fixtures/records/record.sh PATH-TO-AASA
set -euo pipefail
cd "$(dirname "$0")/../../.."
aasa=${1:?usage: record.sh PATH-TO-AASA}
. Scripts/lib/world.sh
start_world .world/record
"$aasa" verify --connect-to "::127.0.0.1:$WORLD_PORT" --cacert "$WORLD_CA" --timeout 5 \
    --android-manifest Tests/Fixtures/records/AndroidManifest.xml \
    --android-app com.example.app:14:6D:E9:83:C5:73:06:50:D8:EE:B9:95:2F:34:FC:64:16:A0:83:42:E6:1D:BE:A8:8A:04:96:B2:3F:CF:44:E5 \
    --app-id ABCDE12345.com.example.app applinks:good.aasa.test android:octet.aasa.test \
    android:longcache.aasa.test android:daycache.aasa.test android:googlebot.aasa.test android:jsonhtml.aasa.test 'applinks:*.aasa.test' applinks:otherapp.aasa.test \
    --record Tests/Fixtures/records/judge-world.jsonl --format json > /dev/null || [ $? -eq 1 ]

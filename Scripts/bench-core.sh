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
# A one-file lint as pre-commit hooks run it, with the binary `make install` ships (Swift's
# libraries linked in), against `curl --version`: mean wall time of 100 runs and peak memory.
static_build=${STATIC_BUILD:-.build-static}
SWIFT="$swift" Scripts/build-static.sh "$static_build" 2>&1 | tail -n 1
mean_us() {  # mean_us COMMAND...: mean wall time of 100 runs, in microseconds
    local start end
    start=$(date +%s%N)
    for _ in $(seq 100); do "$@" >/dev/null; done
    end=$(date +%s%N)
    echo $(( (end - start) / 100000 ))
}
peak_kb() {  # peak_kb COMMAND...: median peak RSS of 9 runs, in KB (a single run varies by 0.5 MB)
    for _ in $(seq 9); do /usr/bin/time -f %M "$@" 2>&1 >/dev/null | tail -n 1; done | sort -n | sed -n 5p
}
# The binary as `make install` leaves it (install -s), measured where it was installed. How a
# file was written changes how many neighbouring pages the kernel maps per fault: a `cp` of the
# same binary peaks about 0.9 MB higher, one read back from disk as installed.
installed=$(mktemp -d)
install -m 755 -s "$static_build/release/aasa" "$installed/aasa"
echo "  aasa binary as installed (static Swift runtime, stripped): $(( $(stat -c %s "$installed/aasa") / 1024 )) KB"
curl_us=$(mean_us curl --version)
lint_us=$(mean_us "$installed/aasa" lint "$small")
echo "  curl --version: $curl_us us, peak $(peak_kb curl --version) KB"
echo "  aasa lint of a small file (as installed): $lint_us us, peak $(peak_kb "$installed/aasa" lint "$small") KB," \
    "$(python3 -c "print(f'{$lint_us / $curl_us:.2f}')")x curl --version"
rm -rf "$installed"
# match --urls: a million URLs streamed through the installed binary against the small file and
# the realistic synthetic 128 KB one, as the summary and as a line per URL (jsonl, 550 MB of
# output for the realistic file), with the peak memory of each.
urls=$(mktemp)
realistic=$(mktemp)
manifest=$(mktemp)
trap 'rm -f "$urls" "$realistic" "$urls.time" "$manifest"' EXIT
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
    for format in text jsonl; do
        /usr/bin/time -f "%e %M" -o "$urls.time" "$static_build/release/aasa" match --file "$file" \
            --domain 5calls.org --urls "$urls" --format "$format" >/dev/null || true
        read -r seconds peak < <(tail -n 1 "$urls.time")
        echo "  match --urls --format $format, 1,000,000 URLs against $name: $seconds s, peak $(( peak / 1024 )) MB"
    done
done
# The same list through an Android app's intent filters (issue 39's target: within 1.5x of the
# AASA runs above): a source manifest taking 5calls.org with a prefix, glob, literal and suffix
# filter per section, answered for every generation.
python3 -c '
sections = ["/", "/blog/", "/shop/item/", "/account/", "/help/", "/buy/", "/en/articles/", "/p/US/"]
data = []
for i, section in enumerate(sections[1:]):
    data.append(f"<data android:pathPrefix=\"{section}\"/>" if i % 2 else f"<data android:pathPattern=\"{section}.*/x\"/>")
print("""<manifest xmlns:android="http://schemas.android.com/apk/res/android" package="org.fivecalls.bench">
<uses-sdk android:minSdkVersion="23" android:targetSdkVersion="35"/><application><activity android:name=".Main">
<intent-filter android:autoVerify="true"><action android:name="android.intent.action.VIEW"/>
<category android:name="android.intent.category.DEFAULT"/><category android:name="android.intent.category.BROWSABLE"/>
<data android:scheme="https" android:host="5calls.org"/>""" + "".join(data) + """
<data android:pathSuffix=".pdf"/></intent-filter></activity></application></manifest>""")
' > "$manifest"
for format in text jsonl; do
    /usr/bin/time -f "%e %M" -o "$urls.time" "$static_build/release/aasa" match --android-manifest "$manifest" \
        --urls "$urls" --format "$format" >/dev/null || true
    read -r seconds peak < <(tail -n 1 "$urls.time")
    echo "  match --urls --format $format, 1,000,000 URLs through an Android manifest's filters: $seconds s, peak $(( peak / 1024 )) MB"
done
# The release report: verify --urls against match --urls over the same 100,000 URLs (issue 54).
Scripts/bench-urls.sh

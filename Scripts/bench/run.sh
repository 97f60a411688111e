#!/usr/bin/env bash
# `make bench`: the core benchmark, then the fleet benchmark. nginx from Debian's packages serves
# one AASA file for every *.bench.test host on 127.0.0.1 (wildcard certificate from a throw-away
# CA); aasa verify, the C reference (reference.c, built here against the same libcurl), curl
# --parallel and xargs -P N curl fetch the same URLs; the medians go to
# Scripts/bench/results/latest.json and out as a Markdown table.
#
# Settings (environment): BENCH_SIZES="1000 5000" BENCH_CONCURRENCY=32 BENCH_REPEAT=3 BENCH_FORMAT=jsonl|json
#   BENCH_TOOLS="aasa,C reference,curl --parallel,xargs curl" (a subset skips the others)
#   BENCH_AASA=.build/release/aasa (measure that build instead of the static one) BENCH_WARMUP=200 (hosts) BENCH_NGINX_WORKERS=auto BENCH_CORE=1 (0 skips bench-core.sh) BENCH_OUTPUT=<json path>
# Works as root or as a user with sudo (sudo is only used to install missing packages).
set -euo pipefail
cd "$(dirname "$0")/../.."
here=Scripts/bench
sizes=${BENCH_SIZES:-1000 5000}
concurrency=${BENCH_CONCURRENCY:-32}
repeat=${BENCH_REPEAT:-3}
workers=${BENCH_NGINX_WORKERS:-auto}
output=${BENCH_OUTPUT:-$here/results/latest.json}
app_id=ABCDE12345.com.example.app
swift=${SWIFT:-$(command -v swift 2>/dev/null || echo /opt/swift/usr/bin/swift)}
# The binary users run: `make install` and the .deb link the Swift runtime statically, which also
# keeps about 6 MB of dynamic-linking pages out of the peak memory measured here.
static_build=${STATIC_BUILD:-.build-static}
aasa=${BENCH_AASA:-$static_build/release/aasa}

# nginx lives in /usr/sbin, which a normal user's PATH often lacks.
find_nginx() { command -v nginx 2>/dev/null || { [ -x /usr/sbin/nginx ] && echo /usr/sbin/nginx; }; }
if ! find_nginx >/dev/null; then
    sudo_cmd=""
    [ "$(id -u)" -eq 0 ] || sudo_cmd="sudo"
    echo "installing nginx from Debian's packages" >&2
    $sudo_cmd apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq nginx-light >/dev/null \
        || DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq nginx >/dev/null
fi
nginx=$(find_nginx)
Scripts/install-deps.sh curl
if [ -z "${BENCH_AASA:-}" ]; then
    SWIFT="$swift" Scripts/build-static.sh "$static_build" 2>&1 | tail -n 1
fi
[ -x "$aasa" ] || { echo "error: $aasa is not an executable aasa" >&2; exit 2; }

work=$(mktemp -d "${TMPDIR:-/tmp}/aasa-bench.XXXXXX")
reference=$work/reference
nginx_wrapper=""
cleanup() {
    [ -z "$nginx_wrapper" ] || kill "$nginx_wrapper" 2>/dev/null || true
    [ -z "$nginx_wrapper" ] || wait "$nginx_wrapper" 2>/dev/null || true
    rm -rf "$work"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

if [ "${BENCH_CORE:-1}" != 0 ]; then
    echo "== core (Scripts/bench-core.sh)" >&2
    SWIFT="$swift" Scripts/bench-core.sh | tee "$work/core.txt"
fi

echo "== fleet: nginx on 127.0.0.1" >&2
"${CC:-$(command -v cc || echo "$(dirname "$swift")/clang")}" -O2 -Wall -o "$reference" "$here/reference.c" -lcurl
"$here/certs.sh" "$work/certs"
mkdir -p "$work/site" "$work/tmp"
cp "$here/site/apple-app-site-association.json" "$here/site/assetlinks.json" "$work/site/"
body_bytes=$(wc -c <"$work/site/apple-app-site-association.json")
port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
user_line="# runs as the user who started it"
# As root, nginx would switch its workers to a compiled-in user; keep them as the current user.
[ "$(id -u)" -ne 0 ] || user_line="user $(id -un) $(id -gn);"
sed -e "s|@PREFIX@|$work|g" -e "s|@PORT@|$port|g" -e "s|@WORKERS@|$workers|g" \
    -e "s|@USER_LINE@|$user_line|" "$here/nginx.conf.in" >"$work/nginx.conf"
# `timeout` bounds nginx's life even if this script is killed without running its trap.
timeout --kill-after=5 1800 "$nginx" -p "$work" -c "$work/nginx.conf" -e "$work/error.log" &
nginx_wrapper=$!
url="https://d00000.bench.test/.well-known/apple-app-site-association"
ready=""
for _ in $(seq 1 100); do
    if [ -s "$work/nginx.pid" ] && env -u https_proxy -u HTTPS_PROXY -u all_proxy -u ALL_PROXY \
        curl -sf -o /dev/null --max-time 2 --connect-to "::127.0.0.1:$port" --cacert "$work/certs/ca.pem" "$url"; then
        ready=1
        break
    fi
    kill -0 "$nginx_wrapper" 2>/dev/null || break
    sleep 0.1
done
[ -n "$ready" ] || { echo "error: nginx did not start:" >&2; cat "$work/error.log" >&2; exit 2; }
echo "nginx $($nginx -v 2>&1 | sed 's|.*/||') on 127.0.0.1:$port, $workers workers;" \
    "it shares the machine's $(nproc) CPUs with the client being measured" >&2

python3 "$here/machine.py" "$nginx" "$swift" "$workers" >"$work/machine.json"
mkdir -p "$(dirname "$output")"
python3 "$here/fleet.py" --port "$port" --cacert "$work/certs/ca.pem" --aasa "$aasa" --reference "$reference" \
    --nginx-pid "$(cat "$work/nginx.pid")" --work "$work" --body-bytes "$body_bytes" --app-id "$app_id" \
    --sizes "$sizes" --concurrency "$concurrency" --format "${BENCH_FORMAT:-jsonl}" --repeat "$repeat" --warm-up "${BENCH_WARMUP:-200}" \
    --tools "${BENCH_TOOLS:-aasa,C reference,curl --parallel,xargs curl}" \
    --machine "$work/machine.json" --core-log "$work/core.txt" --output "$output"
echo >&2
echo "== results (raw numbers: $output)" >&2
python3 "$here/report.py" "$output"

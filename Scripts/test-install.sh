#!/usr/bin/env bash
# `make test-install`: what an ops engineer gets. Installs aasa into a scratch root
# (make install DESTDIR=...) and as a Debian package, hides the Swift toolchain (a tmpfs over
# /opt/swift in a private mount namespace), and checks that the installed binary verifies the
# fixture world, that its man page renders and its completions load, and that the cron recipe of
# docs/operations.md runs as written in cron's bare environment. Prints `N passed, N failed`; exits 1 on a failure.
set -uo pipefail
cd "$(dirname "$0")/.."
. Scripts/lib/world.sh
SWIFT=${SWIFT:-swift}
passed=0
failed=0
check() {  # check NAME COMMAND...: runs the command, counts and reports the result
    local name=$1
    shift
    if "$@"; then
        passed=$((passed + 1))
        echo "ok    $name"
    else
        failed=$((failed + 1))
        echo "FAIL  $name" >&2
    fi
}
hidden() {  # hidden COMMAND...: runs the command where /opt/swift is empty
    unshare -m sh -c 'mount -t tmpfs tmpfs /opt/swift && exec "$@"' hidden "$@"
}

for tool in tinyproxy promtool dpkg-deb unshare man; do
    command -v "$tool" >/dev/null || { echo "error: $tool is missing (make deps installs it)" >&2; exit 2; }
done
scratch=$(mktemp -d)
start_world "$scratch/world" || exit 2
trap 'kill $WORLD_PID 2>/dev/null; dpkg -r aasa >/dev/null 2>&1; rm -rf "$scratch"' EXIT
route=(--connect-to "::127.0.0.1:$WORLD_PORT")
app=ABCDE12345.com.example.app

make --no-print-directory install DESTDIR="$scratch/root" PREFIX=/usr/local SWIFT="$SWIFT" >"$scratch/install.log" 2>&1 \
    || { tail -n 20 "$scratch/install.log" >&2; echo "error: make install failed" >&2; exit 1; }
aasa=$scratch/root/usr/local/bin/aasa

check "the installed binary needs no Swift library" \
    sh -c "! ldd '$aasa' | grep -q -e libswift -e libFoundation -e libdispatch -e 'not found'"
check "the installed binary is stripped" sh -c "! file '$aasa' | grep -q 'not stripped'"
check "verify runs with the toolchain hidden" \
    hidden "$aasa" verify good.aasa.test --app-id "$app" "${route[@]}" --cacert "$WORLD_CA" --strict --no-progress
check "the trust store comes from SSL_CERT_FILE" \
    hidden env -u CURL_CA_BUNDLE SSL_CERT_FILE="$WORLD_CA" "$aasa" verify good.aasa.test --app-id "$app" "${route[@]}"
mkdir -p "$scratch/nocerts"
check "an SSL_CERT_DIR with no hashed certificates stops the run (exit 2)" \
    sh -c "env -u CURL_CA_BUNDLE -u SSL_CERT_FILE SSL_CERT_DIR='$scratch/nocerts' '$aasa' verify good.aasa.test --app-id $app ${route[*]} 2>'$scratch/err'; [ \$? -eq 2 ] && grep -q SSL_CERT_DIR '$scratch/err'"
check "a missing CURL_CA_BUNDLE stops the run before fetching (exit 2)" \
    sh -c "CURL_CA_BUNDLE=/nonexistent '$aasa' verify good.aasa.test --app-id $app ${route[*]}; [ \$? -eq 2 ]"
# libcurl is opened on the first fetch, not linked: lint runs without it, and verify says what
# is missing before it fetches (a private mount namespace hides the library under /dev/null).
libcurl=$(ldconfig -p | awk '/libcurl\.so\.4 .*x86-64|libcurl\.so\.4 .*AArch64/ {print $NF; exit}')
nocurl() {  # nocurl COMMAND...: runs the command where libcurl.so.4 cannot be loaded
    unshare -m sh -c 'mount --bind /dev/null "$0" && exec "$@"' "$(readlink -f "$libcurl")" "$@"
}
check "the installed binary does not link libcurl (it opens it when it fetches)" \
    sh -c "! ldd '$aasa' | grep -q libcurl"
check "lint runs where libcurl is missing" \
    nocurl "$aasa" lint Tests/Fixtures/corpus/5calls_5calls_static_.well-known_apple-app-site-association.json
check "verify where libcurl is missing stops before fetching and says so (exit 2)" \
    sh -c "$(declare -f nocurl); libcurl='$libcurl'; nocurl '$aasa' verify good.aasa.test --app-id $app ${route[*]} 2>'$scratch/err'; [ \$? -eq 2 ] && grep -q 'libcurl could not be loaded' '$scratch/err'"
check "the man page renders" \
    sh -c "MANPAGER=cat MANWIDTH=80 man -l '$scratch/root/usr/local/share/man/man1/aasa.1' 2>/dev/null | grep -q 'EXIT STATUS'"
check "the bash completion loads" \
    bash -c ". '$scratch/root/usr/local/share/bash-completion/completions/aasa' && complete -p aasa >/dev/null"
check "the fish and zsh completions exist" \
    test -s "$scratch/root/usr/local/share/fish/vendor_completions.d/aasa.fish" -a \
    -s "$scratch/root/usr/local/share/zsh/site-functions/_aasa"

# Through a real proxy (tinyproxy on loopback), and with a dead one.
cat >"$scratch/tinyproxy.conf" <<CONF
Port 0
Listen 127.0.0.1
Timeout 30
MaxClients 20
Allow 127.0.0.1
DisableViaHeader Yes
CONF
proxy_port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
sed -i "s/^Port 0/Port $proxy_port/" "$scratch/tinyproxy.conf"
start_proxy() {  # start_proxy LOG: tinyproxy with tinyproxy.conf, once it accepts connections
    tinyproxy -d -c "$scratch/tinyproxy.conf" >"$1" 2>&1 &
    proxy_pid=$!
    for _ in $(seq 1 50); do
        python3 -c "import socket; socket.create_connection(('127.0.0.1', $proxy_port), 0.2)" 2>/dev/null && break
        sleep 0.1
    done
}
start_proxy "$scratch/tinyproxy.log"
check "verify passes through tinyproxy" \
    "$aasa" verify good.aasa.test --app-id "$app" --connect-to "good.aasa.test:443:127.0.0.1:$WORLD_PORT" \
    --cacert "$WORLD_CA" --proxy "http://127.0.0.1:$proxy_port" --strict
grep -q "CONNECT" "$scratch/tinyproxy.log" || { failed=$((failed + 1)); echo "FAIL  tinyproxy saw no CONNECT" >&2; }
kill $proxy_pid 2>/dev/null
wait $proxy_pid 2>/dev/null
# The same proxy asking for credentials: the right ones pass, none is the run's error (407).
printf 'BasicAuth shop secret\n' >>"$scratch/tinyproxy.conf"
start_proxy "$scratch/tinyproxy-auth.log"
check "verify passes through a proxy with its credentials" \
    "$aasa" verify good.aasa.test --app-id "$app" --connect-to "good.aasa.test:443:127.0.0.1:$WORLD_PORT" \
    --cacert "$WORLD_CA" --proxy "http://shop:secret@127.0.0.1:$proxy_port"
check "rejected proxy credentials stop the run (exit 2)" \
    sh -c "'$aasa' verify good.aasa.test --app-id $app --connect-to good.aasa.test:443:127.0.0.1:$WORLD_PORT --cacert '$WORLD_CA' --proxy http://127.0.0.1:$proxy_port 2>'$scratch/err'; [ \$? -eq 2 ] && grep -q 407 '$scratch/err'"
kill $proxy_pid 2>/dev/null
wait $proxy_pid 2>/dev/null
# A proxy that allows CONNECT to port 8443 only refuses every tunnel: the run's error, not every domain's.
sed -i '/^BasicAuth/d' "$scratch/tinyproxy.conf"
printf 'ConnectPort 8443\n' >>"$scratch/tinyproxy.conf"
start_proxy "$scratch/tinyproxy-ports.log"
check "a proxy that refuses every tunnel stops the run (exit 2)" \
    sh -c "'$aasa' verify good.aasa.test otherapp.aasa.test --app-id $app --connect-to ::127.0.0.1:$WORLD_PORT --cacert '$WORLD_CA' --proxy http://127.0.0.1:$proxy_port >/dev/null 2>&1; [ \$? -eq 2 ]"
check "a run that fails for a local reason leaves its --output file as it was" \
    sh -c "printf old >'$scratch/kept.json'; '$aasa' verify good.aasa.test otherapp.aasa.test --app-id $app --connect-to ::127.0.0.1:$WORLD_PORT --cacert '$WORLD_CA' --proxy http://127.0.0.1:$proxy_port --format json --output '$scratch/kept.json' >/dev/null 2>&1; [ \$? -eq 2 ] && [ \"\$(cat '$scratch/kept.json')\" = old ] && ! ls -A '$scratch' | grep -q aasa-report"
kill $proxy_pid 2>/dev/null
wait $proxy_pid 2>/dev/null
check "a dead proxy stops the run, naming it (exit 2)" \
    sh -c "https_proxy=http://127.0.0.1:$proxy_port '$aasa' verify good.aasa.test --app-id $app --cacert '$WORLD_CA' 2>'$scratch/err'; [ \$? -eq 2 ] && grep -q '127.0.0.1:$proxy_port' '$scratch/err'"
check "a dead proxy that --noproxy exempts every host from is no error" \
    "$aasa" verify good.aasa.test --app-id "$app" "${route[@]}" --cacert "$WORLD_CA" \
    --proxy "http://127.0.0.1:$proxy_port" --noproxy aasa.test

# A planted password never reaches any output: a mistyped scheme, an https:// name for a plain
# proxy and wrong credentials are each the run's error (exit 2) said before any site is judged.
sed -i '/^ConnectPort/d' "$scratch/tinyproxy.conf"
printf 'BasicAuth shop secret\n' >>"$scratch/tinyproxy.conf"
start_proxy "$scratch/tinyproxy-secret.log"
planted=PlantedPassw0rd
# The schemeless form CI variables often hold (curl reads it as http://) and its typos too.
for proxy in "htp://shop:$planted@127.0.0.1:$proxy_port" "https://shop:$planted@127.0.0.1:$proxy_port" \
    "http://shop:$planted@127.0.0.1:$proxy_port" "shop:$planted@127.0.0.1:$proxy_port" \
    "http//shop:$planted@127.0.0.1:$proxy_port" "http:/shop:$planted@127.0.0.1:$proxy_port" \
    "//shop:$planted@127.0.0.1:$proxy_port"; do
    for format in text json jsonl junit prometheus; do
        check "proxy ${proxy%%:*}:// with a wrong password, --format $format: exit 2, no password anywhere" \
            sh -c "'$aasa' verify good.aasa.test otherapp.aasa.test --app-id $app --timeout 3 \
                --connect-to good.aasa.test:443:127.0.0.1:$WORLD_PORT --cacert '$WORLD_CA' --proxy '$proxy' \
                --format $format --output '$scratch/secret.out' >'$scratch/secret.stdout' 2>'$scratch/secret.err'
                status=\$?
                [ \$status -eq 2 ] && ! grep -q '$planted' '$scratch/secret.stdout' '$scratch/secret.err' \
                    && { [ ! -e '$scratch/secret.out' ] || ! grep -q '$planted' '$scratch/secret.out'; }"
    done
done
kill $proxy_pid 2>/dev/null
wait $proxy_pid 2>/dev/null
for proxy in "shop:$planted@127.0.0.1:$proxy_port" "http//shop:$planted@127.0.0.1:$proxy_port" \
    "//shop:$planted@127.0.0.1:$proxy_port" "socks5h://shop:$planted@127.0.0.1:$proxy_port"; do
    check "a dead proxy written $proxy: exit 2, no password anywhere" \
        sh -c "'$aasa' verify good.aasa.test --app-id $app --timeout 3 --cacert '$WORLD_CA' --proxy '$proxy' \
            >'$scratch/secret.stdout' 2>'$scratch/secret.err'
            [ \$? -eq 2 ] && ! grep -q '$planted' '$scratch/secret.stdout' '$scratch/secret.err'"
done

# The Debian package: installs, runs without the toolchain, removes cleanly. (dpkg runs
# ldconfig and start-stop-daemon from the sbin directories, which a bare PATH lacks.)
export PATH="$PATH:/usr/sbin:/sbin"
if make --no-print-directory deb SWIFT="$SWIFT" >"$scratch/deb.log" 2>&1; then
    package=$(ls .build-deb/aasa_*.deb)
    check "the .deb depends on ca-certificates" sh -c "dpkg-deb -f '$package' Depends | grep -q ca-certificates"
    check "the .deb installs" sh -c "dpkg -i '$package' >/dev/null"
    check "the installed files match the package's md5sums" dpkg --verify aasa
    check "the .deb carries a copyright file" test -s /usr/share/doc/aasa/copyright
    # The cron recipe and Prometheus lines of docs/operations.md, as written, from the installed
    # package with the toolchain hidden, in cron's environment (only the data directories move).
    recipe=$(python3 -c '
import re
text = open("docs/operations.md").read()
print(re.search(r"<!-- cron-recipe -->\n(.*?)<!-- /cron-recipe -->", text, re.S).group(1))' | sed -n 's/^    //p')
    mkdir -p "$scratch/var/lib/aasa" "$scratch/bin"
    printf '%s\n' "$recipe" | sed "s|/var/lib/aasa|$scratch/var/lib/aasa|" >"$scratch/bin/aasa-audit"
    chmod +x "$scratch/bin/aasa-audit"
    printf 'good.aasa.test %s\n' "$app" >"$scratch/var/lib/aasa/domains.txt"
    printf -- '--connect-to ::127.0.0.1:%s\n' "$WORLD_PORT" >"$scratch/var/lib/aasa/options"
    cron() { hidden env -i PATH=/usr/bin:/bin HOME=/root CURL_CA_BUNDLE="$WORLD_CA" "$scratch/bin/aasa-audit"; }
    mails_nothing() { cron >"$scratch/mail" && [ ! -s "$scratch/mail" ]; }
    mails_expiry() { cron >"$scratch/mail"; grep -q 'good.aasa.test apple: warn tls.expiring' "$scratch/mail"; }
    check "the cron recipe runs as written from the .deb (first run), mailing nothing" mails_nothing
    check "the cron recipe runs again against its baseline, mailing nothing" mails_nothing
    check "the cron recipe keeps its reports and its baseline" \
        sh -c "[ \$(ls '$scratch/var/lib/aasa/reports' | wc -l) -ge 1 ] && [ -f '$scratch/var/lib/aasa/state/last.json' ]"
    # Issue 42: a host that goes down, then comes back with another app's file. The run that
    # cannot reach it mails the outage; the next run reads the file and mails the change, against
    # the file the last reading run saw (carried across the outage), not against nothing.
    switch="switch-$$-$RANDOM.aasa.test"
    printf '%s %s\n' "$switch" "$app" >"$scratch/var/lib/aasa/domains.txt"
    check "the cron recipe reads a host that will change (first run), mailing nothing" mails_nothing
    printf -- '--connect-to %s:443:127.0.0.1:9 --connect-to ::127.0.0.1:%s\n' "$switch" "$WORLD_PORT" \
        >"$scratch/var/lib/aasa/options"
    mails_outage() { ! cron >"$scratch/mail" && grep -q "$switch apple: fail net.connect" "$scratch/mail"; }
    check "the cron recipe mails the host's outage" mails_outage
    python3 - "$switch" "$WORLD_PORT" "$WORLD_CA" <<'SWITCH'
import socket, ssl, sys
host, port, ca = sys.argv[1], int(sys.argv[2]), sys.argv[3]
with ssl.create_default_context(cafile=ca).wrap_socket(socket.create_connection(("127.0.0.1", port)), server_hostname=host) as tls:
    tls.sendall(f"GET /switch HTTP/1.1\r\nHost: {host}\r\nConnection: close\r\n\r\n".encode())
    tls.recv(1024)
SWITCH
    printf -- '--connect-to ::127.0.0.1:%s\n' "$WORLD_PORT" >"$scratch/var/lib/aasa/options"
    mails_change() { ! cron >"$scratch/mail" && grep -q "$switch apple: fail.*change.file" "$scratch/mail"; }
    fails_without_report() { cron >"$scratch/mail" 2>&1; [ $? -eq 2 ]; }
    check "the cron recipe mails the change made during the outage" mails_change
    # Unattended round two, item 5: a run that fails writes no report and keeps the baseline; the
    # 30-day cleanup of reports never touches it; a baseline that is gone (a hand's rm) stops the
    # run with exit 2 and a mailed line, never a silent run without one.
    for n in $(seq 1 730); do echo '{}' >"$scratch/var/lib/aasa/reports/20000101T$(printf %06d "$n")Z-1.json"; done
    cp "$scratch/var/lib/aasa/options" "$scratch/options.saved"
    printf -- '--no-such-option\n' >"$scratch/var/lib/aasa/options"
    check "a run that writes no report exits 2" fails_without_report
    check "the rotation leaves the baseline" test -f "$scratch/var/lib/aasa/state/last.json"
    check "reports rotate at 720" sh -c "[ \$(ls '$scratch/var/lib/aasa/reports' | wc -l) -eq 720 ]"
    cp "$scratch/options.saved" "$scratch/var/lib/aasa/options"
    rm -f "$scratch/var/lib/aasa/state/last.json"
    mails_lost_baseline() { cron >"$scratch/mail" 2>&1; [ $? -eq 2 ] && grep -q 'is gone' "$scratch/mail"; }
    check "the cron recipe stops when its baseline is gone" mails_lost_baseline
    # Issue 52, item 7: a run while another holds the state stops at once (exit 2).
    printf 'good.aasa.test %s\n' "$app" >"$scratch/var/lib/aasa/domains.txt"
    rm -rf "$scratch/var/lib/aasa/state"
    check "the cron recipe starts a new baseline" mails_nothing
    overlapping() {
        flock "$scratch/var/lib/aasa/state/lock" sleep 3 &
        holder=$!
        sleep 0.5
        cron >"$scratch/mail" 2>&1
        code=$?
        wait "$holder"
        [ $code -eq 2 ] && grep -q 'in use by another aasa run' "$scratch/mail"
    }
    check "a second run while one holds the state exits 2" overlapping
    printf 'good.aasa.test %s\n' "$app" >"$scratch/var/lib/aasa/domains.txt"
    rm -rf "$scratch/var/lib/aasa/state"
    # A certificate about to expire is a warning (exit 0), and still mailed.
    printf -- '--connect-to ::127.0.0.1:%s --cert-warn-days 3650\n' "$WORLD_PORT" >"$scratch/var/lib/aasa/options"
    check "the cron recipe mails a certificate about to expire" mails_expiry
    check "the cron recipe mails it once, not every hour" mails_nothing

    mkdir -p "$scratch/etc/aasa" "$scratch/textfile"
    for list in domains shop clip; do printf 'good.aasa.test %s\n' "$app" >"$scratch/etc/aasa/$list.txt"; done
    python3 -c '
import re
text = open("docs/operations.md").read()
block = re.search(r"<!-- prometheus-cron -->\n(.*?)<!-- /prometheus-cron -->", text, re.S).group(1)
for line in block.splitlines():
    if line.startswith("    */15 "):
        print(line.split(None, 5)[5])' |
        sed "s|/etc/aasa|$scratch/etc/aasa|; s|/var/lib/node_exporter/textfile_collector|$scratch/textfile|" \
        >"$scratch/prometheus-lines"
    while read -r line; do
        check "docs/operations.md's Prometheus cron line runs from the .deb: ${line##*/}" \
            hidden env -i PATH=/usr/bin:/bin CURL_CA_BUNDLE="$WORLD_CA" sh -c "$line --connect-to ::127.0.0.1:$WORLD_PORT"
    done <"$scratch/prometheus-lines"
    check "promtool accepts every textfile" sh -c "for f in '$scratch'/textfile/*.prom; do promtool check metrics <\"\$f\" || exit 1; done"
    check "the textfiles hold no series twice" \
        sh -c "cat '$scratch'/textfile/*.prom | grep -v '^#' | sed 's/ [^ ]*\$//' | sort | uniq -d | grep -q . && exit 1 || exit 0"
    check "the packaged aasa runs with the toolchain hidden" \
        hidden /usr/bin/aasa verify good.aasa.test --app-id "$app" "${route[@]}" --cacert "$WORLD_CA"
    check "the .deb removes cleanly" sh -c "dpkg -r aasa >/dev/null && [ ! -e /usr/bin/aasa ]"
else
    tail -n 20 "$scratch/deb.log" >&2
    failed=$((failed + 1))
    echo "FAIL  make deb" >&2
fi
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]

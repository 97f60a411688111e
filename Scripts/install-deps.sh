#!/usr/bin/env bash
# Installs what building and testing aasa needs on Debian, only when it is missing:
# libcurl's and zlib's headers (the CCurl and CZlib modules), openssl (test certificates), python3
# (the fixture world), the reference Prometheus parser (prometheus_client) and promtool
# (prometheus) the metrics are tested with, python3-jsonschema (SARIF against its schema), tinyproxy (a real proxy for the proxy tests), what
# `make install` / `make deb` and their test use (strip, dpkg-deb, man, file), GNU time, Chromium
# (the HTML report's test renders it), and the Android build tools the APK and bundle fixtures are made with. With --build, only what
# `swift build` needs (the headers and pkg-config): `make build` builds and nothing else.
set -euo pipefail
mode=all
if [ "${1:-}" = --build ]; then
    mode=build
    shift
fi
need=()
[ -f /usr/include/x86_64-linux-gnu/curl/curl.h ] || [ -f /usr/include/curl/curl.h ] \
    || need+=(libcurl4-openssl-dev)
[ -f /usr/include/zlib.h ] || need+=(zlib1g-dev)
command -v pkg-config >/dev/null 2>&1 || need+=(pkg-config)
if [ "$mode" = all ]; then
    command -v openssl >/dev/null 2>&1 || need+=(openssl)
    # The .deb depends on it (the system's roots); test-install installs that .deb with dpkg -i.
    [ -f /etc/ssl/certs/ca-certificates.crt ] || need+=(ca-certificates)
    command -v python3 >/dev/null 2>&1 || need+=(python3)
    # The reference Prometheus parser, run by Debian's own interpreter (Tests/Fixtures/prometheus-check.py).
    /usr/bin/python3 -c "import prometheus_client" >/dev/null 2>&1 || need+=(python3-prometheus-client)
    # The SARIF reports are validated against the official 2.1.0 schema.
    /usr/bin/python3 -c "import jsonschema" >/dev/null 2>&1 || need+=(python3-jsonschema)
    # The JUnit reports are validated against the schema of Jenkins' xUnit plugin.
    command -v xmllint >/dev/null 2>&1 || need+=(libxml2-utils)
    command -v promtool >/dev/null 2>&1 || need+=(prometheus)
    command -v tinyproxy >/dev/null 2>&1 || need+=(tinyproxy)
    command -v strip >/dev/null 2>&1 || need+=(binutils)
    command -v man >/dev/null 2>&1 || need+=(man-db)
    command -v file >/dev/null 2>&1 || need+=(file)
    # GNU time: the benchmarks read a command's peak memory from it (`time` alone is bash's keyword).
    [ -x /usr/bin/time ] || need+=(time)
    # The Android fixtures (Tests/Fixtures/android/build-apps.sh): aapt and aapt2 against Android's
    # framework-res.apk, zipalign, apksigner, and keytool and jarsigner from the JDK; zip and unzip
    # lay out the bundle.
    command -v aapt >/dev/null 2>&1 && command -v aapt2 >/dev/null 2>&1 || need+=(aapt)
    [ -f /usr/share/android-framework-res/framework-res.apk ] || need+=(android-framework-res)
    command -v zipalign >/dev/null 2>&1 || need+=(zipalign)
    command -v apksigner >/dev/null 2>&1 || need+=(apksigner)
    command -v keytool >/dev/null 2>&1 && command -v jarsigner >/dev/null 2>&1 || need+=(default-jdk-headless)
    # The HTML report is rendered by a real browser in its test (headless, no sandbox as root).
    command -v chromium >/dev/null 2>&1 || need+=(chromium)
    command -v zip >/dev/null 2>&1 || need+=(zip)
    command -v unzip >/dev/null 2>&1 || need+=(unzip)
fi
for extra in "$@"; do
    command -v "$extra" >/dev/null 2>&1 || need+=("$extra")
done
if [ ${#need[@]} -gt 0 ]; then
    echo "installing: ${need[*]}" >&2
    sudo_cmd=""
    [ "$(id -u)" -eq 0 ] || sudo_cmd="sudo"
    $sudo_cmd apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
fi
command -v swift >/dev/null 2>&1 || [ -x /opt/swift/usr/bin/swift ] || {
    echo "error: no Swift toolchain found (expected swift on PATH or /opt/swift)" >&2
    exit 1
}

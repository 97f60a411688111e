#!/usr/bin/env bash
# Makes a throw-away test CA and one wildcard leaf for *.bench.test (ECDSA P-256, the curve most
# sites use), so that every benchmark host is verified as a real TLS client would.
# Usage: Scripts/bench/certs.sh DIR   -> DIR/ca.pem, DIR/leaf.pem, DIR/leaf.key
set -euo pipefail
dir=${1:?usage: certs.sh DIR}
mkdir -p "$dir"
cd "$dir"
openssl ecparam -name prime256v1 -genkey -noout -out ca.key 2>/dev/null
openssl req -x509 -new -key ca.key -sha256 -days 90 -subj "/CN=aasa bench test CA" \
    -addext "basicConstraints=critical,CA:TRUE" -addext "keyUsage=critical,keyCertSign,cRLSign" \
    -out ca.pem 2>/dev/null
openssl ecparam -name prime256v1 -genkey -noout -out leaf.key 2>/dev/null
openssl req -new -key leaf.key -subj "/CN=*.bench.test" -out leaf.csr 2>/dev/null
cat > leaf.ext <<'EXT'
basicConstraints = critical, CA:FALSE
keyUsage = critical, digitalSignature
extendedKeyUsage = serverAuth
subjectAltName = DNS:*.bench.test, DNS:bench.test
EXT
openssl x509 -req -in leaf.csr -CA ca.pem -CAkey ca.key -CAcreateserial -sha256 -days 90 \
    -extfile leaf.ext -out leaf.crt 2>/dev/null
# nginx sends the file as the chain; the root stays out, as on a real site.
cp leaf.crt leaf.pem
chmod 600 ca.key leaf.key

#!/usr/bin/env bash
# Builds the Android fixtures of the APK and bundle tests into $1, for real, with Debian's tools:
# aapt (against android-framework-res's framework-res.apk), aapt2, zipalign, apksigner, keytool
# and jarsigner (default-jdk-headless). `make deps` installs them.
#
#   app-v2.apk       signed with v2 only (v2 alone needs a minimum SDK of 24)
#   app-v123.apk     signed with v1, v2 and v3
#   app-rotated.apk  v3 with a proof-of-rotation lineage: release key -> new EC key
#   app-two.apk      two signers (release key and the EC key), v1 and v2
#   app.aab          a bundle: proto manifest under base/manifest/, signed by the upload key (jarsigner)
#   legacy-v1.apk    targetSdk 29 (v1 alone is refused from 30), signed with v1 (JAR) only
#   *.jks            the keys (password "android")
set -euo pipefail
out=$1
here=$(cd "$(dirname "$0")" && pwd)
framework=/usr/share/android-framework-res/framework-res.apk
mkdir -p "$out"
cd "$out"
rm -rf build && mkdir build

key() { # name, algorithm options...
    local name=$1
    shift
    [ -f "$name.jks" ] || keytool -genkeypair -keystore "$name.jks" -storepass android -keypass android \
        -alias "$name" -dname "CN=aasa $name, O=aasa fixtures" -validity 3650 "$@" >/dev/null 2>&1
}
key release -keyalg RSA -keysize 2048
key rotated -keyalg EC -groupname secp256r1
key upload -keyalg RSA -keysize 2048

package() { # manifest, output
    aapt package -f -M "$1" -S "$here/res" -I "$framework" -F "build/$2.unaligned"
    zipalign -f 4 "build/$2.unaligned" "build/$2.aligned"
}
package "$here/shop/AndroidManifest.xml" app
package "$here/legacy/AndroidManifest.xml" legacy

sign() { # output, input, options...
    local output=$1 input=$2
    shift 2
    apksigner sign --in "build/$input.aligned" --out "$output" --v4-signing-enabled false "$@"
}
signer() { echo --ks "$1.jks" --ks-pass pass:android --ks-key-alias "$1"; }
sign app-v2.apk app $(signer release) --v1-signing-enabled false --v2-signing-enabled true --v3-signing-enabled false \
    --min-sdk-version 24
sign app-v123.apk app $(signer release) --v1-signing-enabled true --v2-signing-enabled true --v3-signing-enabled true
apksigner rotate --out build/lineage --old-signer $(signer release) --new-signer $(signer rotated)
sign app-rotated.apk app $(signer release) --next-signer $(signer rotated) --lineage build/lineage \
    --v1-signing-enabled true --v2-signing-enabled true --v3-signing-enabled true
sign app-two.apk app $(signer release) --next-signer $(signer rotated) \
    --v1-signing-enabled true --v2-signing-enabled true --v3-signing-enabled false
sign legacy-v1.apk legacy $(signer release) --v1-signing-enabled true --v2-signing-enabled false --v3-signing-enabled false

# A bundle as bundletool lays it out: the manifest and resource table in aapt2's protobuf form.
aapt2 compile --dir "$here/res" -o build/res.zip
aapt2 link --proto-format -o build/proto.apk -I "$framework" --manifest "$here/shop/AndroidManifest.xml" build/res.zip
mkdir -p build/bundle/base/manifest
(cd build/bundle && unzip -q -o ../proto.apk AndroidManifest.xml resources.pb \
    && mv AndroidManifest.xml base/manifest/ && mv resources.pb base/)
rm -f app.aab
(cd build/bundle && zip -q -r ../../app.aab base)
jarsigner -keystore upload.jks -storepass android -keypass android app.aab upload >/dev/null

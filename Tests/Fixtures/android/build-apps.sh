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
#   app-links.apk    links/AndroidManifest.xml: every <data> attribute aapt compiles, for per-URL answers
#   rotation.apk     rotation/AndroidManifest.xml, v1+v2 by the release key, v3 rotated to the EC key
#   modern.apk       modern/AndroidManifest.xml: minSdk 31, v2+v3 by the release key
#   escapes.apk      escapes/AndroidManifest.xml compiled by aapt2 (its escapes applied), v2 by the release key
#   escapes.aab      the same as aapt2's protobuf (raw attribute text), signed by the upload key
#
# The keys are committed (keys/*.jks, password "android"; made with keytool -genkeypair, RSA 2048 for
# release and upload, EC P-256 for rotated) so that the fixture world can list their fingerprints:
#   release  5E:9B:47:0E:5E:B2:F7:DF:33:02:06:05:D4:D0:CB:55:D4:0A:EE:6F:BE:15:FE:6F:5B:1F:9D:4B:38:0F:FA:E8
#   rotated  53:AD:5A:B6:15:32:A5:2D:29:FB:19:12:9B:88:6E:25:23:21:EB:63:30:E5:64:72:D0:AA:43:12:47:78:08:C7
#   upload   52:BF:A5:A5:2A:44:A6:8A:51:CA:13:FC:8D:97:2F:12:1A:FF:44:9D:33:75:B6:AF:DE:39:B1:95:DE:5C:3B:58
set -euo pipefail
out=$1
here=$(cd "$(dirname "$0")" && pwd)
framework=/usr/share/android-framework-res/framework-res.apk
mkdir -p "$out"
cd "$out"
rm -rf build && mkdir build

cp "$here"/keys/*.jks .

package() { # manifest, output
    aapt package -f -M "$1" -S "$here/res" -I "$framework" -F "build/$2.unaligned"
    zipalign -f 4 "build/$2.unaligned" "build/$2.aligned"
}
package "$here/shop/AndroidManifest.xml" app
package "$here/legacy/AndroidManifest.xml" legacy
package "$here/links/AndroidManifest.xml" links
package "$here/rotation/AndroidManifest.xml" rotation
package "$here/modern/AndroidManifest.xml" modern

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
sign app-links.apk links $(signer release) --v1-signing-enabled false --v2-signing-enabled true \
    --v3-signing-enabled false --min-sdk-version 26
sign rotation.apk rotation $(signer release) --next-signer $(signer rotated) --lineage build/lineage \
    --v1-signing-enabled true --v2-signing-enabled true --v3-signing-enabled true
sign modern.apk modern $(signer release) --v1-signing-enabled false --v2-signing-enabled true \
    --v3-signing-enabled true
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

# aapt2 compiles attribute escapes into the APK; a bundle keeps the raw text (A15a).
aapt2 link -o build/escapes.unaligned -I "$framework" --manifest "$here/escapes/AndroidManifest.xml"
zipalign -f 4 build/escapes.unaligned build/escapes.aligned
sign escapes.apk escapes $(signer release) --v1-signing-enabled false --v2-signing-enabled true \
    --v3-signing-enabled false --min-sdk-version 24
aapt2 link --proto-format -o build/escapes-proto.apk -I "$framework" --manifest "$here/escapes/AndroidManifest.xml"
mkdir -p build/escapes-bundle/base/manifest
(cd build/escapes-bundle && unzip -q -o ../escapes-proto.apk AndroidManifest.xml \
    && mv AndroidManifest.xml base/manifest/)
rm -f escapes.aab
(cd build/escapes-bundle && zip -q -r ../../escapes.aab base)
jarsigner -keystore upload.jks -storepass android -keypass android escapes.aab upload >/dev/null

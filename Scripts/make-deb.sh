#!/usr/bin/env bash
# Turns an installed tree (make install DESTDIR=ROOT PREFIX=/usr) into a Debian package.
# Usage: Scripts/make-deb.sh ROOT OUT-DIR
set -euo pipefail
root=${1:?usage: make-deb.sh ROOT OUT-DIR}
out=${2:?usage: make-deb.sh ROOT OUT-DIR}
version=$("$root/usr/bin/aasa" --version | awk 'NR == 1 {print $2}')
arch=$(dpkg --print-architecture)
mkdir -p "$root/DEBIAN"
# Debian's copyright file beside the other documents, and the checksums dpkg --verify reads.
mkdir -p "$root/usr/share/doc/aasa"
{
    printf 'Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/\n'
    printf 'Upstream-Name: aasa\n\nFiles: *\nCopyright: aasa authors\nLicense: MIT\n'
    sed 's/^$/./; s/^/ /' "$(dirname "$0")/../LICENSE"
} > "$root/usr/share/doc/aasa/copyright"
(cd "$root" && find usr -type f -print0 | sort -z | xargs -0 md5sum) > "$root/DEBIAN/md5sums"
# What the binary links at run time: the C library, the system libcurl and zlib (the Swift
# standard library is linked in; Scripts/test-install.sh checks that nothing else is needed).
cat > "$root/DEBIAN/control" <<CONTROL
Package: aasa
Version: $version
Architecture: $arch
Maintainer: aasa authors <aasa@localhost>
Depends: libc6, libstdc++6, libgcc-s1, libcurl4, zlib1g, ca-certificates
Section: net
Priority: optional
Installed-Size: $(du -sk "$root/usr" | cut -f1)
Description: check that an app's associated domains really work
 Fetches each domain's apple-app-site-association and assetlinks.json files
 the way Apple's and Android's verifiers do and reports transport, file, app
 and URL pattern problems.
CONTROL
dpkg-deb --root-owner-group --build "$root" "$out/aasa_${version}_${arch}.deb"

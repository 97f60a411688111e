#!/usr/bin/env bash
# Builds the binary `make install` ships: release, Swift's libraries linked in, into SCRATCH
# (default .build-static). One home for how, used by make install, make bench and bench-core.
#
# Linked with the toolchain's lld instead of gold for two flags gold lacks, which keep a short
# run (a one-file `lint`) under `curl --version`'s peak memory (docs/benchmarks.md):
#   -z pack-relative-relocs  its 43,000 relative relocations as a 9 KB table (DT_RELR, glibc
#                            2.36+) that the loader reads instead of 1 MB;
#   --no-export-dynamic      SwiftPM exports every symbol of an executable; nothing loads aasa
#                            as a library, and 6,000 exported symbols are pages the loader
#                            searches for each symbol libc and libstdc++ bind.
set -euo pipefail
swift=${SWIFT:-swift}
scratch=${1:-.build-static}
exec "$swift" build -c release --product aasa --static-swift-stdlib --scratch-path "$scratch" \
    -Xswiftc -Xclang-linker -Xswiftc -fuse-ld=lld \
    -Xlinker -z -Xlinker pack-relative-relocs -Xlinker --no-export-dynamic

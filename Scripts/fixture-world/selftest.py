#!/usr/bin/env python3
"""Self-test of the fixture world: starts one and checks every host, certificate and port.

    python3 Scripts/fixture-world/selftest.py [CHECK-NAME-SUBSTRING ...]

Uses Python's `ssl` and `http.client`, plus the `curl` tool when present. Prints one line per
check and `N passed, M failed` at the end; exits 1 when a check failed. Takes about 20 s.
"""

import os
import shutil
import sys
import time
import traceback

sys.dont_write_bytecode = True  # keep the source tree free of __pycache__

import check_cdn  # noqa: E402
import check_curl  # noqa: E402
import check_lifecycle  # noqa: E402
import check_sites  # noqa: E402
import check_streams  # noqa: E402
import check_tls  # noqa: E402
import probe  # noqa: E402

CHECKS = [
    *check_sites.CHECKS, *check_tls.CHECKS, *check_streams.CHECKS, *check_cdn.CHECKS,
    *check_curl.CHECKS, *check_lifecycle.CHECKS,
]


def run(world, checks):
    passed = failed = 0
    for function in checks:
        started = time.monotonic()
        try:
            function(world)
            passed += 1
            print(f"ok    {function.__name__} ({time.monotonic() - started:.1f} s)", flush=True)
        except Exception as error:  # noqa: BLE001  (a self-test reports every failure and goes on)
            failed += 1
            detail = str(error) or traceback.format_exc(limit=3)
            print(f"FAIL  {function.__name__}: {type(error).__name__}: {detail}", flush=True)
    return passed, failed


def main():
    wanted = sys.argv[1:]
    checks = [function for function in CHECKS if not wanted or any(word in function.__name__ for word in wanted)]
    world = probe.World()
    try:
        passed, failed = run(world, checks)
    finally:
        world.stop()
    print(f"{passed} passed, {failed} failed")
    if failed:
        print(f"world log: {os.path.join(world.state_dir, 'world.log')}")
    else:
        shutil.rmtree(world.state_dir, ignore_errors=True)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())

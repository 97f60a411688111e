"""Self-test checks with the curl tool (the same libcurl options aasa uses); skipped without curl."""

import shutil
import subprocess

import probe
from probe import expect

CHECKS, check = probe.registry()

# curl exit codes.
OK, TIMEOUT, CONNECT_FAILED, PEER_FAILED_VERIFICATION = 0, 28, 35, 60


def curl(world, host, port=None, extra=()):
    command = [
        "curl", "--silent", "--output", "/dev/null", "--write-out", "%{http_code}",
        "--connect-to", f"::127.0.0.1:{port or world.https_port}", "--cacert", world.ca_file,
        "--max-time", "3", *extra, f"https://{host}{probe.WELL_KNOWN}",
    ]
    result = subprocess.run(command, capture_output=True, text=True, timeout=10)
    return result.returncode, result.stdout


@check
def curl_sees_what_aasa_will_see(world):
    if shutil.which("curl") is None:
        print("      (curl not installed: curl checks skipped)")
        return
    cases = [
        ("good.aasa.test", None, (), OK, "200"),
        ("redirect.aasa.test", None, ("--location",), OK, "200"),  # the target exists when followed
        ("redirect.aasa.test", None, (), OK, "301"),
        ("missing.aasa.test", None, (), OK, "404"),
        ("expired.aasa.test", None, (), PEER_FAILED_VERIFICATION, "000"),
        ("wronghost.aasa.test", None, (), PEER_FAILED_VERIFICATION, "000"),
        ("incomplete.aasa.test", None, (), PEER_FAILED_VERIFICATION, "000"),
        ("good.aasa.test", world.description["plainPort"], (), CONNECT_FAILED, "000"),
        ("good.aasa.test", world.description["stallPort"], ("--max-time", "1"), TIMEOUT, "000"),
    ]
    for host, port, extra, code, status in cases:
        got_code, got_status = curl(world, host, port, extra)
        expect((got_code, got_status) == (code, status),
               f"{host} port {port} {extra}: curl exit {got_code} status {got_status}, expected {code} {status}")

#!/usr/bin/env python3
"""The loopback fixture world: a fake internet of HTTPS sites on 127.0.0.1 for aasa's tests and demo.

    python3 Scripts/fixture-world/world.py --state-dir DIR [--lifetime SECONDS] [--cert-dir DIR]
                                           [--parent-pid PID]

Generates (or reuses) certificates, binds three ephemeral loopback ports and, once it serves,
writes DIR/world.json atomically:

    {"httpsPort": N, "plainPort": M, "stallPort": K, "caFile": "/abs/ca.pem", "pid": P}

Clients reach a host with curl's `--connect-to ::127.0.0.1:N` and trust `--cacert caFile`, so SNI
and host-name checks are real. The world exits after its lifetime, when its parent process dies,
or on SIGTERM/SIGINT, and then removes world.json. It logs to DIR/world.log, never to stdout.
Python 3 standard library and the `openssl` tool only.
"""

import os
import sys

# Read before anything slow happens, to shrink the window in which the parent could already be gone.
STARTING_PARENT = os.getppid()
# Keep the source tree clean: no __pycache__ next to the scripts.
sys.dont_write_bytecode = True

import argparse  # noqa: E402
import json  # noqa: E402
import logging  # noqa: E402
import signal  # noqa: E402
import threading  # noqa: E402
import time  # noqa: E402

import certs  # noqa: E402
import listeners  # noqa: E402

POLL_SECONDS = 0.5


def main():
    # A parent may hand down a mask that blocks SIGTERM (Foundation's Process does on Linux);
    # clear it before any thread starts, so every thread inherits the clean mask.
    signal.pthread_sigmask(signal.SIG_SETMASK, [])
    arguments = _parse_arguments()
    state_dir = os.path.abspath(arguments.state_dir)
    os.makedirs(state_dir, exist_ok=True)
    logging.basicConfig(
        filename=os.path.join(state_dir, "world.log"), level=logging.INFO,
        format="%(asctime)s %(threadName)s %(message)s",
    )
    log = logging.getLogger("world")
    # Nothing may reach stdout or stderr: a thread's unexpected error goes to the log too.
    threading.excepthook = lambda failure: log.error(
        "unexpected %s in %s: %s", failure.exc_type.__name__, failure.thread, failure.exc_value)
    parent = arguments.parent_pid or STARTING_PARENT
    cert_dir = certs.ensure_certificates(arguments.cert_dir or state_dir, log.info)
    context = listeners.tls_context(cert_dir)
    https, plain, stall = listeners.bind(), listeners.bind(), listeners.bind()
    listeners.start(https, listeners.https_handler(context), "https")
    listeners.start(plain, listeners.plain_handler, "plain")
    listeners.start(stall, listeners.stall_handler, "stall")
    ready_file = os.path.join(state_dir, "world.json")
    _install_signal_handlers(ready_file)
    description = {
        "httpsPort": https.getsockname()[1], "plainPort": plain.getsockname()[1],
        "stallPort": stall.getsockname()[1], "caFile": os.path.join(cert_dir, "ca.pem"), "pid": os.getpid(),
    }
    _write_atomically(ready_file, json.dumps(description, sort_keys=True).encode() + b"\n")
    log.info("ready: %s", description)
    deadline = time.monotonic() + arguments.lifetime
    while time.monotonic() < deadline and os.getppid() == parent:
        time.sleep(POLL_SECONDS)
    reason = "lifetime over" if time.monotonic() >= deadline else "parent process gone"
    _exit(ready_file, reason)


def _parse_arguments():
    parser = argparse.ArgumentParser(description="Loopback HTTPS fixture world for aasa.")
    parser.add_argument("--state-dir", required=True, help="where world.json, world.log (and certificates) go")
    parser.add_argument("--lifetime", type=float, default=900.0, help="seconds before exiting (default 900)")
    parser.add_argument("--cert-dir", help="keep the certificates here instead (shared, reused across runs)")
    parser.add_argument("--parent-pid", type=int,
                        help="exit when this process is no longer our parent (default: the parent at start)")
    return parser.parse_args()


def _install_signal_handlers(ready_file):
    def stop(signal_number, _frame):
        _exit(ready_file, f"signal {signal_number}")
    signal.signal(signal.SIGTERM, stop)
    signal.signal(signal.SIGINT, stop)


def _exit(ready_file, reason):
    """Removes world.json if it still describes this process, then exits without waiting for threads."""
    logging.getLogger("world").info("exiting: %s", reason)
    try:
        with open(ready_file) as file:
            if json.load(file).get("pid") == os.getpid():
                os.remove(ready_file)
    except (OSError, ValueError):
        pass
    logging.shutdown()
    os._exit(0)


def _write_atomically(path, data):
    temporary = f"{path}.tmp.{os.getpid()}"
    with open(temporary, "wb") as file:
        file.write(data)
    os.replace(temporary, path)


if __name__ == "__main__":
    sys.exit(main())

"""Self-test checks of how a world starts and ends: certificate reuse, signals, lifetime, orphaning."""

import json
import os
import shutil
import subprocess
import sys
import tempfile
import time

import probe
from probe import expect

CHECKS, check = probe.registry()


def _pid_alive(pid):
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    # A zombie child still answers kill(0); look at its state too.
    try:
        with open(f"/proc/{pid}/stat") as file:
            return file.read().split(") ")[-1][:1] != "Z"
    except OSError:
        return False


def _wait_gone(pid, ready_file, seconds):
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if not _pid_alive(pid) and not os.path.exists(ready_file):
            return True
        time.sleep(0.1)
    return False


@check
def second_world_reuses_the_certificates_and_sigterm_removes_world_json(world):
    cert_dir = os.path.dirname(world.ca_file)
    other = probe.World(cert_dir=cert_dir)
    try:
        expect(other.ca_file == world.ca_file, "a different CA file")
        expect("reusing certificates" in other.log_text(), "certificates were regenerated")
        expect(other.https_port != world.https_port, "same port as the first world")
    finally:
        other.stop()
        shutil.rmtree(other.state_dir, ignore_errors=True)
    expect(other.process.returncode == 0, f"exit status {other.process.returncode}")
    expect(not os.path.exists(os.path.join(other.state_dir, "world.json")), "world.json left behind")


@check
def world_exits_when_its_lifetime_is_over(world):
    other = probe.World(cert_dir=os.path.dirname(world.ca_file), lifetime=1)
    try:
        other.process.wait(5)
    except subprocess.TimeoutExpired:
        other.stop()
        raise AssertionError("still running 5 s after a 1 s lifetime")
    log = other.log_text()
    shutil.rmtree(other.state_dir, ignore_errors=True)
    expect("lifetime over" in log, "no lifetime message in the log")


@check
def orphaned_world_exits_when_its_parent_dies(world):
    state_dir = tempfile.mkdtemp(prefix="aasa-world-orphan-")
    script = os.path.join(probe.HERE, "world.py")
    # The parent starts a world, waits until it is ready, prints its description and exits
    # without stopping it. (Reading world.json here instead would race the parent's exit.)
    ready = os.path.join(state_dir, "world.json")
    launcher = (
        "import os, subprocess, sys, time\n"
        f"subprocess.Popen([sys.executable, {script!r}, '--state-dir', {state_dir!r}, "
        f"'--cert-dir', {os.path.dirname(world.ca_file)!r}])\n"
        f"while not os.path.exists({ready!r}): time.sleep(0.05)\n"
        f"time.sleep(0.1)\n"
        f"print(open({ready!r}).read())\n"
    )
    parent = subprocess.run([sys.executable, "-c", launcher], capture_output=True, text=True, timeout=30)
    description = json.loads(parent.stdout)
    ready_file = os.path.join(state_dir, "world.json")
    expect(_wait_gone(description["pid"], ready_file, 5.0), "the orphaned world is still running")
    shutil.rmtree(state_dir, ignore_errors=True)


@check
def world_exits_at_once_when_the_named_parent_is_already_gone(world):
    state_dir = tempfile.mkdtemp(prefix="aasa-world-orphan-")
    gone = subprocess.Popen([sys.executable, "-c", "pass"])
    gone.wait()
    command = [sys.executable, os.path.join(probe.HERE, "world.py"), "--state-dir", state_dir,
               "--cert-dir", os.path.dirname(world.ca_file), "--parent-pid", str(gone.pid)]
    process = subprocess.Popen(command)
    try:
        process.wait(10)
    except subprocess.TimeoutExpired:
        process.terminate()
        raise AssertionError("still running although its parent had exited before it started")
    shutil.rmtree(state_dir, ignore_errors=True)

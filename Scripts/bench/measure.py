"""Runs one command and measures it the way the benchmark reports it.

wait4() returns the resource usage of the child together with every descendant it reaped, so
the CPU time of `xargs -P N curl` includes all its curl processes (as RUSAGE_CHILDREN would), and
ru_maxrss is the peak of the largest single process in that tree. The peak is read through
/usr/bin/time, which starts the command from its own small process: Linux keeps a process's peak
across exec, so a command forked straight from this Python (tens of MB once it has parsed a
report) would show Python's size as its own. A timer kills the whole process group when a run
exceeds its limit, so no measurement can hang.
"""

import os
import signal
import subprocess
import threading
import time


class Measurement:
    def __init__(self, wall, user, system, max_rss_kb, exit_status, timed_out):
        self.wall = wall
        self.user = user
        self.system = system
        self.max_rss_kb = max_rss_kb
        self.exit_status = exit_status
        self.timed_out = timed_out

    def as_dict(self):
        return {
            "wallSeconds": round(self.wall, 4),
            "userSeconds": round(self.user, 4),
            "systemSeconds": round(self.system, 4),
            "cpuSeconds": round(self.user + self.system, 4),
            "maxRSSKiB": self.max_rss_kb,
            "exitStatus": self.exit_status,
            "timedOut": self.timed_out,
        }


def run(command, stdout_path, stderr_path, env, timeout):
    """Runs `command` with its output appended to the two files; returns a Measurement."""
    # O_APPEND: xargs' curl processes write their status lines into one shared file.
    with open(stdout_path, "ab") as out, open(stderr_path, "ab") as err, open(os.devnull, "rb") as stdin:
        peak_path = stdout_path + ".peak"
        started = time.perf_counter()
        child = subprocess.Popen(["/usr/bin/time", "-f", "%M", "-o", peak_path, *command], stdin=stdin,
                                 stdout=out, stderr=err, env=env, start_new_session=True)
        timed_out = threading.Event()

        def kill_group():
            timed_out.set()
            try:
                os.killpg(child.pid, signal.SIGKILL)
            except ProcessLookupError:
                pass

        timer = threading.Timer(timeout, kill_group)
        timer.start()
        try:
            _, status, usage = os.wait4(child.pid, 0)
        finally:
            timer.cancel()
        wall = time.perf_counter() - started
    child.returncode = os.waitstatus_to_exitcode(status)  # keeps Popen from waiting again
    return Measurement(wall, usage.ru_utime, usage.ru_stime, read_peak(peak_path), child.returncode,
                       timed_out.is_set())


def read_peak(path):
    """The KiB /usr/bin/time wrote last (a killed run leaves none: 0)."""
    try:
        with open(path) as source:
            lines = [line for line in source.read().splitlines() if line.strip().isdigit()]
        os.remove(path)
    except FileNotFoundError:
        return 0
    return int(lines[-1]) if lines else 0


def process_cpu_seconds(pids):
    """User+system CPU seconds consumed so far by `pids` (e.g. nginx's workers), from /proc."""
    ticks = os.sysconf("SC_CLK_TCK")
    total = 0
    for pid in pids:
        try:
            with open(f"/proc/{pid}/stat") as stat:
                # Fields after the command name, which may hold spaces: state is field 3.
                fields = stat.read().rsplit(")", 1)[1].split()
        except (FileNotFoundError, ProcessLookupError):
            continue
        total += int(fields[11]) + int(fields[12])  # utime, stime
    return total / ticks


def child_pids(parent):
    """PIDs whose parent is `parent` (nginx's workers under its master)."""
    found = []
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat") as stat:
                fields = stat.read().rsplit(")", 1)[1].split()
        except (FileNotFoundError, ProcessLookupError):
            continue
        if int(fields[1]) == parent:
            found.append(int(entry))
    return found

"""Describes the machine a benchmark ran on, as JSON on stdout.

Usage: machine.py NGINX-BINARY SWIFT-BINARY NGINX-WORKERS
"""

import json
import os
import platform
import subprocess
import sys


def first_line(command):
    try:
        done = subprocess.run(command, capture_output=True, text=True, timeout=30)
    except (OSError, subprocess.TimeoutExpired):
        return None
    text = (done.stdout + done.stderr).strip()
    return text.splitlines()[0] if text else None


def cpu_model():
    with open("/proc/cpuinfo") as info:
        for line in info:
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    return platform.processor() or None


def memory_gib():
    with open("/proc/meminfo") as info:
        for line in info:
            if line.startswith("MemTotal:"):
                return round(int(line.split()[1]) / 1024 / 1024, 1)
    return None


def main():
    nginx, swift, workers = sys.argv[1:4]
    description = {
        "nproc": os.cpu_count(),
        "cpuModel": cpu_model(),
        "memoryGiB": memory_gib(),
        "kernel": platform.release(),
        "loadAverage": [round(value, 2) for value in os.getloadavg()],
        "curl": first_line(["curl", "--version"]),
        "nginx": first_line([nginx, "-v"]),
        "nginxWorkers": workers,
        "swift": first_line([swift, "--version"]),
        "python": platform.python_version(),
    }
    json.dump(description, sys.stdout, indent=2, sort_keys=True)
    print()


if __name__ == "__main__":
    main()

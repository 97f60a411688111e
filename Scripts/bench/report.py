"""Prints a fleet benchmark's JSON (fleet.py) as Markdown, ready to paste into the README.

Usage: report.py Scripts/bench/results/latest.json
"""

import json
import sys

BASELINE = "curl --parallel"
REFERENCE = "C reference"


def ratio(value, base):
    return f"{value / base:.2f}x" if base else "n/a"


def table(document):
    rows = ["| tool | hosts | wall s | CPU s | peak MB | domains/s | wall vs curl --parallel "
            "| wall vs C reference | CPU vs C reference | nginx CPU s | all correct |",
            "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |"]
    results = document["results"]
    medians = {(r["tool"], r["hosts"]): r["median"] for r in results}
    for result in results:
        m = result["median"]
        base = medians.get((BASELINE, result["hosts"]), {})
        reference = medians.get((REFERENCE, result["hosts"]), {})
        rows.append(
            f"| {result['tool']} | {result['hosts']:,} | {m['wallSeconds']:.2f} | {m['cpuSeconds']:.2f} "
            f"| {m['maxRSSMiB']:.1f} | {m['domainsPerSecond']:,.0f} "
            f"| {ratio(m['wallSeconds'], base.get('wallSeconds'))} "
            f"| {ratio(m['wallSeconds'], reference.get('wallSeconds'))} "
            f"| {ratio(m['cpuSeconds'], reference.get('cpuSeconds'))} "
            f"| {m['nginxCPUSeconds']:.2f} | {'yes' if m['allCorrect'] else 'NO'} |")
    rows += both_platforms(medians)
    return "\n".join(rows)


def both_platforms(medians):
    """What the Android half costs: both platforms for the same hosts against Apple's file alone."""
    lines = []
    for (tool, hosts), m in sorted(medians.items(), key=lambda item: item[0][1]):
        apple = medians.get(("aasa", hosts))
        if tool != "aasa + Android" or not apple:
            continue
        lines.append(f"\nBoth platforms, {hosts:,} hosts: {ratio(m['wallSeconds'], apple['wallSeconds'])} the wall time "
                     f"and {ratio(m['cpuSeconds'], apple['cpuSeconds'])} the CPU of the Apple-only run "
                     f"(peak {m['maxRSSMiB']:.1f} MB vs {apple['maxRSSMiB']:.1f} MB).")
    return lines


def machine(document):
    m = document.get("machine") or {}
    s = document["settings"]
    return "\n".join([
        f"Machine: {m.get('nproc')} CPUs ({m.get('cpuModel')}), {m.get('memoryGiB')} GiB RAM, "
        f"Linux {m.get('kernel')}; load average (1, 5, 15 min) {m.get('loadAverage')} at start, "
        f"{m.get('loadAverageEnd')} at end.",
        *busy_warning(m),
        f"Versions: {m.get('curl')}; {m.get('nginx')}; {m.get('swift')}.",
        f"nginx ({m.get('nginxWorkers')} workers) and the client share these CPUs. "
        f"Concurrency {s['concurrency']} for every tool; median of {s['repeat']} runs after a warm-up; "
        f"every host is a new TLS 1.3 connection (ECDSA P-256, no resumption) to 127.0.0.1; "
        f"body {s['bodyBytes']:,} bytes.",
        "CPU s is user+system of the tool and every process it started; peak MB is the largest "
        "single process (xargs runs N curls at once, so its total is about N times that). "
        f"aasa writes --format {s.get('format', 'jsonl')}. "
        "All correct: every domain of aasa's report says the domain passes (app "
        f"{s['appID']}); curl got status 200 and the whole body for every URL; the C reference "
        "got both for both of its requests per host (aasa's: the ordinary one with certificate "
        "info, then Apple's crawler's on the same connection; curl makes one request per host).",
    ])


def busy_warning(m):
    """Other work on the machine slows every tool: say so when the load exceeded the CPU count."""
    loads = (m.get("loadAverage") or []) + (m.get("loadAverageEnd") or [])
    if not loads or not m.get("nproc") or max(loads) <= m["nproc"]:
        return []
    return [f"WARNING: the machine was busy with other work (load average up to {max(loads)} on "
            f"{m['nproc']} CPUs): absolute numbers are low and noisy; the ratios, measured with the "
            "tools taking turns, are the meaningful part."]


def main():
    with open(sys.argv[1]) as source:
        document = json.load(source)
    print(table(document))
    print()
    print(machine(document))
    core = document.get("core")
    if core:
        print()
        print("Core (Scripts/bench-core.sh):")
        print("\n".join(f"    {line}" for line in core))


if __name__ == "__main__":
    main()

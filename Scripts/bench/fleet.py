"""The fleet benchmark: aasa verify, the C reference (reference.c: aasa's two requests per host and
nothing else), curl --parallel and xargs -P N curl fetch the same AASA URLs from nginx on
127.0.0.1, each host a new TLS connection. Writes every raw run and the medians
as JSON; report.py turns that into the Markdown table.

Usage: fleet.py --port P --cacert CA --aasa BIN --reference BIN --nginx-pid PID --work DIR --body-bytes B
                --app-id ID --sizes "1000 5000" --concurrency 32 --repeat 3 --output FILE
"""

import argparse
import json
import os
import statistics
import sys

import measure

TOOLS = ["aasa", "aasa + Android", "C reference", "curl --parallel", "xargs curl"]
# The Android app every host's assetlinks.json lists (site/assetlinks.json).
ANDROID_APP = "com.example.app:14:6D:E9:83:C5:73:06:50:D8:EE:B9:95:2F:34:FC:64:16:A0:83:42:E6:1D:BE:A8:8A:04:96:B2:3F:CF:44:E5"
PATH = "/.well-known/apple-app-site-association"


def host(index):
    return f"d{index:05d}.bench.test"


def write_inputs(work, size):
    """The host list aasa reads, the URL list xargs reads and the config file curl reads."""
    hosts = [host(i) for i in range(size)]
    files = {name: os.path.join(work, f"{name}-{size}.txt") for name in ("hosts", "both", "urls", "curlrc")}
    with open(files["hosts"], "w") as out:
        out.writelines(h + "\n" for h in hosts)
    # Both platforms for the same hosts: each host's AASA file and assetlinks.json.
    with open(files["both"], "w") as out:
        out.writelines(f"{h}\nandroid:{h} {ANDROID_APP}\n" for h in hosts)
    with open(files["urls"], "w") as out:
        out.writelines(f"https://{h}{PATH}\n" for h in hosts)
    with open(files["curlrc"], "w") as out:
        out.writelines(f'url = "https://{h}{PATH}"\noutput = "/dev/null"\n' for h in hosts)
    return files


def command(tool, files, report_path, args):
    route = ["--connect-to", f"::127.0.0.1:{args.port}", "--cacert", args.cacert]
    n = str(args.concurrency)
    write_out = ["-w", "%{http_code} %{size_download}\\n"]
    if tool in ("aasa", "aasa + Android"):
        domains = files["hosts"] if tool == "aasa" else files["both"]
        return [args.aasa, "verify", "--domains", domains, "--app-id", args.app_id, *route,
                "--concurrency", n, "--timeout", "10", "--format", args.format, "--no-progress", "--output", report_path]
    if tool == "C reference":
        return [args.reference, files["hosts"], n, str(args.port), args.cacert]
    if tool == "curl --parallel":
        return ["curl", "-sS", "--no-progress-meter", "--parallel", "--parallel-immediate", "--parallel-max", n, *route,
                "--max-time", "10", *write_out, "-K", files["curlrc"]]
    return ["xargs", "-P", n, "-n", "1", "-a", files["urls"], "curl", "-sS", "-o", "/dev/null",
            *route, "--max-time", "10", *write_out]


def check(tool, size, stdout_path, report_path, body_bytes):
    """How many hosts the tool got right: aasa's verdict `pass`, curl's 200 with the whole body."""
    if tool in ("aasa", "aasa + Android"):
        reports = size if tool == "aasa" else 2 * size
        # JSON Lines (the format for large runs: one domain report per line, streamed) or one
        # JSON document (every report kept until the end).
        try:
            with open(report_path) as report:
                if report_path.endswith(".json"):
                    domains = json.load(report)["domains"]
                else:
                    # The last line is the run's summary, not a domain.
                    domains = [json.loads(line) for line in report if line.strip()]
                    domains = [line for line in domains if "summary" not in line]
        except (OSError, ValueError, KeyError, TypeError):
            return 0
        # Both platforms: a host counts when its Apple and its Android report pass.
        passed = sum(1 for d in domains if d.get("status") == "pass")
        return passed * size // reports if len(domains) == reports else 0
    expected = f"200 {body_bytes}"
    if tool == "C reference":
        # "host status bytes status bytes": both requests answered in full.
        expected = f"{expected} {expected}"
        with open(stdout_path) as out:
            return sum(1 for line in out if line.strip().partition(" ")[2] == expected)
    with open(stdout_path) as out:
        return sum(1 for line in out if line.strip() == expected)


def one_run(tool, size, files, args, env, label):
    stdout_path = os.path.join(args.work, "stdout.txt")
    stderr_path = os.path.join(args.work, "stderr.txt")
    report_path = os.path.join(args.work, f"aasa-report.{args.format}")
    for stale in (stdout_path, stderr_path, report_path):
        if os.path.exists(stale):
            os.remove(stale)
    workers = measure.child_pids(args.nginx_pid)
    server_before = measure.process_cpu_seconds(workers)
    result = measure.run(command(tool, files, report_path, args), stdout_path, stderr_path, env,
                         timeout=60 + size * 0.06)
    server = measure.process_cpu_seconds(workers) - server_before
    correct = check(tool, size, stdout_path, report_path, args.body_bytes)
    run = {**result.as_dict(), "correct": correct, "nginxCPUSeconds": round(server, 3)}
    print(f"  {label:7} {tool:16} {size:6} hosts: {result.wall:7.2f} s wall, "
          f"{result.user + result.system:7.2f} s CPU, {result.max_rss_kb / 1024:6.1f} MB, "
          f"{correct}/{size} correct, nginx {server:.2f} s CPU", file=sys.stderr, flush=True)
    if correct != size or result.exit_status != 0:
        show_errors(tool, result, stderr_path, report_path)
    return run


def show_errors(tool, result, stderr_path, report_path):
    """A wrong run is reported, never hidden: its exit status and the end of its error output
    (for aasa, also the first domains that did not pass, with their finding ids)."""
    reason = "timed out" if result.timed_out else f"exit status {result.exit_status}"
    with open(stderr_path, errors="replace") as err:
        tail = err.readlines()[-5:]
    if tool.startswith("aasa") and os.path.exists(report_path):
        try:
            with open(report_path) as report:
                if report_path.endswith(".json"):
                    domains = json.load(report)["domains"]
                else:
                    # The last line is the run's summary, not a domain.
                    domains = [json.loads(line) for line in report if line.strip()]
                    domains = [line for line in domains if "summary" not in line]
        except (ValueError, KeyError, TypeError):
            domains = []
        failed = [d for d in domains if d.get("status") != "pass"][:3]
        tail += [f"{d.get('domain')}: {d.get('status')} " + " ".join(f.get("id", "?") for f in d.get("findings", []))
                 for d in failed]
    print(f"    {tool}: {reason}; last error lines:", file=sys.stderr)
    for line in tail:
        print(f"      {line.rstrip()}", file=sys.stderr)


def summarize(runs, size):
    def med(key):
        return statistics.median(run[key] for run in runs)
    wall, cpu = med("wallSeconds"), med("cpuSeconds")
    return {
        "wallSeconds": round(wall, 3), "cpuSeconds": round(cpu, 3),
        "maxRSSMiB": round(med("maxRSSKiB") / 1024, 1),
        "domainsPerSecond": round(size / wall, 1) if wall > 0 else None,
        "nginxCPUSeconds": round(med("nginxCPUSeconds"), 3),
        "allCorrect": all(run["correct"] == size and run["exitStatus"] == 0 for run in runs),
    }


def clean_environment():
    """No proxy variable may send a request anywhere but 127.0.0.1."""
    env = {k: v for k, v in os.environ.items() if not k.lower().endswith("_proxy")}
    env["LC_ALL"] = "C"
    return env


def parse_arguments():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    for name in ("--cacert", "--aasa", "--reference", "--work", "--app-id", "--output"):
        parser.add_argument(name, required=True)
    for name in ("--port", "--nginx-pid", "--body-bytes"):
        parser.add_argument(name, type=int, required=True)
    parser.add_argument("--sizes", default="1000 5000")
    parser.add_argument("--concurrency", type=int, default=32)
    parser.add_argument("--format", choices=["jsonl", "json"], default="jsonl", help="aasa's report format")
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--warm-up", type=int, default=200, help="hosts in each tool's warm-up run")
    parser.add_argument("--machine", help="JSON file describing the machine, embedded as is")
    parser.add_argument("--core-log", help="output of bench-core.sh, embedded line by line")
    parser.add_argument("--tools", default=",".join(TOOLS),
                        help="comma-separated subset of the tools, e.g. 'aasa,C reference' to skip the slow xargs")
    return parser.parse_args()


def main():
    args = parse_arguments()
    sizes = [int(word) for word in args.sizes.split()]
    if not sizes or min(sizes) < 1 or max(sizes) > 99999 or args.repeat < 1:
        sys.exit("error: BENCH_SIZES must hold numbers from 1 to 99999, BENCH_REPEAT at least 1")
    tools = [tool for tool in TOOLS if tool in args.tools.split(",")]
    if not tools or len(tools) != len(set(args.tools.split(","))):
        sys.exit(f"error: BENCH_TOOLS must name tools among {', '.join(TOOLS)}, separated by commas")
    env = clean_environment()
    inputs = {size: write_inputs(args.work, size) for size in sizes}
    warm = min(args.warm_up, max(sizes))
    inputs.setdefault(warm, write_inputs(args.work, warm))
    print(f"warm-up: each tool once over {warm} hosts (not counted)", file=sys.stderr)
    for tool in tools:
        one_run(tool, warm, inputs[warm], args, env, "warm-up")
    results = []
    for size in sizes:
        runs = {tool: [] for tool in tools}
        # Tools take turns within each repetition, so a slow phase of the machine hits them all.
        for repetition in range(args.repeat):
            for tool in tools:
                runs[tool].append(one_run(tool, size, inputs[size], args, env, f"run {repetition + 1}"))
        for tool in tools:
            results.append({"tool": tool, "hosts": size, "median": summarize(runs[tool], size),
                            "runs": runs[tool]})
    document = {
        "schemaVersion": 1,
        "settings": {"sizes": sizes, "concurrency": args.concurrency, "format": args.format, "repeat": args.repeat, "warmUpHosts": warm,
                     "appID": args.app_id, "bodyBytes": args.body_bytes},
        "machine": {**(load_json(args.machine) or {}),
                    "loadAverageEnd": [round(value, 2) for value in os.getloadavg()]},
        "results": results,
        "core": load_lines(args.core_log),
    }
    with open(args.output, "w") as out:
        json.dump(document, out, indent=2, sort_keys=True)
        out.write("\n")


def load_json(path):
    if not path:
        return None
    with open(path) as source:
        return json.load(source)


def load_lines(path):
    if not path or not os.path.exists(path):
        return None
    with open(path) as source:
        # Only the measurements: build progress lines say nothing about speed.
        return [line.rstrip("\n") for line in source
                if line.strip() and not line.startswith(("Build ", "Building ", "["))]


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Rewrites the documentation's generated blocks from the built binary: the `aasa --help` text
(README.md, between <!-- help --> and <!-- /help -->), `aasa verify --help` (docs/usage.md,
<!-- verify-help -->), the finding catalogue from `aasa explain` (docs/findings.md,
<!-- findings -->) and each kind's example and counter-example from `aasa explain ID ...`
(docs/findings.md, <!-- finding-examples -->). ReadmeTests fails when they drift."""
import pathlib
import re
import subprocess
import sys

root = pathlib.Path(__file__).resolve().parent.parent
binary = sys.argv[1] if len(sys.argv) > 1 else str(root / ".build/debug/aasa")


def run(*args):
    return subprocess.run([binary, *args], check=True, capture_output=True, text=True).stdout


def indented(block):
    return "\n".join(("    " + line) if line else "" for line in block.split("\n"))


def replace(path, name, body):
    page = root / path
    text = page.read_text()
    pattern = re.compile(rf"(<!-- {name} -->\n).*?(<!-- /{name} -->)", re.S)
    if not pattern.search(text):
        sys.exit(f"{path} has no <!-- {name} --> block")
    page.write_text(pattern.sub(lambda m: m.group(1) + body + m.group(2), text))


replace("README.md", "help", "\n" + indented(run("--help")) + "\n")
replace("docs/usage.md", "verify-help", "\n" + indented(run("verify", "--help")) + "\n")
catalogue = run("explain")
replace("docs/findings.md", "findings", "\n" + catalogue + "\n")
ids = re.findall(r"^\| `([^`]+)`", catalogue, re.M)
replace("docs/findings.md", "finding-examples", "\n" + run("explain", *ids) + "\n")

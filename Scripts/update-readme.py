#!/usr/bin/env python3
"""Rewrites README.md's generated blocks from the built binary: the `aasa --help` text (between
the markers <!-- help --> and <!-- /help -->, and `aasa verify --help` in <!-- verify-help -->) and the finding catalogue from `aasa explain`
(between <!-- findings --> and <!-- /findings -->). ReadmeTests fails when they drift."""
import pathlib
import re
import subprocess
import sys

root = pathlib.Path(__file__).resolve().parent.parent
binary = sys.argv[1] if len(sys.argv) > 1 else str(root / ".build/debug/aasa")
readme = root / "README.md"
text = readme.read_text()


def run(*args):
    return subprocess.run([binary, *args], check=True, capture_output=True, text=True).stdout


def indented(block):
    return "\n".join(("    " + line) if line else "" for line in block.split("\n"))


def replace(name, body):
    global text
    pattern = re.compile(rf"(<!-- {name} -->\n).*?(<!-- /{name} -->)", re.S)
    if not pattern.search(text):
        sys.exit(f"README.md has no <!-- {name} --> block")
    text = pattern.sub(lambda m: m.group(1) + body + m.group(2), text)


replace("help", "\n" + indented(run("--help")) + "\n")
replace("verify-help", "\n" + indented(run("verify", "--help")) + "\n")
replace("findings", "\n" + run("explain") + "\n")
readme.write_text(text)

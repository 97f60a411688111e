"""The response bodies of the fixture world, built once at import.

The readable ones live in `files/` so tests can compare against them; the rest (exact sizes,
broken encodings, gzip) are derived here from the good file.
"""

import gzip
import json
import os

FILES = os.path.join(os.path.dirname(os.path.abspath(__file__)), "files")
# Apple's documented limit on the decoded file.
APPLE_LIMIT = 131072


def _read(name):
    with open(os.path.join(FILES, name), "rb") as file:
        return file.read()


def padded_good_file(size):
    """The good file, still valid JSON, grown to exactly `size` bytes through a component comment."""
    document = json.loads(GOOD)
    comment = document["applinks"]["details"][0]["components"][0]
    comment["comment"] = ""
    base = len(json.dumps(document, indent=2).encode()) + 1
    if size < base:
        raise ValueError(f"{size} bytes is smaller than the good file")
    comment["comment"] = "x" * (size - base)
    data = (json.dumps(document, indent=2) + "\n").encode()
    if len(data) != size:
        raise ValueError(f"padding produced {len(data)} bytes instead of {size}")
    return data


def reserialized(data):
    """The same JSON value written differently (sorted keys, no whitespace), as Apple's CDN does."""
    return json.dumps(json.loads(data), sort_keys=True, separators=(",", ":")).encode()


GOOD = _read("good.json")
STALE = _read("stale.json")
OTHER_APP = _read("otherapp.json")
INVALID_JSON = _read("invalid.json")
SPA_SHELL = _read("spa.html")
NOT_FOUND_PAGE = _read("notfound.html")

LARGE = padded_good_file(200000)
EXACT = padded_good_file(APPLE_LIMIT)
OVER = padded_good_file(APPLE_LIMIT + 1)
GOOD_GZIP = gzip.compress(GOOD, mtime=0)
DEEP = b"[" * 1000000 + b"]" * 1000000
# Valid JSON nested 65,536 levels deep in exactly APPLE_LIMIT bytes: only a depth limit refuses it.
NESTED = b"[" * (APPLE_LIMIT // 2) + b"]" * (APPLE_LIMIT // 2)
BAD_UTF8 = (
    b'{\n  "applinks": {\n    "details": [\n      {\n'
    b'        "appIDs": ["ABCDE12345.com.example.\xff\xfe\xc3\x28app"],\n'
    b'        "components": [{ "/": "/buy/*" }]\n      }\n    ]\n  }\n}\n'
)
TRAILING = GOOD + b'}\n<!-- served by cache-7 -->\x00garbage'
# Strings in the file carry a C1 CSI, NEL, a bidi override and a line separator, as raw UTF-8.
BIDI_FILE = (
    '{"applinks":{"details":[{"appIDs":["ABCDE12345.com.example.\u202eppa\u0085"],'
    '"components":[{"/":"/\u009b31m/*","comment":"\u2028\u2066x\u2069"}]}]},'
    '"webcredentials":{"apps":["ABCDE12345.com.\u202bexample"]}}'
).encode("utf-8")
# The good file and, under a key Apple ignores, one object holding 21,000 duplicate keys: a
# valid 126 KB file (within Apple's limit) whose warnings alone would make a report megabytes.
DUPLICATE_KEYS = (
    GOOD.rstrip()[:-1].rstrip() + b',\n  "padding": {' + b",".join([b'"k":0'] * 21000) + b"}\n}\n"
)
SERVER_ERROR_PAGE = b"<!doctype html>\n<html><body><h1>500 Internal Server Error</h1></body></html>\n"
FORBIDDEN_PAGE = b"<!doctype html>\n<html><body><h1>403 Forbidden</h1><p>Bots are not welcome.</p></body></html>\n"
# What every never-ending body starts with, so that it looks like the start of a real file.
ENDLESS_PREFIX = b'{"applinks":{"details":[{"appIDs":["ABCDE12345.com.example.app"],"components":['

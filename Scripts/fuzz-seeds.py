#!/usr/bin/env python3
"""Writes the fuzz seed corpora into Tests/Fixtures/fuzz/seeds/<kind>/ (run by
`Scripts/fuzz.sh seeds`). Seeds come from the repository's own fixtures plus a few hand-written
edge cases. `aasa/` seeds both the JSON reader and the linter. Each file is named after its source so a failing seed says where it came from."""
import hashlib
import json
import pathlib
import plistlib
import shutil
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
FIXTURES = ROOT / "Tests" / "Fixtures"
OUT = FIXTURES / "fuzz" / "seeds"

JSON_EDGES = [
    b'{}', b'[]', b'"\\u00e9\\ud83d\\ude00"', b'-0.0e+10', b'\xef\xbb\xbf{"a":1}', b'{"a":1,"a":2}',
    b'{"a":[1,2,{"b":null}],"c":true,"d":false}', b'[' * 40 + b']' * 40, b'{"x":"\\"\\\\\\/\\b\\f\\n\\r\\t"}',
    b'{"applinks":{"details":[{"appIDs":["ABCDE12345.com.example.app"],"components":[{"/":"/*"}]}]}}',
    b'{"applinks":{"apps":[],"details":[{"appID":"ABCDE12345.com.example.app","paths":["NOT /a/*","*"]}]}}',
    b'{"applinks":{"substitutionVariables":{"lang":["en","fr"]},"defaults":{"caseSensitive":false,'
    b'"percentEncoded":false},"details":[{"appIDs":["A.b"],"components":[{"/":"/$(lang)/?*",'
    b'"?":{"q":"$(alpha)*"},"#":"*","exclude":true,"comment":"c"}]}]},'
    b'"webcredentials":{"apps":["A.b"]},"appclips":{"apps":["A.b.Clip"]},'
    b'"activitycontinuation":{"apps":["A.b"]}}',
]

ENTRIES = [
    "applinks:example.com", "applinks:*.example.com", "applinks:example.com?mode=developer",
    "applinks:example.com?mode=managed", "applinks:example.com?mode=developer+managed",
    "webcredentials:example.com", "appclips:example.com", "activitycontinuation:example.com",
    "AppLinks:Example.COM", "applinks: example.com ", "https://example.com/path?x#f",
    "applinks:user:pw@example.com:443/a#b", "applinks:xn--bcher-kva.example", "applinks:bücher.example",
    "applinks:127.0.0.1", "applinks:[::1]", "applinks:localhost", "applinks:example.com.",
    "applinks:" + "a" * 64 + ".example.com", "applinks:$(PRODUCT_DOMAIN)", "applink:example.com",
    "example.com", "applinks:*", "applinks:*.com", "applinks:exa mple.com", "applinks:example.com/",
    "# a comment\napplinks:a.example\n\n  webcredentials:b.example # trailing\napplinks:c.example#x\n",
]


def compact(value):
    return json.dumps(value, separators=(",", ":"), ensure_ascii=False).encode()


def write(harness, name, data):
    directory = OUT / harness
    directory.mkdir(parents=True, exist_ok=True)
    digest = hashlib.sha1(data).hexdigest()[:8]
    (directory / f"{name}-{digest}").write_bytes(data)


def aasa_files():
    """(name, bytes) of every AASA-like file the fixtures hold, as written."""
    files = [(p.stem, p.read_bytes()) for p in sorted((FIXTURES / "corpus").iterdir())]
    files += [(f"world-{p.stem}", p.read_bytes()) for p in sorted((ROOT / "Scripts/fixture-world/files").iterdir())]
    vectors = json.loads((FIXTURES / "vectors" / "matching-documented.json").read_text())
    seen = set()
    for case in vectors["cases"]:
        body = compact(case["aasa"])
        if body not in seen:
            seen.add(body)
            files.append((f"vector-{case['id']}", body))
    files += [(f"edge{i}", data) for i, data in enumerate(JSON_EDGES)]
    return files, vectors


def matcher_seeds(files, vectors):
    for case in vectors["cases"]:
        write("matcher", f"vector-{case['id']}", compact(case["aasa"]) + b"\n" + case["url"].encode())
    for name, data in files:
        try:
            body = compact(json.loads(data.decode("utf-8-sig")))
        except (ValueError, UnicodeDecodeError):
            continue
        write("matcher", name, body + b"\x00https://example.com/a/b?c=d&e#f")


def plist_seeds():
    for path in sorted((FIXTURES / "entitlements").glob("*.entitlements")):
        write("plist", path.stem, path.read_bytes())
    base = {"com.apple.developer.associated-domains": ENTRIES[:6], "application-identifier": "ABCDE12345.a.b"}
    shapes = [base, {"com.apple.developer.associated-domains": "applinks:example.com"},
              {"com.apple.developer.associated-domains": [1, True, {"a": b"x"}]},
              {"com.apple.application-identifier": 3}, {"k": [[], {}, 1.5, b"\x00"]}]
    for i, shape in enumerate(shapes):
        write("plist", f"xml{i}", plistlib.dumps(shape, fmt=plistlib.FMT_XML))
        write("plist", f"binary{i}", plistlib.dumps(shape, fmt=plistlib.FMT_BINARY))
    write("plist", "array-root", plistlib.dumps(["applinks:example.com"]))


def main():
    if OUT.exists():
        shutil.rmtree(OUT)
    files, vectors = aasa_files()
    for name, data in files:
        write("aasa", name, data)
    matcher_seeds(files, vectors)
    for i, entry in enumerate(ENTRIES):
        write("entry", f"entry{i}", entry.encode())
    plist_seeds()
    for harness in sorted(OUT.iterdir()):
        print(f"{harness.name}: {len(list(harness.iterdir()))} seeds", file=sys.stderr)


if __name__ == "__main__":
    main()

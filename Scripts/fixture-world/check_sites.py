"""Self-test checks of the origin hosts: status codes, types, bodies and headers."""

import gzip
import json

import probe
from probe import WELL_KNOWN, expect, expect_status

GOOD = probe.read_file("good.json")
CHECKS, check = probe.registry()


# Origin hosts that answer with a plain status and type.
SIMPLE = [
    ("good", 200, "application/json"), ("aasa.test", 200, "application/json"),
    ("wild", 200, "application/json"), ("app.wild.aasa.test", 200, "application/json"),
    ("www.redirect.aasa.test", 200, "application/json"), ("octet", 200, "application/octet-stream"),
    ("missing", 404, "text/html"), ("broken", 500, "text/html"), ("html", 200, "text/html"),
    ("empty", 200, "application/json"), ("nosuchhost", 404, None), ("stale", 200, "application/json"),
]


@check
def simple_hosts_answer_their_status(world):
    for host, status, content_type in SIMPLE:
        expect_status(world, host, status, content_type=content_type)


@check
def good_file_is_served_byte_for_byte(world):
    _, body = expect_status(world, "good", 200)
    expect(body == GOOD, "good body differs from files/good.json")
    document = json.loads(body)
    expect(document["appclips"]["apps"] == ["ABCDE12345.com.example.app.Clip"], "app clip ID")


@check
def redirects_carry_their_location(world):
    for host, status in [("redirect", 301), ("found", 302)]:
        headers, _ = expect_status(world, host, status)
        wanted = f"https://www.{host}.aasa.test{WELL_KNOWN}"
        expect(headers.get("Location") == wanted, f"{host}: Location {headers.get('Location')!r}")
    headers, _ = expect_status(world, "privateredirect", 302)
    expect(headers.get("Location") == f"http://127.0.0.2{WELL_KNOWN}", "privateredirect Location")
    headers, _ = expect_status(world, "ctlredirect", 302)
    expect("\x1b]0;pwned\x07" in headers.get("Location", ""), "ctlredirect Location lacks escapes")


@check
def sizes_are_exact(world):
    for host, size in [("large", 200000), ("exact", 131072), ("over", 131073)]:
        headers, body = expect_status(world, host, 200, content_type="application/json")
        expect(len(body) == size and headers.get("Content-Length") == str(size), f"{host}: {len(body)} bytes")
        json.loads(body)
    _, body = expect_status(world, "nested", 200)
    expect(len(body) == 131072 and body.startswith(b"[[[[") and body.endswith(b"]]]]"), "nested shape")


@check
def gzip_host_decodes_to_good_file(world):
    headers, body = expect_status(world, "gzip", 200, content_type="application/json")
    expect(headers.get("Content-Encoding") == "gzip", "no Content-Encoding: gzip")
    expect(gzip.decompress(body) == GOOD, "gzip body does not decode to the good file")


@check
def broken_bodies_are_broken(world):
    for host in ["invalidjson", "trailing"]:
        _, body = expect_status(world, host, 200, content_type="application/json")
        expect(_json_error(body) is not None, f"{host}: parsed as JSON")
    _, body = expect_status(world, "trailing", 200)
    expect(body.startswith(GOOD) and len(body) > len(GOOD), "trailing does not start with the good file")
    _, body = expect_status(world, "badutf8", 200)
    expect(_utf8_error(body), "badutf8 is valid UTF-8")
    _, body = expect_status(world, "deep", 200, limit=300000)
    expect(body.startswith(b"[" * 200000), "deep does not open 200,000 arrays")


@check
def other_app_lists_only_the_other_app(world):
    _, body = expect_status(world, "otherapp", 200, content_type="application/json")
    expect(b"ZZZZZ99999.com.other.app" in body and b"ABCDE12345" not in body, "otherapp IDs")


@check
def legacy_serves_only_the_root_location(world):
    expect_status(world, "legacy", 404)
    _, body = expect_status(world, "legacy", 200, path="/apple-app-site-association")
    expect(body == GOOD, "legacy root body")


@check
def user_agent_host_blocks_only_the_bot(world):
    expect_status(world, "useragent", 200, user_agent="curl/8.0")
    expect_status(world, "useragent", 403, user_agent="AASA-Bot/1.0.0")


@check
def control_headers_carry_raw_bytes(world):
    tls = world.connect("ctlheaders.aasa.test")
    tls.sendall(f"GET {WELL_KNOWN} HTTP/1.1\r\nHost: ctlheaders.aasa.test\r\n\r\n".encode())
    raw = probe.read_until_closed(tls)
    head = raw.split(b"\r\n\r\n", 1)[0]
    for needle in [b"\x1b[31m", b"\x07", b"\xff\xfe", b"Content-Type: text/html\x1b[2J"]:
        expect(needle in head, f"head lacks {needle!r}")
    expect(raw.endswith(GOOD), "ctlheaders body is not the good file")


@check
def keep_alive_host_numbers_requests_per_connection(world):
    tls = world.connect("keepalive.aasa.test")
    for number in (1, 2):
        tls.sendall(f"GET /any HTTP/1.1\r\nHost: keepalive.aasa.test\r\n\r\n".encode())
        body = f"request {number} on this connection\n".encode()
        raw = b""
        while not raw.endswith(body):
            chunk = tls.recv(4096)
            expect(chunk, f"connection closed before request {number}'s answer")
            raw += chunk
        expect(b"Connection: close" not in raw, "keep-alive answer says Connection: close")
    tls.close()


def _json_error(body):
    try:
        json.loads(body)
        return None
    except ValueError as error:
        return error


def _utf8_error(body):
    try:
        body.decode("utf-8")
        return False
    except UnicodeDecodeError:
        return True


ASSETLINKS = "/.well-known/assetlinks.json"


@check
def android_hosts_answer_assetlinks(world):
    _, body = expect_status(world, "good", 200, path=ASSETLINKS, content_type="application/json")
    expect(body == probe.read_file("assetlinks-good.json"), "good assetlinks differs from files/assetlinks-good.json")
    for host, status, content_type in [("uploadkey", 200, "application/json"), ("html", 200, "text/html"),
                                       ("redirect", 301, "text/html"), ("missing", 404, "text/html"),
                                       ("nosuchhost", 404, None)]:
        expect_status(world, host, status, path=ASSETLINKS, content_type=content_type)
    expect_status(world, "jsonhtml", 200, path=ASSETLINKS, content_type="text/html")
    # Google's fetcher alone is turned away; the device's agent and any other client are not.
    expect_status(world, "googlebot", 403, path=ASSETLINKS, user_agent="GoogleAssociationService")
    expect_status(world, "googlebot", 200, path=ASSETLINKS, user_agent="Dalvik/2.1.0 (Linux; U; Android 14)")
    expect_status(world, "deviceonly", 403, path=ASSETLINKS, user_agent="GoogleAssociationService")
    _, shared = expect_status(world, "good", 200, path="/shared/assetlinks.json")
    expect(json.loads(shared)[0]["target"]["package_name"] == "com.example.app", "shared include list")

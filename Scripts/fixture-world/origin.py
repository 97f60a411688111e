"""The fake web sites: what each `<label>.aasa.test` host answers for its association file.

A host's behaviour is chosen by its label (the name left of `aasa.test`); `*.wild.aasa.test` and
the `www.` targets of the redirecting hosts serve the good file; each `flaky-<token>` host fails
twice with 503, then serves it.
"""

import android
import bodies
import sitemaps
import streams

WELL_KNOWN = "/.well-known/apple-app-site-association"
LEGACY = "/apple-app-site-association"
DOMAIN = "aasa.test"
JSON = "application/json"

# Hosts whose file Apple's CDN would accept, and the file it would hold for them.
VALID_FILES = {
    "good": bodies.GOOD, "wild": bodies.GOOD, "www": bodies.GOOD, "octet": bodies.GOOD, "gzip": bodies.GOOD,
    "exact": bodies.EXACT, "ctlheaders": bodies.GOOD, "otherapp": bodies.OTHER_APP, "stale": bodies.GOOD,
}


def label_of(host):
    """`good.aasa.test` -> `good`, `a.b.wild.aasa.test` -> `wild`, `www.redirect.aasa.test` -> `www`."""
    if host == DOMAIN:
        return "good"
    if not host.endswith("." + DOMAIN):
        return None
    labels = host[: -len(DOMAIN) - 1].split(".")
    if len(labels) == 1:
        return labels[0]
    if labels[-1] == "wild":
        return "wild"
    if labels[0] == "www" and len(labels) == 2:
        return "www"
    return None


# Requests seen per `flaky-<token>` host, so each test gets a host of its own.
_FLAKY_SEEN = {}


def _flaky(request, responder):
    """Fails its first two requests per path (503, Retry-After: 0), then serves the good file."""
    key = (request.host, request.path)
    seen = _FLAKY_SEEN.get(key, 0)
    _FLAKY_SEEN[key] = seen + 1
    if seen < 2:
        return responder.send(503, bodies.SERVER_ERROR_PAGE, "text/html", [("Retry-After", "0")])
    return responder.send(200, android.GOOD if request.path == android.ASSETLINKS else bodies.GOOD, JSON)


def _flaky_bot(request, responder):
    """Serves the good file, but fails the first two requests that carry AASA-Bot's user agent."""
    if "aasa-bot" in request.header("user-agent").lower():
        key = (request.host, "bot")
        seen = _FLAKY_SEEN.get(key, 0)
        _FLAKY_SEEN[key] = seen + 1
        if seen < 2:
            return responder.send(503, bodies.SERVER_ERROR_PAGE, "text/html", [("Retry-After", "0")])
    return responder.send(200, bodies.GOOD, JSON)


# switch-<id> hosts whose file was switched by a request for /switch: they then list another app.
_SWITCHED = set()


def _switch(request, responder):
    """The good file until /switch is requested for the host, the other app's file after."""
    if request.path == "/switch":
        _SWITCHED.add(request.host)
        return responder.send(200, b"switched\n")
    if request.path != WELL_KNOWN:
        return responder.send(404, bodies.NOT_FOUND_PAGE, "text/html")
    return responder.send(200, bodies.OTHER_APP if request.host in _SWITCHED else bodies.GOOD, JSON)


def respond(request, responder):
    if sitemaps.respond(request.host, request, responder):
        return None
    label = label_of(request.host)
    if label and label.startswith("switch-"):
        return _switch(request, responder)
    if label and label.startswith("flaky-") and request.path in (WELL_KNOWN, android.ASSETLINKS):
        return _flaky(request, responder)
    if label and label.startswith("flakybot-") and request.path == WELL_KNOWN:
        return _flaky_bot(request, responder)
    if label and label.startswith("handshakereset-") and request.path in (WELL_KNOWN, android.ASSETLINKS):
        # Its first handshake was reset (listeners.py); what follows is served as good.
        return responder.send(200, android.GOOD if request.path == android.ASSETLINKS else bodies.GOOD, JSON)
    if android.respond(label, request, responder, _HANDLERS):
        return None
    if label == "legacy":
        if request.path == LEGACY:
            return responder.send(200, bodies.GOOD, JSON)
        return responder.send(404, bodies.NOT_FOUND_PAGE, "text/html")
    handler = _HANDLERS.get(label)
    if handler is None or request.path != WELL_KNOWN:
        return responder.send(404, bodies.NOT_FOUND_PAGE, "text/html")
    return handler(request, responder)


def _file(body, content_type=JSON, headers=()):
    return lambda request, responder: responder.send(200, body, content_type, headers)


def _status(status, body, content_type="text/html"):
    return lambda request, responder: responder.send(status, body, content_type)


def _redirect(status, location):
    return lambda request, responder: responder.send(status, b"", "text/html", [("Location", location)])


def _user_agent(request, responder):
    if "aasa-bot" in request.header("user-agent").lower():
        return responder.send(403, bodies.FORBIDDEN_PAGE, "text/html")
    return responder.send(200, bodies.GOOD, JSON)


def _slow_bot(request, responder):
    """The good file at once, but AASA-Bot's request answered only after a minute: a --deadline that
    cuts it must say run.deadline, never blame the site's crawler answer."""
    if "aasa-bot" in request.header("user-agent").lower():
        return streams.slow(responder)
    return responder.send(200, bodies.GOOD, JSON)


def _two_lengths(request, responder):
    """The good file framed by two Content-Length fields that disagree; libcurl takes the last."""
    responder.send_head(200, [("Content-Type", JSON), ("Content-Length", str(len(bodies.GOOD))),
                              ("Content-Length", str(len(bodies.GOOD) - 40))])
    responder.write(bodies.GOOD)


def _stream(function):
    return lambda request, responder: function(responder)


# The same scalars in header values, as raw UTF-8: C1 CSI, NEL, bidi override, line separator.
_BIDI = "\u009b31m\u0085\u202emoc.elgoog\u2028\u2067".encode("utf-8")

_MARKUP = b'"><script>document.title="pwned"</script><img src=x onerror="document.title=1">'

_CONTROL_HEADERS = [
    ("X-Colour", b"\x1b[31mred\x1b[0m"),
    ("X-Bell", b"ding\x07dong"),
    ("X-Bytes", b"caf\xe9 \xff\xfe \xc3\x28"),
]

_HANDLERS = {
    "good": _file(bodies.GOOD),
    "wild": _file(bodies.GOOD),
    "www": _file(bodies.GOOD),
    "stale": _file(bodies.GOOD),
    "expired": _file(bodies.GOOD),
    "notyet": _file(bodies.GOOD),
    "selfsigned": _file(bodies.GOOD),
    "wronghost": _file(bodies.GOOD),
    "incomplete": _file(bodies.GOOD),
    "cnonly": _file(bodies.GOOD),
    "rsa1024": _file(bodies.GOOD),
    "sha1": _file(bodies.GOOD),
    "clientauth": _file(bodies.GOOD),
    "longlived": _file(bodies.GOOD),
    "expiredca": _file(bodies.GOOD),
    "redirect": _redirect(301, f"https://www.redirect.{DOMAIN}{WELL_KNOWN}"),
    "found": _redirect(302, f"https://www.found.{DOMAIN}{WELL_KNOWN}"),
    "ctlredirect": _redirect(302, f"https://www.ctlredirect.{DOMAIN}/\x1b]0;pwned\x07{WELL_KNOWN}".encode()),
    "privateredirect": _redirect(302, f"http://127.0.0.2{WELL_KNOWN}"),
    "missing": _status(404, bodies.NOT_FOUND_PAGE),
    "broken": _status(500, bodies.SERVER_ERROR_PAGE),
    "html": _file(bodies.SPA_SHELL, "text/html; charset=utf-8"),
    "octet": _file(bodies.GOOD, "application/octet-stream"),
    "large": _file(bodies.LARGE),
    "exact": _file(bodies.EXACT),
    "over": _file(bodies.OVER),
    "gzip": _file(bodies.GOOD_GZIP, headers=[("Content-Encoding", "gzip")]),
    "invalidjson": _file(bodies.INVALID_JSON),
    "empty": _file(b""),
    "otherapp": _file(bodies.OTHER_APP),
    "utf16": _file(b"\xff\xfe" + bodies.GOOD.decode("utf-8").encode("utf-16-le")),
    "useragent": _user_agent,
    "twolengths": _two_lengths,
    "bidifile": _file(bodies.BIDI_FILE, b"application/json" + _BIDI),
    "bidiredirect": _redirect(302, f"https://www.found.{DOMAIN}/".encode() + _BIDI),
    # Markup where reports quote what a server sent: an HTML report must show it as text.
    "markup": _redirect(302, f"https://www.found.{DOMAIN}/".encode() + _MARKUP),
    "markuptype": _file(bodies.GOOD, b"text/html" + _MARKUP),
    "deep": _file(bodies.DEEP),
    "nested": _file(bodies.NESTED),
    "dupkeys": _file(bodies.DUPLICATE_KEYS),
    # One header field of 1 MiB: past libcurl's 100 KB cap for a single field, not its total.
    "giantheader": _file(bodies.GOOD, headers=[("X-Giant", "x" * (1 << 20))]),
    "badutf8": _file(bodies.BAD_UTF8),
    "trailing": _file(bodies.TRAILING),
    "ctlheaders": _file(bodies.GOOD, b"text/html\x1b[2J", _CONTROL_HEADERS),
    "endless": _stream(streams.endless),
    "gzipbomb": _stream(streams.gzip_bomb),
    "slow": _stream(streams.slow),
    "slowbot": _slow_bot,
    "trickle": _stream(streams.trickle),
    "hugeheaders": _stream(streams.huge_headers),
}

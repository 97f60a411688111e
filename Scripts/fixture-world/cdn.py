"""The fake Apple CDN, `app-site-association.cdn-apple.com`: `GET /a/v1/<host>`.

It answers the way the real one was observed to: 200 with the origin's JSON re-serialised and
`Apple-*` headers when the origin serves a file Apple accepts, otherwise 404 with a failure
reason. For `stale.aasa.test` it holds an older, different version of the file. The failure
codes are plausible stand-ins; only 00101, 00202 and 00301 were seen in the field.
"""

import json
import urllib.parse

import bodies
import origin

HOST = "app-site-association.cdn-apple.com"
PREFIX = "/a/v1/"

_BAD_STATUS = "SWCERR00101 Bad HTTP Response: {}"
_REDIRECT = ("SWCERR00103 Redirects are not allowed", "the origin answered with a redirect")
_TIMEOUT = ("SWCERR00301 Timeout", "the origin did not answer completely within 10 seconds")
_TOO_LARGE = ("SWCERR00104 File is too large", "the file exceeds 131072 bytes")
_BAD_JSON = ("SWCERR00105 Invalid JSON", "the file is not a JSON object")

FAILURES = {
    "missing": (_BAD_STATUS.format("404 Not Found"), "the origin answered 404"),
    "legacy": (_BAD_STATUS.format("404 Not Found"), "the origin answered 404"),
    "broken": (_BAD_STATUS.format("500 Internal Server Error"), "the origin answered 500"),
    "useragent": (_BAD_STATUS.format("403 Forbidden"), "the origin answered 403 to AASA-Bot/1.0.0"),
    "redirect": _REDIRECT, "found": _REDIRECT, "ctlredirect": _REDIRECT, "privateredirect": _REDIRECT,
    "expired": ("SWCERR00302 TLS certificate verification failed", "certificate has expired"),
    "notyet": ("SWCERR00302 TLS certificate verification failed", "certificate is not yet valid"),
    "selfsigned": ("SWCERR00302 TLS certificate verification failed", "self-signed certificate"),
    "wronghost": ("SWCERR00302 TLS certificate verification failed", "certificate name does not match host"),
    "incomplete": ("SWCERR00302 TLS certificate verification failed", "unable to get local issuer certificate"),
    "slow": _TIMEOUT, "trickle": _TIMEOUT, "endless": _TIMEOUT, "hugeheaders": _TIMEOUT,
    "large": _TOO_LARGE, "over": _TOO_LARGE, "deep": _TOO_LARGE, "gzipbomb": _TOO_LARGE,
    "html": _BAD_JSON, "invalidjson": _BAD_JSON, "badutf8": _BAD_JSON, "trailing": _BAD_JSON,
    "empty": _BAD_JSON, "nested": _BAD_JSON,
}
_UNKNOWN_HOST = ("SWCERR00201 DNS resolution failed", "the host name does not resolve")


def respond(request, responder):
    if not request.path.startswith(PREFIX):
        return responder.send(404, b"Not Found\n")
    host = urllib.parse.unquote(request.path[len(PREFIX):]).lower()
    # A wildcard entry's file is the one of the domain under it.
    origin_host = host[2:] if host.startswith("*.") else host
    label = origin.label_of(origin_host)
    if label == "stale":
        return _success(responder, origin_host, bodies.STALE)
    if label in origin.VALID_FILES:
        return _success(responder, origin_host, origin.VALID_FILES[label])
    reason, cause = FAILURES.get(label, _UNKNOWN_HOST)
    details = json.dumps({"cause": cause, "host": origin_host}, sort_keys=True)
    return responder.send(404, b"", "text/plain", [
        ("Apple-Failure-Reason", reason),
        ("Apple-Failure-Details", details),
        ("Apple-Try-Direct", "false"),
        ("Cache-Control", "max-age=3600"),
    ])


def _success(responder, host, data):
    return responder.send(200, bodies.reserialized(data), "application/json", [
        ("Apple-From", f"https://{host}{origin.WELL_KNOWN}"),
        ("Apple-Origin-Format", "json"),
        ("Cache-Control", "max-age=3600"),
        ("Age", "120"),
    ])

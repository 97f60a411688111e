"""Self-test checks of the fake Apple CDN."""

import json

import probe
from probe import expect

CHECKS, check = probe.registry()
CDN = "app-site-association.cdn-apple.com"
GOOD = probe.read_file("good.json")


def cdn_get(world, host):
    return world.get(CDN, f"/a/v1/{host}", user_agent="AASA-Bot/1.0.0")


@check
def cdn_serves_valid_files_reserialised(world):
    for host in ["good.aasa.test", "*.wild.aasa.test", "octet.aasa.test", "gzip.aasa.test"]:
        status, headers, body = cdn_get(world, host)
        expect(status == 200, f"{host}: CDN status {status}")
        expect(json.loads(body) == json.loads(GOOD) and body != GOOD, f"{host}: not the good file re-serialised")
        origin_host = host.removeprefix("*.")
        expected_from = f"https://{origin_host}{probe.WELL_KNOWN}"
        expect(headers.get("Apple-From") == expected_from, f"{host}: Apple-From {headers.get('Apple-From')}")
        expect(headers.get("Apple-Origin-Format") == "json", f"{host}: Apple-Origin-Format")
        expect(headers.get("Age") == "120" and headers.get("Cache-Control") == "max-age=3600", "cache headers")


@check
def cdn_holds_an_older_copy_of_stale(world):
    status, _, body = cdn_get(world, "stale.aasa.test")
    expect(status == 200, f"status {status}")
    value = json.loads(body)
    expect(value == json.loads(probe.read_file("stale.json")) and value != json.loads(GOOD), "stale copy")


@check
def cdn_explains_failing_origins(world):
    reasons = {
        "missing.aasa.test": "SWCERR00101 Bad HTTP Response: 404 Not Found",
        "useragent.aasa.test": "SWCERR00101 Bad HTTP Response: 403 Forbidden",
        "redirect.aasa.test": "SWCERR00103 ",
        "expired.aasa.test": "SWCERR00302 ",
        "slow.aasa.test": "SWCERR00301 Timeout",
        "large.aasa.test": "SWCERR00104 ",
        "invalidjson.aasa.test": "SWCERR00105 ",
        "unknown.example": "SWCERR00201 ",
    }
    for host, reason in reasons.items():
        status, headers, _ = cdn_get(world, host)
        expect(status == 404, f"{host}: status {status}")
        expect(headers.get("Apple-Failure-Reason", "").startswith(reason),
               f"{host}: reason {headers.get('Apple-Failure-Reason')!r}")
        details = json.loads(headers.get("Apple-Failure-Details", ""))
        expect(isinstance(details, dict) and "cause" in details, f"{host}: details {details!r}")
        expect(headers.get("Apple-Try-Direct") == "false", f"{host}: Apple-Try-Direct")


@check
def cdn_answers_404_outside_its_api(world):
    status, _, _ = world.get(CDN, "/.well-known/apple-app-site-association")
    expect(status == 404, f"status {status}")

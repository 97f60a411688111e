"""The Android half of the world: what each host answers for `/.well-known/assetlinks.json`.

The good list (`files/assetlinks-good.json`) grants App Links and credential sharing to
`com.example.app` signed with the RELEASE key below. Hosts named after a mistake serve that
mistake; hosts whose trouble is transport (certificates, redirects, status codes, slow or broken
answers) behave for assetlinks.json as they do for the Apple file.
"""

import json

import bodies

ASSETLINKS = "/.well-known/assetlinks.json"
# Served by `good` for the `include` hosts.
SHARED = "/shared/assetlinks.json"
JSON = "application/json"
DOMAIN = "aasa.test"

# The app signing key (what devices see under Play App Signing) and the upload key.
RELEASE = "14:6D:E9:83:C5:73:06:50:D8:EE:B9:95:2F:34:FC:64:16:A0:83:42:E6:1D:BE:A8:8A:04:96:B2:3F:CF:44:E5"
UPLOAD = "5B:2F:A1:0C:3E:7D:94:61:88:B0:C2:1F:D4:3A:9E:07:6C:55:E1:B8:20:4D:F9:13:A7:6E:02:C4:8B:39:D0:F6"

GOOD = bodies._read("assetlinks-good.json")


def _statement(fingerprints, package="com.example.app", relations=("delegate_permission/common.handle_all_urls",),
               **extra):
    statement = {"relation": list(relations),
                 "target": {"namespace": "android_app", "package_name": package,
                            "sha256_cert_fingerprints": list(fingerprints)}}
    statement.update(extra)
    return statement


def _list(*statements):
    return (json.dumps(list(statements), indent=2) + "\n").encode()


UPLOAD_KEY = _list(_statement([UPLOAD]))
LOWERCASE = _list(_statement([RELEASE.lower()]))
BAD_STATEMENT = _list(
    _statement([RELEASE]),
    {"relation": ["delegate_permission/common.handle_all_urls"],
     "target": {"namespace": "android-app", "package_name": "com.example.other",
                "sha256_cert_fingerprints": [UPLOAD]}})
# A package name that is markup, which reports quote (android.package-name, android.app-missing).
MARKUP_APP = _list(_statement([RELEASE], package="<script>document.title='pwned'</script>"))
DYNAMIC = _list(_statement([RELEASE], relation_extensions={
    "delegate_permission/common.handle_all_urls": {"dynamic_app_link_components": [
        {"/": "/cart/*", "exclude": True, "comments": "the cart stays on the web"},
        {"/": "/products/*"},
        {"?": {"ref": "app"}},
    ]}}))
INCLUDE = _list({"include": f"https://good.{DOMAIN}{SHARED}"})
# An include whose file includes another (the include host's): AOSP follows one level only.
INCLUDE_NESTED = _list({"include": f"https://include.{DOMAIN}{ASSETLINKS}"})
INCLUDE_LOOP = _list({"include": f"https://includeloop.{DOMAIN}{ASSETLINKS}"})
# Ten includes of the `slow` host, which answers after a minute: one host's includes must not
# hold the run for ten timeouts.
INCLUDE_SLOW = _list(*[{"include": f"https://slow.{DOMAIN}{ASSETLINKS}?{n}"} for n in range(10)])
INCLUDE_HTTP = _list({"include": f"http://good.{DOMAIN}{SHARED}"})
OBJECT_ROOT = json.dumps({"applinks": {"details": []}}).encode()
PATHS_KEY = _list(_statement([RELEASE], paths=["/products/*"]))
# The release key of the APKs the tests build (Tests/Fixtures/android/keys/release.jks).
APK_RELEASE = "5E:9B:47:0E:5E:B2:F7:DF:33:02:06:05:D4:D0:CB:55:D4:0A:EE:6F:BE:15:FE:6F:5B:1F:9D:4B:38:0F:FA:E8"
# The EC key the fixtures rotate to (Tests/Fixtures/android/keys/rotated.jks).
APK_ROTATED = "53:AD:5A:B6:15:32:A5:2D:29:FB:19:12:9B:88:6E:25:23:21:EB:63:30:E5:64:72:D0:AA:43:12:47:78:08:C7"
# rotation.apk's host lists only the new key; modern.apk's its release key.
APK_ROTATION = _list(_statement([APK_ROTATED], package="dev.aasa.fixture.rotation"))
APK_MODERN = _list(_statement([APK_RELEASE], package="dev.aasa.fixture.modern"))
APK_SHOP = _list(_statement([APK_RELEASE], package="dev.aasa.fixture.shop"),
                 _statement([APK_RELEASE], package="dev.aasa.fixture.legacy"))


def _file(body, content_type=JSON, headers=()):
    return lambda request, responder: responder.send(200, body, content_type, headers)


def _device_blocked(request, responder):
    """`devicebot`: the good file for any client but Android's device agent, which gets a 403."""
    if request.header("user-agent").startswith("Dalvik/"):
        return responder.send(403, b"Forbidden\n", "text/plain")
    return responder.send(200, GOOD, JSON)


def _devices_only(request, responder):
    """`deviceonly`: the good file for Android's device agent alone; any other client, Google's
    fetcher too, gets a 403."""
    if request.header("user-agent").startswith("Dalvik/"):
        return responder.send(200, GOOD, JSON)
    return responder.send(403, b"Forbidden\n", "text/plain")


def _google_blocked(request, responder):
    """`googlebot`: the good file for any client but Google's fetcher, which gets a 403: phones
    with Google Play services never see it (issue 53)."""
    if request.header("user-agent").startswith("GoogleAssociationService"):
        return responder.send(403, b"Forbidden\n", "text/plain")
    return responder.send(200, GOOD, JSON)


def _internal_includes(request, responder):
    """`ssrf`: includes that point into this machine, each spelled as a hostile file would. The
    port is the world's own (open) except the last one's (closed): both must read the same."""
    port = responder.sock.getsockname()[1]
    targets = ["127.0.0.1", "127.1", "0x7f000001", "2130706433", "127.0.0.0x1", "[::1]", "[::ffff:127.0.0.1]",
               f"user:pw@good.{DOMAIN}", "localhost"]
    includes = [{"include": f"https://{target}:{port}{SHARED}"} for target in targets]
    includes.append({"include": f"https://localhost:9{SHARED}"})
    responder.send(200, _list(*includes), JSON)


def _redirect(status, label):
    location = f"https://www.{label}.{DOMAIN}{ASSETLINKS}"
    return lambda request, responder: responder.send(status, b"", "text/html", [("Location", location)])


HANDLERS = {
    "good": _file(GOOD),
    # Google's fetcher may keep this copy 30 days (issue 53, item 3); `daycache` a day.
    "longcache": _file(GOOD, headers=[("Cache-Control", "public, max-age=2592000")]),
    "daycache": _file(GOOD, headers=[("Cache-Control", "max-age=86400")]),
    "wild": _file(GOOD),
    "www": _file(GOOD),
    "uploadkey": _file(UPLOAD_KEY),
    "lowercase": _file(LOWERCASE),
    "badstatement": _file(BAD_STATEMENT),
    "markupapp": _file(MARKUP_APP),
    "dynamic": _file(DYNAMIC),
    "include": _file(INCLUDE),
    "includeloop": _file(INCLUDE_LOOP),
    "includenested": _file(INCLUDE_NESTED),
    "includehttp": _file(INCLUDE_HTTP),
    "includeslow": _file(INCLUDE_SLOW),
    "objectroot": _file(OBJECT_ROOT),
    "ssrf": _internal_includes,
    "devicebot": _device_blocked,
    "deviceonly": _devices_only,
    "googlebot": _google_blocked,
    "pathskey": _file(PATHS_KEY),
    "apkshop": _file(APK_SHOP),
    "rotation": _file(APK_ROTATION),
    "modern": _file(APK_MODERN),
    "bom": _file(b"\xef\xbb\xbf" + GOOD),
    "octet": _file(GOOD, "application/octet-stream"),
    "html": _file(bodies.SPA_SHELL, "text/html; charset=utf-8"),
    # The good list, as valid JSON, but labelled a web page: devices read it, Google's API refuses it.
    "jsonhtml": _file(GOOD, "text/html"),
    "redirect": _redirect(301, "redirect"),
    "found": _redirect(302, "found"),
    "expired": _file(GOOD), "notyet": _file(GOOD), "selfsigned": _file(GOOD), "wronghost": _file(GOOD),
    "incomplete": _file(GOOD), "expiredca": _file(GOOD), "stale": _file(GOOD),
}

# Hosts whose answer is the same whatever the path: status codes, broken or endless answers.
SAME_AS_APPLE = {"missing", "broken", "empty", "slow", "endless", "gzipbomb", "trickle", "hugeheaders",
                 "invalidjson", "deep", "trailing", "badutf8", "twolengths"}


def respond(label, request, responder, apple_handlers):
    """Answers `request` for an Android path, or returns False when the path is not Android's."""
    if request.path == SHARED and label == "good":
        responder.send(200, _list(_statement([RELEASE])), JSON)
        return True
    if request.path != ASSETLINKS:
        return False
    handler = HANDLERS.get(label)
    if handler is None and label in SAME_AS_APPLE:
        handler = apple_handlers[label]
    if handler is None:
        responder.send(404, bodies.NOT_FOUND_PAGE, "text/html")
    else:
        handler(request, responder)
    return True

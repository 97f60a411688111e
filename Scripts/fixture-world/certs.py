"""Generates the fixture world's certificates with the `openssl` command-line tool.

One test root CA signs every leaf except the self-signed one. Each special leaf exists to make a
TLS client fail in one precise way (expired, not yet valid, untrusted, wrong name, missing
intermediate, expired intermediate), or to break one of Apple's requirements for trusted TLS server
certificates (support.apple.com/HT210176, HT211025): `cnonly` (no subjectAltName), `rsa1024`,
`sha1` (SHA-1 signature), `clientauth` (no serverAuth usage) and `longlived` (500 days). Keys are
ECDSA P-256, quick to make, except where the key is the point.

The set is generated once per directory and reused while the manifest says it is current, under
an exclusive lock so that two worlds sharing a directory never write it at the same time.
"""

import datetime
import fcntl
import json
import os
import shutil
import subprocess
import tempfile
import time

# Bump when the set of certificates or their names change, so old directories are regenerated.
LAYOUT_VERSION = 5
# Leaves are valid for a year; regenerate well before that (and before `notyet` becomes valid).
MAX_AGE_SECONDS = 120 * 24 * 3600

DEFAULT_NAMES = [
    "aasa.test", "*.aasa.test", "*.wild.aasa.test",
    # The targets of the redirecting hosts, so that a client that (wrongly) follows gets an answer.
    "*.redirect.aasa.test", "*.found.aasa.test", "*.ctlredirect.aasa.test",
]
CDN_HOST = "app-site-association.cdn-apple.com"

# SNI name -> certificate file stem. Any other name (or no SNI at all) gets `default`.
SNI_CERTIFICATES = {
    "expired.aasa.test": "expired",
    "notyet.aasa.test": "notyet",
    "selfsigned.aasa.test": "selfsigned",
    "wronghost.aasa.test": "wronghost",
    "incomplete.aasa.test": "incomplete",
    "cnonly.aasa.test": "cnonly",
    "rsa1024.aasa.test": "rsa1024",
    "sha1.aasa.test": "sha1",
    "clientauth.aasa.test": "clientauth",
    "longlived.aasa.test": "longlived",
    "expiredca.aasa.test": "expiredca",
    CDN_HOST: "cdn",
}

# Leaves a server can only load below OpenSSL's default security level (and clients at level 2 refuse).
WEAK_STEMS = {"rsa1024", "sha1"}

CA_CONFIG = """\
[ ca ]
default_ca = world_ca
[ world_ca ]
database = {dir}/index.txt
new_certs_dir = {dir}/issued
default_md = sha256
policy = world_policy
unique_subject = no
copy_extensions = none
rand_serial = yes
[ world_policy ]
commonName = supplied
[ leaf ]
basicConstraints = critical, CA:FALSE
keyUsage = critical, digitalSignature
extendedKeyUsage = serverAuth
subjectKeyIdentifier = hash
authorityKeyIdentifier = keyid:always
subjectAltName = {names}
[ leaf_cn_only ]
basicConstraints = critical, CA:FALSE
keyUsage = critical, digitalSignature
extendedKeyUsage = serverAuth
[ leaf_client_auth ]
basicConstraints = critical, CA:FALSE
keyUsage = critical, digitalSignature
extendedKeyUsage = clientAuth
subjectAltName = {names}
[ intermediate ]
basicConstraints = critical, CA:TRUE, pathlen:0
keyUsage = critical, keyCertSign, cRLSign
subjectKeyIdentifier = hash
authorityKeyIdentifier = keyid:always
"""


def ensure_certificates(cert_dir, log):
    """Returns the absolute certificate directory, generating its contents when needed."""
    cert_dir = os.path.abspath(cert_dir)
    os.makedirs(cert_dir, exist_ok=True)
    with open(os.path.join(cert_dir, ".lock"), "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if not _is_current(cert_dir):
            log(f"generating certificates in {cert_dir}")
            started = time.monotonic()
            _generate(cert_dir)
            log(f"certificates ready in {time.monotonic() - started:.2f} s")
        else:
            log(f"reusing certificates in {cert_dir}")
    return cert_dir


def _is_current(cert_dir):
    try:
        with open(os.path.join(cert_dir, "manifest.json")) as file:
            manifest = json.load(file)
    except (OSError, ValueError):
        return False
    if manifest.get("version") != LAYOUT_VERSION:
        return False
    if time.time() - manifest.get("generated", 0) > MAX_AGE_SECONDS:
        return False
    stems = ["ca", "default", *SNI_CERTIFICATES.values()]
    return all(os.path.exists(os.path.join(cert_dir, f"{stem}.pem")) for stem in stems)


def _generate(cert_dir):
    work = tempfile.mkdtemp(prefix="ca-", dir=cert_dir)
    try:
        _make_root(work)
        now = datetime.datetime.now(datetime.timezone.utc)
        year = datetime.timedelta(days=365)
        day = datetime.timedelta(days=1)
        usual = (now - day, now + year)  # a day of slack for clocks that disagree
        _make_intermediate(work, window=(now - 2 * day, now + 2 * year))
        _make_leaf(work, "default", DEFAULT_NAMES, issuer="ca", window=usual)
        _make_leaf(work, "cdn", [CDN_HOST], issuer="ca", window=usual)
        _make_leaf(work, "wronghost", ["other.example"], issuer="ca", window=usual)
        _make_leaf(work, "expired", ["expired.aasa.test"], issuer="ca", window=(now - 2 * year, now - year))
        _make_leaf(work, "notyet", ["notyet.aasa.test"], issuer="ca", window=(now + year, now + 2 * year))
        _make_leaf(work, "incomplete", ["incomplete.aasa.test"], issuer="intermediate", window=usual)
        _make_self_signed(work, "selfsigned", ["selfsigned.aasa.test"])
        # The name only in the Common Name, no subjectAltName: OpenSSL accepts it, Apple's systems do not.
        _openssl(work, "req", "-new", *_new_key("cnonly"), "-subj", "/CN=cnonly.aasa.test", "-out", "cnonly.csr")
        _sign(work, "cnonly", issuer="ca", extensions="leaf_cn_only", names=["cnonly.aasa.test"], window=usual)
        _make_leaf(work, "rsa1024", ["rsa1024.aasa.test"], issuer="ca", window=usual, key="rsa:1024")
        _make_leaf(work, "sha1", ["sha1.aasa.test"], issuer="ca", window=usual, digest="sha1")
        _make_leaf(work, "clientauth", ["clientauth.aasa.test"], issuer="ca", window=usual,
                   extensions="leaf_client_auth")
        _make_leaf(work, "longlived", ["longlived.aasa.test"], issuer="ca", window=(now - day, now + 500 * day))
        # A valid leaf under an intermediate that expired a year ago; the server sends both.
        _make_intermediate(work, window=(now - 2 * year, now - year), stem="oldca")
        _make_leaf(work, "expiredca", ["expiredca.aasa.test"], issuer="oldca", window=usual)
        _append(work, "expiredca.pem", "oldca.pem")
        for name in os.listdir(work):
            if name.endswith(".pem") or name.endswith(".key"):
                os.replace(os.path.join(work, name), os.path.join(cert_dir, name))
    finally:
        shutil.rmtree(work, ignore_errors=True)
    manifest = {"version": LAYOUT_VERSION, "generated": int(time.time())}
    _write_atomically(os.path.join(cert_dir, "manifest.json"), json.dumps(manifest).encode())


def _make_root(work):
    _openssl(work, "req", "-x509", "-new", *_new_key("ca"), "-sha256", "-days", "3650",
             "-subj", "/CN=aasa fixture world root CA",
             "-addext", "basicConstraints=critical,CA:TRUE",
             "-addext", "keyUsage=critical,keyCertSign,cRLSign",
             "-out", "ca.pem")


def _make_intermediate(work, window, stem="intermediate"):
    _openssl(work, "req", "-new", *_new_key(stem), "-subj", f"/CN=aasa fixture world {stem} CA",
             "-out", f"{stem}.csr")
    _sign(work, stem, issuer="ca", extensions="intermediate", names=["aasa.test"], window=window)


def _make_leaf(work, stem, names, issuer, window, key=None, digest="sha256", extensions="leaf"):
    _openssl(work, "req", "-new", *_new_key(stem, key), "-subj", f"/CN={names[0]}", "-out", f"{stem}.csr")
    _sign(work, stem, issuer=issuer, extensions=extensions, names=names, window=window, digest=digest)


def _append(work, target, source):
    with open(os.path.join(work, target), "ab") as out, open(os.path.join(work, source), "rb") as extra:
        out.write(extra.read())


def _make_self_signed(work, stem, names):
    san = ",".join(f"DNS:{name}" for name in names)
    _openssl(work, "req", "-x509", "-new", *_new_key(stem), "-sha256", "-days", "365",
             "-subj", f"/CN={names[0]}", "-addext", f"subjectAltName={san}",
             "-addext", "extendedKeyUsage=serverAuth", "-out", f"{stem}.pem")


def _sign(work, stem, issuer, extensions, names, window, digest="sha256"):
    """Signs `stem.csr` with `openssl ca`, the one tool in OpenSSL 3.0 that takes explicit dates."""
    os.makedirs(os.path.join(work, "issued"), exist_ok=True)
    open(os.path.join(work, "index.txt"), "a").close()
    san = ",".join(f"DNS:{name}" for name in names)
    config = os.path.join(work, f"{stem}.cnf")
    with open(config, "w") as file:
        file.write(CA_CONFIG.format(dir=work, names=san))
    dates = ["-days", "365"]
    if window is not None:
        dates = ["-startdate", _asn1_time(window[0]), "-enddate", _asn1_time(window[1])]
    _openssl(work, "ca", "-batch", "-notext", "-config", config, "-extensions", extensions,
             "-cert", f"{issuer}.pem", "-keyfile", f"{issuer}.key", "-md", digest, *dates,
             "-in", f"{stem}.csr", "-out", f"{stem}.pem")


def _new_key(stem, key=None):
    kind = ["-newkey", key] if key else ["-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1"]
    return [*kind, "-nodes", "-keyout", f"{stem}.key"]


def _asn1_time(moment):
    return moment.strftime("%Y%m%d%H%M%SZ")


def _openssl(work, *arguments):
    result = subprocess.run(["openssl", *arguments], cwd=work, capture_output=True, text=True)
    if result.returncode != 0:
        raise RuntimeError(f"openssl {arguments[0]} failed: {result.stderr.strip()}")


def _write_atomically(path, data):
    temporary = f"{path}.tmp.{os.getpid()}"
    with open(temporary, "wb") as file:
        file.write(data)
    os.replace(temporary, path)

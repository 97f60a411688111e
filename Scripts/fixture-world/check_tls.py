"""Self-test checks of the certificates and the two misbehaving ports."""

import os
import socket
import ssl

import probe
from probe import expect

CHECKS, check = probe.registry()

# OpenSSL's X509_V_ERR codes, as libcurl reports them through CURLINFO_SSL_VERIFYRESULT.
EXPECTED_VERIFY_ERRORS = {
    "expired.aasa.test": 10,      # X509_V_ERR_CERT_HAS_EXPIRED
    "notyet.aasa.test": 9,        # X509_V_ERR_CERT_NOT_YET_VALID
    "selfsigned.aasa.test": 18,   # X509_V_ERR_DEPTH_ZERO_SELF_SIGNED_CERT
    "wronghost.aasa.test": 62,    # X509_V_ERR_HOSTNAME_MISMATCH
    "incomplete.aasa.test": 20,   # X509_V_ERR_UNABLE_TO_GET_ISSUER_CERT_LOCALLY
    "expiredca.aasa.test": 10,    # X509_V_ERR_CERT_HAS_EXPIRED, at depth 1
    "rsa1024.aasa.test": 66,      # X509_V_ERR_EE_KEY_TOO_SMALL (OpenSSL's security level 2)
    "sha1.aasa.test": 68,         # X509_V_ERR_CA_MD_TOO_WEAK
    "clientauth.aasa.test": 26,   # X509_V_ERR_INVALID_PURPOSE
}


@check
def bad_certificates_fail_with_their_verify_code(world):
    for host, code in EXPECTED_VERIFY_ERRORS.items():
        try:
            world.connect(host).close()
            raise AssertionError(f"{host}: handshake verified")
        except ssl.SSLCertVerificationError as error:
            expect(error.verify_code == code, f"{host}: verify code {error.verify_code}, expected {code}")


@check
def bad_certificate_hosts_serve_the_good_file_when_unverified(world):
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_CLIENT)
    context.check_hostname = False
    context.verify_mode = ssl.CERT_NONE
    for host in EXPECTED_VERIFY_ERRORS:
        tls = world.connect(host, context=context)
        tls.sendall(f"GET {probe.WELL_KNOWN} HTTP/1.1\r\nHost: {host}\r\n\r\n".encode())
        answer = probe.read_until_closed(tls)
        expect(answer.startswith(b"HTTP/1.1 200 ") and answer.endswith(probe.read_file("good.json")),
               f"{host}: not the good file")


@check
def incomplete_chain_verifies_once_the_intermediate_is_known(world):
    context = ssl.create_default_context(cafile=world.ca_file)
    context.load_verify_locations(os.path.join(os.path.dirname(world.ca_file), "intermediate.pem"))
    world.connect("incomplete.aasa.test", context=context).close()


@check
def trusted_names_verify(world):
    # `longlived` passes OpenSSL: only Apple's validity limit rejects it.
    for host in ["good.aasa.test", "aasa.test", "app.wild.aasa.test", "app-site-association.cdn-apple.com",
                 "longlived.aasa.test"]:
        tls = world.connect(host)
        expect(tls.version() in ("TLSv1.2", "TLSv1.3"), f"{host}: {tls.version()}")
        tls.close()


@check
def wildcard_names_cover_one_label_only(world):
    try:
        world.connect("a.b.wild.aasa.test").close()
        raise AssertionError("a two-label wildcard match verified")
    except ssl.SSLCertVerificationError as error:
        expect(error.verify_code == 62, f"verify code {error.verify_code}")


@check
def connection_without_sni_gets_the_default_certificate(world):
    context = ssl.create_default_context(cafile=world.ca_file)
    context.check_hostname = False
    tls = world.connect(None, context=context)
    names = [value for kind, value in tls.getpeercert().get("subjectAltName", ()) if kind == "DNS"]
    tls.close()
    expect("*.aasa.test" in names, f"default names {names}")


@check
def plain_port_fails_the_handshake(world):
    try:
        world.connect("good.aasa.test", port=world.description["plainPort"]).close()
        raise AssertionError("handshake succeeded")
    except ssl.SSLCertVerificationError as error:
        raise AssertionError(f"a verification error instead of a protocol error: {error}")
    except ssl.SSLError:
        pass


@check
def stall_port_never_sends_a_byte(world):
    raw = socket.create_connection((probe.LOOPBACK, world.description["stallPort"]), timeout=2.0)
    try:
        raw.sendall(b"GET / HTTP/1.1\r\n\r\n")
        raw.recv(1)
        raise AssertionError("the stall port sent data or closed")
    except socket.timeout:
        pass
    finally:
        raw.close()
    try:
        world.connect("good.aasa.test", port=world.description["stallPort"], timeout=1.0)
        raise AssertionError("handshake completed on the stall port")
    except socket.timeout:
        pass

"""The three loopback listeners: the HTTPS server, a plain-HTTP port and a port that never speaks.

Every accepted connection gets its own thread, and the TLS handshake happens in that thread, so a
stalled or slow client never holds up the accept loop or other requests.
"""

import logging
import os
import re
import socket
import ssl
import struct
import threading
import time

import android
import bodies
import cdn
import certs
import http1
import origin

LOOPBACK = "127.0.0.1"
# Added before every answer, for benchmarks of a fleet far away (`--cdn` at 150 ms, issue 52).
ANSWER_DELAY = float(os.environ.get("AASA_WORLD_DELAY_MS", "0")) / 1000
MAX_CONNECTIONS = 512
IO_TIMEOUT = 30.0
STALL_HOLD = 600.0

log = logging.getLogger("world")
_slots = threading.BoundedSemaphore(MAX_CONNECTIONS)


def bind():
    listener = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    listener.bind((LOOPBACK, 0))
    listener.listen(128)
    return listener


def start(listener, handle, name):
    thread = threading.Thread(target=_accept_loop, args=(listener, handle), name=name, daemon=True)
    thread.start()


def _accept_loop(listener, handle):
    while True:
        try:
            connection, _ = listener.accept()
        except OSError as error:
            log.warning("accept failed: %s", error)
            continue
        if not _slots.acquire(blocking=False):
            log.warning("too many connections; dropping one")
            connection.close()
            continue
        threading.Thread(target=_run, args=(handle, connection), daemon=True).start()


def _run(handle, connection):
    try:
        connection.settimeout(IO_TIMEOUT)
        handle(connection)
    except (OSError, ValueError) as error:  # ssl.SSLError is an OSError
        log.info("connection ended: %s", error)
    finally:
        connection.close()
        _slots.release()


def tls_context(cert_dir):
    """The server context: the default leaf, switched per SNI name to the special certificates."""
    def make(stem):
        context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
        context.minimum_version = ssl.TLSVersion.TLSv1_2
        if stem in certs.WEAK_STEMS:
            context.set_ciphers("DEFAULT:@SECLEVEL=0")
        # The file holds only the leaf (for `incomplete` that is the point: no intermediate is
        # sent), except `expiredca`'s, which holds its expired intermediate too.
        context.load_cert_chain(os.path.join(cert_dir, f"{stem}.pem"), os.path.join(cert_dir, f"{stem}.key"))
        return context

    default = make("default")
    by_name = {name: make(stem) for name, stem in certs.SNI_CERTIFICATES.items()}

    def choose(tls_object, server_name, _context):
        log.info("SNI %r", server_name)
        special = by_name.get((server_name or "").lower())
        if special is not None:
            tls_object.context = special
        return None

    default.sni_callback = choose
    return default


# Keeps its connections open and says how many requests each one has carried, so a client's
# connection reuse (and its closing of a connection) can be seen from the response body.
KEEP_ALIVE_HOST = "keepalive.aasa.test"
# How long such a connection waits for its next request: longer than IO_TIMEOUT, because a test
# process busy with hundreds of other tests may take more than 30 s to send it, and libcurl keeps
# an idle connection for up to 118 s.
KEEP_ALIVE_IDLE = 110.0


# A fleet of healthy hosts that keep their connections open, as most real sites do:
# keepalive-0.aasa.test, keepalive-1.aasa.test, ... serve the good AASA file and assetlinks.json.
KEEP_ALIVE_FLEET = re.compile(r"keepalive-[0-9]+\.aasa\.test")


def _keep_alive_answer(request, served):
    """The body and type a keep-alive host answers with."""
    if request.host != KEEP_ALIVE_HOST:
        if request.target == "/.well-known/apple-app-site-association":
            return 200, bodies.GOOD, "application/json"
        if request.target == android.ASSETLINKS:
            return 200, android.GOOD, "application/json"
        return 404, b"not here\n", "text/plain"
    return 200, f"request {served} on this connection\n".encode(), "text/plain; charset=utf-8"


# handshakereset-<token>.aasa.test: the first connection whose ClientHello names the host is reset
# (RST) before the server says a word; later ones are served the good files. A reset during the
# handshake is transient, and a client's retry must get through.
HANDSHAKE_RESET = re.compile(rb"handshakereset-[0-9a-z]+\.aasa\.test")
_reset_seen = set()
_reset_lock = threading.Lock()


def _resets_first_handshake(connection):
    """Peeks at the ClientHello: True (the connection reset) for a handshakereset host's first."""
    try:
        hello = connection.recv(4096, socket.MSG_PEEK)
    except OSError:
        return False
    found = HANDSHAKE_RESET.search(hello)
    if not found:
        return False
    with _reset_lock:
        if found.group(0) in _reset_seen:
            return False
        _reset_seen.add(found.group(0))
    connection.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
    return True


def https_handler(context):
    def handle(connection):
        if _resets_first_handshake(connection):
            log.info("reset a handshake on purpose")
            return
        with context.wrap_socket(connection, server_side=True) as tls:
            served = 0
            request = http1.read_request(tls)
            while request is not None and (request.host == KEEP_ALIVE_HOST or KEEP_ALIVE_FLEET.fullmatch(
                    request.host or "")):
                served += 1
                log.info("%s %s Host=%r request %d on this connection", request.method, request.target,
                         request.host, served)
                status, body, content_type = _keep_alive_answer(request, served)
                http1.Responder(tls, keep_alive=True).send(status, body, content_type=content_type)
                tls.settimeout(KEEP_ALIVE_IDLE)
                request = http1.read_request(tls)
            if request is None:
                return
            log.info("%s %s Host=%r UA=%r", request.method, request.target, request.host,
                     request.header("user-agent"))
            responder = http1.Responder(tls, head_only=request.method == "HEAD")
            if request.method not in ("GET", "HEAD"):
                return responder.send(405, b"Only GET is served here.\n")
            site = cdn if request.host == cdn.HOST else origin
            if ANSWER_DELAY:
                time.sleep(ANSWER_DELAY)
            site.respond(request, responder)
    return handle


def plain_handler(connection):
    """Answers whatever arrives (a TLS ClientHello) with plain HTTP, so TLS clients fail the handshake."""
    connection.recv(4096)
    connection.sendall(
        b"HTTP/1.1 400 Bad Request\r\nContent-Type: text/plain\r\nContent-Length: 28\r\n"
        b"Connection: close\r\n\r\nThis port speaks plain HTTP\n"
    )


def stall_handler(connection):
    """Holds the connection open without ever sending a byte, until the client leaves."""
    connection.settimeout(STALL_HOLD)
    while connection.recv(4096):
        pass

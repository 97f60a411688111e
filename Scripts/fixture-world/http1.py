"""Just enough HTTP/1.1 for the fixture world: read one request head, write raw responses.

The world needs to send things a well-behaved server library refuses to send (control bytes and
invalid UTF-8 in header values, a header block that never ends, a body that never ends), so the
responses are written as bytes by hand. Every connection carries one request and is then closed,
but on the keep-alive host (listeners.py).
"""

import urllib.parse

MAX_REQUEST_HEAD = 16 * 1024
REASONS = {
    200: "OK", 301: "Moved Permanently", 302: "Found", 400: "Bad Request", 403: "Forbidden",
    404: "Not Found", 405: "Method Not Allowed", 500: "Internal Server Error",
}


class Request:
    """One parsed request head. `host` is the Host header without port, lower-cased."""

    def __init__(self, method, target, headers):
        self.method = method
        self.target = target
        self.path = urllib.parse.urlsplit(target).path or "/"
        self.headers = headers
        self.host = host_without_port(headers.get("host", ""))

    def header(self, name):
        return self.headers.get(name.lower(), "")


def host_without_port(value):
    host = value.strip().lower()
    if host.startswith("["):
        return host.split("]")[0] + "]"
    name, colon, port = host.rpartition(":")
    if colon and port.isdigit():
        host = name
    return host.rstrip(".")


def read_request(sock):
    """Reads one request head; returns None when the peer closed early or sent too much or garbage."""
    buffer = b""
    while b"\r\n\r\n" not in buffer:
        if len(buffer) > MAX_REQUEST_HEAD:
            return None
        chunk = sock.recv(4096)
        if not chunk:
            return None
        buffer += chunk
    head = buffer.split(b"\r\n\r\n", 1)[0].decode("latin-1")
    lines = head.split("\r\n")
    parts = lines[0].split(" ")
    if len(parts) != 3 or not parts[2].startswith("HTTP/"):
        return None
    headers = {}
    for line in lines[1:]:
        name, colon, value = line.partition(":")
        if colon:
            headers.setdefault(name.strip().lower(), value.strip())
    return Request(parts[0], parts[1], headers)


class Responder:
    """Writes one response to a socket. For HEAD requests the body is swallowed."""

    def __init__(self, sock, head_only=False, keep_alive=False):
        self.sock = sock
        self.head_only = head_only
        self.keep_alive = keep_alive

    def send_head(self, status, headers, reason=None, close_head=True):
        """Sends the status line and header fields; names and values may be str or raw bytes."""
        reason = reason or REASONS.get(status, "Unknown")
        lines = [f"HTTP/1.1 {status} {reason}\r\n".encode()]
        for name, value in [("Server", "aasa-fixture-world"), *headers]:
            lines.append(_bytes(name) + b": " + _bytes(value) + b"\r\n")
        if close_head:
            lines.append(b"\r\n" if self.keep_alive else b"Connection: close\r\n\r\n")
        self.sock.sendall(b"".join(lines))

    def write(self, data):
        """Sends body bytes; returns False when there is nowhere to send them (HEAD)."""
        if self.head_only:
            return False
        self.sock.sendall(data)
        return True

    def send(self, status, body=b"", content_type="text/plain; charset=utf-8", headers=(), reason=None):
        """A complete response with Content-Length."""
        fields = []
        if content_type is not None:
            fields.append(("Content-Type", content_type))
        fields += [*headers, ("Content-Length", str(len(body)))]
        self.send_head(status, fields, reason=reason)
        self.write(body)


def _bytes(value):
    return value if isinstance(value, bytes) else value.encode("utf-8")

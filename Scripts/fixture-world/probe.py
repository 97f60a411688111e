"""A small client for the self-test: starts a world and talks to it the way aasa will.

Connections always go to 127.0.0.1 with the requested host name as SNI and Host header, like
curl's `--connect-to`, and trust only the world's CA.
"""

import http.client
import json
import os
import socket
import ssl
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
LOOPBACK = "127.0.0.1"
WELL_KNOWN = "/.well-known/apple-app-site-association"


class World:
    """A world.py child process with its own state directory."""

    def __init__(self, cert_dir=None, lifetime=300):
        self.state_dir = tempfile.mkdtemp(prefix="aasa-world-selftest-")
        command = [sys.executable, os.path.join(HERE, "world.py"), "--state-dir", self.state_dir,
                   "--lifetime", str(lifetime)]
        if cert_dir:
            command += ["--cert-dir", cert_dir]
        self.process = subprocess.Popen(command, stdin=subprocess.DEVNULL)
        self.description = wait_for_description(self.state_dir, self.process)
        self.https_port = self.description["httpsPort"]
        self.ca_file = self.description["caFile"]
        self.context = ssl.create_default_context(cafile=self.ca_file)

    def stop(self):
        if self.process.poll() is None:
            self.process.terminate()
            self.process.wait(10)

    def log_text(self):
        with open(os.path.join(self.state_dir, "world.log"), errors="replace") as file:
            return file.read()

    def connect(self, host, port=None, timeout=10.0, context=None):
        """A TLS socket to the world with `host` as SNI; raises ssl errors as they come."""
        raw = socket.create_connection((LOOPBACK, port or self.https_port), timeout=timeout)
        try:
            return (context or self.context).wrap_socket(raw, server_hostname=host)
        except BaseException:
            raw.close()
            raise

    def request(self, host, path=WELL_KNOWN, user_agent="aasa-selftest", timeout=10.0):
        """Sends a GET and returns the http.client response after its head (body unread)."""
        tls = self.connect(host, timeout=timeout)
        head = f"GET {path} HTTP/1.1\r\nHost: {host}\r\nUser-Agent: {user_agent}\r\nAccept: */*\r\n\r\n"
        tls.sendall(head.encode())
        response = http.client.HTTPResponse(tls, method="GET")
        response.begin()
        return response

    def get(self, host, path=WELL_KNOWN, user_agent="aasa-selftest", limit=4 * 1024 ** 2):
        """Status, headers and at most `limit` body bytes."""
        response = self.request(host, path, user_agent)
        try:
            return response.status, response.headers, response.read(limit)
        finally:
            response.close()


def wait_for_description(state_dir, process, timeout=30.0):
    path = os.path.join(state_dir, "world.json")
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"world.py exited early with status {process.returncode}")
        try:
            with open(path) as file:
                return json.load(file)
        except (OSError, ValueError):
            time.sleep(0.05)
    raise RuntimeError(f"no {path} after {timeout} s")


def read_file(name):
    with open(os.path.join(HERE, "files", name), "rb") as file:
        return file.read()


def expect(condition, message):
    if not condition:
        raise AssertionError(message)


def expect_status(world, host, status, path=WELL_KNOWN, content_type=None, **options):
    """GETs `host` (a label of aasa.test or a full name) and checks status and type; returns headers, body."""
    code, headers, body = world.get(f"{host}.aasa.test" if "." not in host else host, path, **options)
    expect(code == status, f"{host}: status {code}, expected {status}")
    if content_type is not None:
        expect(headers.get("Content-Type", "").startswith(content_type),
               f"{host}: content type {headers.get('Content-Type')!r}")
    return headers, body


def read_until_closed(sock, limit=1024 ** 2):
    data = b""
    while len(data) < limit:
        chunk = sock.recv(65536)
        if not chunk:
            break
        data += chunk
    return data


def registry():
    """A list of checks and the decorator that appends to it."""
    checks = []

    def check(function):
        checks.append(function)
        return function
    return checks, check

"""Self-test checks of the hosts that are slow, endless or enormous, and of concurrency."""

import concurrent.futures
import socket
import time
import zlib

import probe
from probe import expect

CHECKS, check = probe.registry()


@check
def gzip_bomb_inflates_past_ten_megabytes_from_a_partial_read(world):
    response = world.request("gzipbomb.aasa.test")
    try:
        expect(response.status == 200 and response.getheader("Content-Encoding") == "gzip", "bomb head")
        expect(int(response.getheader("Content-Length")) > 500000, "bomb Content-Length")
        decompressor = zlib.decompressobj(31)
        inflated = 0
        for _ in range(8):  # 8 x 16 KB of the compressed stream
            data = decompressor.decompress(response.read(16384), 1 << 20)
            while data:
                inflated += len(data)
                data = decompressor.decompress(decompressor.unconsumed_tail, 1 << 20)
        expect(inflated > 10 * 1024 ** 2, f"only {inflated} bytes after 128 KB")
    finally:
        response.close()


@check
def endless_body_keeps_coming(world):
    response = world.request("endless.aasa.test")
    try:
        expect(response.getheader("Transfer-Encoding") == "chunked", "not chunked")
        received = 0
        while received < 4 * 1024 ** 2:
            piece = response.read1(65536)
            expect(piece, f"ended after {received} bytes")
            received += len(piece)
    finally:
        response.close()


@check
def slow_host_stays_silent_while_others_answer(world):
    tls = world.connect("slow.aasa.test", timeout=2.0)
    tls.sendall(f"GET {probe.WELL_KNOWN} HTTP/1.1\r\nHost: slow.aasa.test\r\n\r\n".encode())
    started = time.monotonic()
    status, _, _ = world.get("good.aasa.test")
    expect(status == 200 and time.monotonic() - started < 1.0, "good was held up by slow")
    try:
        tls.recv(1)
        raise AssertionError("slow answered within 2 s")
    except socket.timeout:
        pass
    finally:
        tls.close()


@check
def trickle_sends_about_a_byte_a_second(world):
    response = world.request("trickle.aasa.test", timeout=5.0)
    try:
        expect(response.status == 200, "trickle status")
        started = time.monotonic()
        received = b""
        while time.monotonic() - started < 2.5:
            received += response.read(1)
        expect(2 <= len(received) <= 4, f"{len(received)} bytes in 2.5 s")
    finally:
        response.close()


@check
def huge_headers_never_end(world):
    tls = world.connect("hugeheaders.aasa.test", timeout=3.0)
    try:
        tls.sendall(f"GET {probe.WELL_KNOWN} HTTP/1.1\r\nHost: hugeheaders.aasa.test\r\n\r\n".encode())
        received = b""
        started = time.monotonic()
        while time.monotonic() - started < 2.0:
            received += tls.recv(65536)
        expect(received.startswith(b"HTTP/1.1 200 "), "no status line")
        expect(b"\r\n\r\n" not in received, "the head ended")
        expect(3000 < len(received) < 64000, f"{len(received)} bytes of head in 2 s")
    finally:
        tls.close()


@check
def fifty_parallel_requests_all_succeed(world):
    with concurrent.futures.ThreadPoolExecutor(max_workers=50) as pool:
        statuses = list(pool.map(lambda _: world.get("good.aasa.test")[0], range(50)))
    expect(statuses == [200] * 50, f"statuses {sorted(set(statuses))}")

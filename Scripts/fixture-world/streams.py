"""Responses that are slow, endless or enormous, written incrementally so nothing big is held in memory.

Each one stops on its own at a server-side cap, or earlier when the client goes away (the write
fails). They run in the connection's own thread, so they never hold up other requests.
"""

import struct
import time
import zlib

import bodies

ENDLESS_CAP = 2 * 1024 ** 3
BOMB_DECODED_SIZE = 1024 ** 3 + 1024 ** 2  # just over 1 GiB after decoding
HUGE_HEADERS_CAP = 64 * 1024 ** 2
SLOW_DELAY = 60.0

_WHITESPACE = b" " * (1024 ** 2)


def _bomb_pieces():
    """A gzip stream of whitespace as a head plus one repeatable deflate segment.

    After a full flush the compressor forgets its history, so compressing the same block again
    gives the same bytes: one ~1 KB segment repeated a thousand times decodes to a gigabyte.
    """
    compressor = zlib.compressobj(9, zlib.DEFLATED, 31)
    head = compressor.compress(_WHITESPACE) + compressor.flush(zlib.Z_FULL_FLUSH)
    segment = compressor.compress(_WHITESPACE) + compressor.flush(zlib.Z_FULL_FLUSH)
    return head, segment


_BOMB_HEAD, _BOMB_SEGMENT = _bomb_pieces()
_BOMB_BLOCKS = BOMB_DECODED_SIZE // len(_WHITESPACE)
# An empty final fixed-Huffman block ends the deflate data; the gzip trailer follows it.
_FINAL_BLOCK = b"\x03\x00"


def gzip_bomb(responder):
    length = len(_BOMB_HEAD) + (_BOMB_BLOCKS - 1) * len(_BOMB_SEGMENT) + len(_FINAL_BLOCK) + 8
    responder.send_head(200, [
        ("Content-Type", "application/json"), ("Content-Encoding", "gzip"), ("Content-Length", str(length)),
    ])
    if not responder.write(_BOMB_HEAD):
        return
    crc = zlib.crc32(_WHITESPACE)
    for _ in range(_BOMB_BLOCKS - 1):
        responder.write(_BOMB_SEGMENT)
        crc = zlib.crc32(_WHITESPACE, crc)
    decoded = _BOMB_BLOCKS * len(_WHITESPACE)
    responder.write(_FINAL_BLOCK + struct.pack("<II", crc, decoded & 0xFFFFFFFF))


def endless(responder):
    """A chunked JSON-looking body that never ends (up to ENDLESS_CAP bytes)."""
    responder.send_head(200, [("Content-Type", "application/json"), ("Transfer-Encoding", "chunked")])
    if not responder.write(_chunk(bodies.ENDLESS_PREFIX)):
        return
    piece = _chunk(b" " * 65536)
    sent = len(bodies.ENDLESS_PREFIX)
    while sent < ENDLESS_CAP:
        responder.write(piece)
        sent += 65536
    responder.write(b"0\r\n\r\n")


def trickle(responder):
    """The good file, one byte per second, after an honest head."""
    responder.send_head(200, [("Content-Type", "application/json"), ("Content-Length", str(len(bodies.GOOD)))])
    for index in range(len(bodies.GOOD)):
        if not responder.write(bodies.GOOD[index:index + 1]):
            return
        time.sleep(1.0)


def huge_headers(responder):
    """A status line, then header fields at about 4 KB/s that never reach the blank line."""
    responder.send_head(200, [("Content-Type", "application/json")], close_head=False)
    sent = 0
    number = 0
    while sent < HUGE_HEADERS_CAP:
        number += 1
        line = f"X-Filler-{number:06d}: {'x' * 80}\r\n".encode()
        responder.sock.sendall(line)  # part of the head, so sent for HEAD requests too
        sent += len(line)
        time.sleep(0.025)


def slow(responder):
    time.sleep(SLOW_DELAY)
    responder.send(200, bodies.GOOD, "application/json")


def _chunk(data):
    return f"{len(data):x}\r\n".encode() + data + b"\r\n"

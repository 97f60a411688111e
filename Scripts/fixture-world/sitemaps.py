"""`sitemap.aasa.test`: the sitemaps `verify --urls https://...` reads (issue 54).

`/index.xml` is a sitemap index of a plain child and a gzip one; the rest are hostile: a gzip
body that inflates to 2 GB of zeros, an index of 100,000 children, a redirect to itself.
"""

import gzip
import zlib

DOMAIN = "aasa.test"
HOST = f"sitemap.{DOMAIN}"
ORIGIN = f"https://{HOST}"

# What the release-report test answers, URL by URL (ReleaseReportTests.swift holds the answers).
PAGES = [
    f"https://good.{DOMAIN}/buy/1",
    f"https://good.{DOMAIN}/help/private/x",
    f"https://good.{DOMAIN}/item/42",
    f"https://good.{DOMAIN}/doc/a.pdf",
    f"https://good.{DOMAIN}/menu/pizza",
]
SHOP = [
    f"https://a.wild.{DOMAIN}/buy/2",
    f"https://b.wild.{DOMAIN}/help/x",
    f"https://elsewhere.{DOMAIN}/x",
]


def _escaped(url):
    return url.replace("&", "&amp;").replace("<", "&lt;")


def _urlset(urls):
    entries = "".join(f"<url><loc>{_escaped(url)}</loc></url>\n" for url in urls)
    return (f'<?xml version="1.0" encoding="UTF-8"?>\n'
            f'<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n{entries}</urlset>\n').encode()


def _index(children):
    entries = "".join(f"<sitemap><loc>{_escaped(child)}</loc></sitemap>\n" for child in children)
    return (f'<?xml version="1.0" encoding="UTF-8"?>\n'
            f'<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n{entries}</sitemapindex>\n').encode()


def _zeros_gzip(size):
    """`size` zero bytes as one gzip member (about 2 MB for 2 GB). Each megabyte is compressed
    after a full flush, which resets the compressor, so one megabyte's output stands for all."""
    chunk = bytes(1 << 20)
    compressor = zlib.compressobj(9, zlib.DEFLATED, -15)
    block = compressor.compress(chunk) + compressor.flush(zlib.Z_FULL_FLUSH)
    count = size // len(chunk)
    crc = 0
    for _ in range(count):
        crc = zlib.crc32(chunk, crc)
    header = b"\x1f\x8b\x08\x00\x00\x00\x00\x00\x02\xff"
    end = zlib.compressobj(9, zlib.DEFLATED, -15).flush(zlib.Z_FINISH)
    trailer = crc.to_bytes(4, "little") + (count * len(chunk) & 0xFFFFFFFF).to_bytes(4, "little")
    return header + block * count + end + trailer


_BOMB = []


def respond(host, request, responder):
    """Answers for the sitemap host; False for any other host."""
    if host != HOST:
        return False
    path = request.path
    if path == "/index.xml":
        responder.send(200, _index([f"{ORIGIN}/pages.xml", f"{ORIGIN}/shop.xml.gz"]), "application/xml")
    elif path == "/pages.xml":
        responder.send(200, _urlset(PAGES), "application/xml")
    elif path == "/shop.xml.gz":
        responder.send(200, gzip.compress(_urlset(SHOP), mtime=0), "application/gzip")
    elif path == "/moved.xml":
        responder.send(301, b"", "text/html", [("Location", "/pages.xml")])
    elif path == "/loop.xml":
        responder.send(302, b"", "text/html", [("Location", f"{ORIGIN}/loop.xml")])
    elif path == "/bomb.xml.gz":
        if not _BOMB:
            _BOMB.append(_zeros_gzip(2 << 30))
        responder.send(200, _BOMB[0], "application/gzip")
    elif path == "/huge-index.xml":
        responder.send(200, _index(f"{ORIGIN}/pages.xml?{n}" for n in range(100_000)), "application/xml")
    else:
        responder.send(404, b"not found\n", "text/plain")
    return True

#!/usr/bin/env python3
"""A CONNECT proxy on 127.0.0.1 that dies part way through a run: it opens --tunnels tunnels,
then stops listening (later connections are refused), as a proxy that crashes mid-run does.
With --forward PORT it is no proxy but a plain relay to 127.0.0.1:PORT that stops the same way:
a route to Apple's CDN that goes down mid-run. Prints its port on the first line of standard
output; exits after --lifetime seconds. For the tests that a fault of this machine's side is
never blamed on a site (unattended round two, items 1 and 2)."""
import argparse
import socket
import threading
import time


def relay(source, target):
    try:
        while True:
            data = source.recv(65536)
            if not data:
                break
            target.sendall(data)
    except OSError:
        pass
    finally:
        for end in (source, target):
            try:
                end.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass


def tunnel(client, opened):
    client.settimeout(10)
    request = b""
    while b"\r\n\r\n" not in request:
        chunk = client.recv(4096)
        if not chunk:
            client.close()
            return
        request += chunk
    line = request.split(b"\r\n", 1)[0].decode("latin-1").split()
    if len(line) < 2 or line[0] != "CONNECT":
        client.sendall(b"HTTP/1.1 405 Method Not Allowed\r\nContent-Length: 0\r\n\r\n")
        client.close()
        return
    host, _, port = line[1].rpartition(":")
    if host not in ("127.0.0.1", "localhost"):
        client.sendall(b"HTTP/1.1 403 Forbidden\r\nContent-Length: 0\r\n\r\n")
        client.close()
        return
    upstream = socket.create_connection(("127.0.0.1", int(port)), timeout=10)
    opened()
    client.sendall(b"HTTP/1.1 200 Connection established\r\n\r\n")
    client.settimeout(None)
    upstream.settimeout(None)
    threading.Thread(target=relay, args=(client, upstream), daemon=True).start()
    relay(upstream, client)


def forward(client, port, opened):
    upstream = socket.create_connection(("127.0.0.1", port), timeout=10)
    opened()
    threading.Thread(target=relay, args=(client, upstream), daemon=True).start()
    relay(upstream, client)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--tunnels", type=int, required=True)
    parser.add_argument("--forward", type=int)
    parser.add_argument("--lifetime", type=float, default=60)
    arguments = parser.parse_args()
    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen(64)
    print(listener.getsockname()[1], flush=True)
    count = [0]
    lock = threading.Lock()

    def opened():
        with lock:
            count[0] += 1
            if count[0] >= arguments.tunnels:
                listener.close()

    def accept():
        while True:
            try:
                client, _ = listener.accept()
            except OSError:
                return
            if arguments.forward:
                threading.Thread(target=forward, args=(client, arguments.forward, opened), daemon=True).start()
            else:
                threading.Thread(target=tunnel, args=(client, opened), daemon=True).start()

    threading.Thread(target=accept, daemon=True).start()
    time.sleep(arguments.lifetime)


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""A server on 127.0.0.1 that accepts connections, never answers, and closes each one itself
after --hold seconds. It prints its port on the first line of standard output and keeps in
--peak FILE the most connections it has held open at once (a file, not standard output: a pipe's
end can leak into a test's other child processes and keep it open).

The count is exact whatever the machine's load: a connection is counted open from its accept to
the server's own close, both done here, and a client cannot reuse its slot for a new connection
before it has seen that close. A test reads the peak as the most transfers a client ran at once
to one host, which no busy machine can blur the way it blurs wall-clock durations. Exits after
--lifetime seconds."""
import argparse
import os
import socket
import threading
import time


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--peak", required=True)
    parser.add_argument("--hold", type=float, default=1.5)
    parser.add_argument("--lifetime", type=float, default=60)
    arguments = parser.parse_args()
    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen(64)
    print(listener.getsockname()[1], flush=True)
    live = [0]
    peak = [0]
    lock = threading.Lock()

    def change(by):
        with lock:
            live[0] += by
            if live[0] > peak[0]:
                peak[0] = live[0]
                with open(arguments.peak + ".new", "w") as file:
                    file.write(f"{peak[0]}\n")
                os.replace(arguments.peak + ".new", arguments.peak)

    def close_later(client):
        time.sleep(arguments.hold)
        # Counted closed first: the client can open its next connection only once this one is.
        change(-1)
        try:
            client.shutdown(socket.SHUT_RDWR)
        except OSError:
            pass
        client.close()

    def accept():
        while True:
            client, _ = listener.accept()
            change(1)
            threading.Thread(target=close_later, args=(client,), daemon=True).start()

    threading.Thread(target=accept, daemon=True).start()
    time.sleep(arguments.lifetime)


if __name__ == "__main__":
    main()

"""errgen mock under abuse (issue 44 point 1): times one errgen-mock binary.

Usage: python3 mock_stress.py ERRGEN_MOCK SPEC_FOLDER [--small]
ONLY=heads,slow,keep-alive,rss,sigterm runs those cases alone; REQUESTS=N sets the memory case's count.

Cases, each printed as one line:
  head-N       seconds until a request whose one header is N bytes is answered (431 past the limit)
  slow-vs-ping the slowest of 20 pings on fresh connections while 2 clients send 300 KB heads
               and 2 more trickle a head a byte at a time
  keep-alive   median and slowest of 200 requests on one kept-alive connection, in ms
  rss          the mock's resident memory after 0, N/10 and N pings on fresh connections
  sigterm      seconds from SIGTERM to exit while clients hold huge and slow heads
Every socket has a timeout; the mock is killed at the end whatever happens.
"""
import os
import re
import signal
import socket
import subprocess
import sys
import threading
import time

PING = b"GET /__errgen/scenario HTTP/1.1\r\nHost: x\r\n\r\n"


def start(binary, specs):
    process = subprocess.Popen(
        [binary, specs, "--port", "0"], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    line = process.stdout.readline()
    match = re.search(r"http://127\.0\.0\.1:(\d+)", line)
    if not match:
        process.kill()
        sys.exit(f"the mock did not start: {line!r}")
    return process, int(match.group(1))


def connect(port, timeout):
    connection = socket.create_connection(("127.0.0.1", port), timeout=timeout)
    connection.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
    return connection


def answer(connection):
    """The status of one answer with its Content-Length body, read whole."""
    data = b""
    while b"\r\n\r\n" not in data:
        chunk = connection.recv(65536)
        if not chunk:
            raise ConnectionError("closed")
        data += chunk
    head, _, body = data.partition(b"\r\n\r\n")
    length = int((re.search(rb"(?i)content-length: *(\d+)", head) or [0, b"0"])[1])
    while len(body) < length:
        chunk = connection.recv(65536)
        if not chunk:
            raise ConnectionError("closed")
        body += chunk
    return int(head.split(b" ")[1])


def ping(port, timeout=10):
    started = time.monotonic()
    with connect(port, timeout) as connection:
        connection.sendall(PING)
        answer(connection)
    return time.monotonic() - started


def head_case(port, size, timeout):
    started = time.monotonic()
    try:
        with connect(port, timeout) as connection:
            request = b"GET /__errgen/scenario HTTP/1.1\r\nX-Big: " + b"a" * size + b"\r\n\r\n"
            try:
                connection.sendall(request)
            except OSError:
                pass  # refused before it was all sent: the answer is still there to read
            status = answer(connection)
        return f"{status} in {time.monotonic() - started:.3f} s"
    except (OSError, ConnectionError) as error:
        return f"no answer ({type(error).__name__}) after {time.monotonic() - started:.1f} s"


def hold_busy(port, stop, size=300_000):
    """Clients that keep the mock busy: huge heads sent at once, and heads a byte at a time."""
    def huge():
        try:
            with connect(port, 30) as connection:
                connection.sendall(b"GET / HTTP/1.1\r\nX-Big: " + b"a" * size)
                stop.wait(30)
        except OSError:
            pass

    def trickle():
        try:
            with connect(port, 30) as connection:
                connection.sendall(b"GET / HTTP/1.1\r\nX-Slow: ")
                while not stop.wait(0.2):
                    connection.sendall(b"a")
        except OSError:
            pass

    threads = [threading.Thread(target=target, daemon=True) for target in (huge, huge, trickle, trickle)]
    for thread in threads:
        thread.start()
    return threads


def rss_mb(pid):
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return 0.0


def main():
    binary, specs = sys.argv[1], sys.argv[2]
    small = "--small" in sys.argv
    head_timeout = 10 if small else 120
    requests = int(os.environ.get("REQUESTS", "1000" if small else "100000"))
    only = set(filter(None, os.environ.get("ONLY", "").split(",")))
    wanted = lambda case: not only or case in only
    process, port = start(binary, specs)
    try:
        for size in [] if not wanted("heads") else [10_000, 40_000, 1_000_000] if small else [10_000, 20_000, 40_000, 100_000, 1_000_000]:
            print(f"head-{size // 1000}KB: {head_case(port, size, head_timeout)}", flush=True)

        stop = threading.Event()
        hold_busy(port, stop) if wanted("slow") else stop.set()
        time.sleep(0.5)
        slowest = 0.0
        failures = 0
        for _ in range(20 if wanted("slow") else 0):
            try:
                slowest = max(slowest, ping(port, timeout=10))
            except (OSError, ConnectionError):
                failures += 1
        stop.set()
        if wanted("slow"):
            print(f"slow-vs-ping: slowest of 20 pings {slowest * 1000:.1f} ms, {failures} without answer", flush=True)

        times = []
        try:
            with connect(port, 10) as connection:
                for _ in range(200 if wanted("keep-alive") else 0):
                    started = time.monotonic()
                    connection.sendall(PING)
                    answer(connection)
                    times.append(time.monotonic() - started)
        except (OSError, ConnectionError) as error:
            print(f"keep-alive: no answer ({type(error).__name__}) after {len(times)} requests", flush=True)
            times = []
        times.sort()
        if times:
            print(f"keep-alive: median {times[100] * 1000:.2f} ms, slowest {times[-1] * 1000:.2f} ms", flush=True)

        marks = {0: rss_mb(process.pid)}
        for done in range(1, requests + 1 if wanted("rss") else 1):
            with connect(port, 10) as connection:
                connection.sendall(PING)
                answer(connection)
            if done in (requests // 10, requests):
                marks[done] = rss_mb(process.pid)
        if wanted("rss"):
            print("rss: " + ", ".join(f"{count} requests {mb:.1f} MB" for count, mb in marks.items()), flush=True)

        if not wanted("sigterm"):
            return
        stop = threading.Event()
        hold_busy(port, stop)
        time.sleep(0.5)
        started = time.monotonic()
        process.send_signal(signal.SIGTERM)
        try:
            process.wait(timeout=30)
            print(f"sigterm: exited {process.returncode} after {time.monotonic() - started:.2f} s", flush=True)
        except subprocess.TimeoutExpired:
            print("sigterm: still running after 30 s", flush=True)
        stop.set()
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()


if __name__ == "__main__":
    main()

"""A hostile HTTP server on 127.0.0.1 for Benchmarks/response-memory.sh: /big sends
--megabytes (default 100) with a Content-Length, /endless a chunked body without end,
/big-error a 500 of --megabytes, /redirect-endless a 302 to /big whose own chunked body
has no end. It stops by itself after --seconds (default 900)."""
import argparse, http.server, socketserver, threading

CHUNK = b"x" * 65536
SIZE = 100 * 1024 * 1024  # set from --megabytes


class Handler(http.server.BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, *args):
        pass

    def do_GET(self):
        try:
            redirect = self.path.startswith("/redirect-endless")
            if redirect or self.path.startswith("/endless"):
                self.send_response(302 if redirect else 200)
                if redirect:
                    self.send_header("Location", "/big")
                self.send_header("Transfer-Encoding", "chunked")
                self.end_headers()
                while True:
                    self.wfile.write(b"%x\r\n" % len(CHUNK) + CHUNK + b"\r\n")
            status = 500 if self.path.startswith("/big-error") else 200
            self.send_response(status)
            self.send_header("Content-Length", str(SIZE))
            self.end_headers()
            for _ in range(SIZE // len(CHUNK)):
                self.wfile.write(CHUNK)
        except (BrokenPipeError, ConnectionResetError):
            pass


class Server(socketserver.ThreadingMixIn, http.server.HTTPServer):
    daemon_threads = True

    def handle_error(self, request, client_address):
        pass  # a client that stops reading resets the connection: expected here


parser = argparse.ArgumentParser()
parser.add_argument("--port-file", required=True)
parser.add_argument("--seconds", type=int, default=900)
parser.add_argument("--megabytes", type=int, default=100)
args = parser.parse_args()
SIZE = args.megabytes * 1024 * 1024
server = Server(("127.0.0.1", 0), Handler)
with open(args.port_file, "w") as f:
    f.write(str(server.server_address[1]))
threading.Timer(args.seconds, server.shutdown).start()
server.serve_forever()

# A webhook receiver for the benefits onboarding API, in Python 3.9+ with the standard library only.
#
#   WEBHOOK_SECRET=whsec_... python3 receiver.py
#
# It verifies each delivery's Standard Webhooks signature on the raw body, rejects stale or forged
# ones with 400, and processes each event once by its `id` (`evt_...`): the same event can arrive
# more than once (a retried delivery, a replay, the catch-up API), and only the event id is the same
# every time. Answer 2xx quickly; do slow work after answering. (The `standardwebhooks` package on
# PyPI verifies the same way.)
import base64
import hashlib
import hmac
import json
import os
import time
from http.server import BaseHTTPRequestHandler, HTTPServer

SECRET = os.environ.get("WEBHOOK_SECRET") or exit("Set WEBHOOK_SECRET to your endpoint's signing secret (whsec_...).")
KEY = base64.b64decode(SECRET.removeprefix("whsec_"))
TOLERANCE_SECONDS = 5 * 60
PORT = int(os.environ.get("PORT", "4242"))

# In production: a table with a unique key on the event id, written in the same transaction as
# what the event changes in your system.
processed = set()


def verify(body: bytes, headers) -> dict:
    """The event, or ValueError when the signature does not match or the timestamp is stale."""
    msg_id = headers.get("webhook-id", "")
    timestamp = headers.get("webhook-timestamp", "")
    if not timestamp.isdigit() or abs(time.time() - int(timestamp)) > TOLERANCE_SECONDS:
        raise ValueError("timestamp missing or more than 5 minutes off")
    signed = f"{msg_id}.{timestamp}.".encode() + body
    expected = base64.b64encode(hmac.new(KEY, signed, hashlib.sha256).digest()).decode()
    # Several signatures, space-separated, during a secret rotation: any one may match.
    for candidate in headers.get("webhook-signature", "").split():
        version, _, signature = candidate.partition(",")
        if version == "v1" and hmac.compare_digest(signature, expected):
            return json.loads(body)
    raise ValueError("no signature matches")


def handle(event: dict) -> None:
    print(f"processed {event['id']} {event['type']}", flush=True)


class Receiver(BaseHTTPRequestHandler):
    def do_POST(self):
        if self.path != "/webhooks":
            self.send_response(404)
            self.end_headers()
            return
        body = self.rfile.read(int(self.headers.get("content-length", "0")))
        try:
            event = verify(body, self.headers)
        except ValueError:
            print("rejected: signature or timestamp invalid", flush=True)
            self.send_response(400)
            self.end_headers()
            return
        if event["id"] in processed:
            print(f"duplicate {event['id']}", flush=True)
        else:
            processed.add(event["id"])
            handle(event)
        self.send_response(204)
        self.end_headers()

    def log_message(self, format, *args):
        pass  # one line per event above is enough


print(f"listening on http://localhost:{PORT}/webhooks", flush=True)
HTTPServer(("127.0.0.1", PORT), Receiver).serve_forever()

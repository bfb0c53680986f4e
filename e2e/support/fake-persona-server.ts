import http from "node:http";

import { startFakePersona } from "../../tests/support/fake-persona";

import { relay, serveUntilStopped } from "./relay";
import { appUrl, FAKE_PERSONA, FAKE_PERSONA_PORT } from "./servers";

/**
 * The fake Persona API of the HTTP tests as a process of its own on a fixed port, so the
 * vendors-mode app can be pointed at it with PERSONA_API_BASE. Requests are relayed to the fake;
 * `GET /__test/health` says it is up. Its decisions reach the vendors app by callback.
 */
async function main(): Promise<void> {
  const fake = await startFakePersona({ ...FAKE_PERSONA });
  // Decisions go to the vendors app by signed callback, as Persona's guides describe.
  fake.sendCallbacksTo(`${appUrl("vendors")}/api/webhooks/persona`);
  const target = new URL(fake.url);
  const server = http.createServer((req, res) => {
    const path = new URL(req.url ?? "/", "http://fake").pathname;
    if (path !== "/__test/health")
      return relay({ host: target.hostname, port: target.port }, req, res, (message) => ({
        errors: [{ title: message }],
      }));
    res.writeHead(200, { "content-type": "application/json" });
    res.end(JSON.stringify({ status: "ok", requests: fake.requests.length }));
  });
  serveUntilStopped(server, { port: FAKE_PERSONA_PORT, name: "fake Persona", fake });
}

void main();

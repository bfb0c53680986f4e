import http from "node:http";

import { startFakePersona } from "../../tests/support/fake-persona";

import { FAKE_PERSONA, FAKE_PERSONA_PORT } from "./servers";

/**
 * The fake Persona API of the HTTP tests as a process of its own on a fixed port, so the
 * vendors-mode app can be pointed at it with PERSONA_API_BASE. Requests are relayed to the fake;
 * `GET /__test/health` says it is up.
 */
function relay(target: URL, req: http.IncomingMessage, res: http.ServerResponse): void {
  const upstream = http.request({ host: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers }, (answer) => {
    res.writeHead(answer.statusCode ?? 502, answer.headers);
    answer.pipe(res);
  });
  upstream.on("error", (error) => {
    res.writeHead(502, { "content-type": "application/json" });
    res.end(JSON.stringify({ errors: [{ title: error.message }] }));
  });
  req.pipe(upstream);
}

async function main(): Promise<void> {
  const fake = await startFakePersona({ ...FAKE_PERSONA });
  const target = new URL(fake.url);
  const server = http.createServer((req, res) => {
    const path = new URL(req.url ?? "/", "http://fake").pathname;
    if (path !== "/__test/health") return relay(target, req, res);
    res.writeHead(200, { "content-type": "application/json" });
    res.end(JSON.stringify({ status: "ok", requests: fake.requests.length }));
  });
  server.listen(FAKE_PERSONA_PORT, "127.0.0.1", () => console.log(`[e2e] fake Persona on http://127.0.0.1:${FAKE_PERSONA_PORT}`));
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      server.closeAllConnections();
      server.close();
      void fake.close().then(() => process.exit(0));
    });
  }
}

void main();

import http from "node:http";
import type { AddressInfo } from "node:net";

import { listenLocally } from "./listen-locally";

export type Received = {
  /** The path and query the delivery was sent to (an endpoint's URL may add a query to tell several apart). */
  url: string;
  headers: Record<string, string>;
  body: string;
  receivedAt: number;
  json: { id: string; type: string; data: Record<string, unknown>; apiVersion: string };
};

/** A real local webhook receiver. `failNext` makes it answer errors before it accepts again. */
export async function startReceiver() {
  const received: Received[] = [];
  const failures: Array<{ status: number; headers?: Record<string, string> }> = [];
  const hits: number[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      hits.push(Date.now());
      const failure = failures.shift();
      if (failure) {
        res.writeHead(failure.status, failure.headers);
        res.end("nope");
        return;
      }
      const body = Buffer.concat(chunks).toString("utf8");
      received.push({
        url: req.url ?? "",
        headers: req.headers as Record<string, string>,
        body,
        receivedAt: Date.now(),
        json: JSON.parse(body) as Received["json"],
      });
      res.writeHead(204);
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    hits,
    failNext: (count: number, status = 500, headers?: Record<string, string>) => {
      for (let i = 0; i < count; i++) failures.push({ status, headers });
    },
    /** Answers 2xx again from the next request on. */
    recover: () => void failures.splice(0),
    ofType: (type: string, employeeId?: string) =>
      received.filter(
        (r) => r.json.type === type && (employeeId === undefined || r.json.data.employeeId === employeeId),
      ),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * A receiver that accepts each request and answers only after `answerAfterMs`, or when `release()`
 * is called, or never (a dead partner that keeps connections open). Counts the requests open at once.
 */
export async function startHangingReceiver(options: { answerAfterMs?: number } = {}) {
  const state = { requests: 0, open: 0, maxOpen: 0 };
  const held = new Set<http.ServerResponse>();
  let released = false;
  const answer = (res: http.ServerResponse) => {
    held.delete(res);
    if (res.writableEnded) return;
    res.writeHead(204);
    res.end();
  };
  const server = http.createServer((req, res) => {
    state.requests += 1;
    state.open += 1;
    state.maxOpen = Math.max(state.maxOpen, state.open);
    res.on("close", () => (state.open -= 1));
    req.resume();
    if (released) answer(res);
    // A slow partner's latency, not a wait of the test.
    else if (options.answerAfterMs !== undefined) setTimeout(() => answer(res), options.answerAfterMs);
    else held.add(res);
  });
  const { port, close } = await listenLocally(server);
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    state,
    /** Answers every request held so far, and every later one at once. */
    release: () => {
      released = true;
      for (const res of [...held]) answer(res);
    },
    close,
  };
}

export async function waitFor<T>(
  probe: () => T | undefined | false | Promise<T | undefined | false>,
  timeoutMs = 10_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error("waitFor: condition not met in time");
    // A poll interval: the loop waits on `probe`, up to its deadline.
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

import http from "node:http";

import { listenLocally } from "../../tests/support/listen-locally";

/** What a receiver answers: a status (and headers), or nothing yet: the request is held open. */
export type ReceiverAnswer = { status: number; headers?: Record<string, string> } | "hold";

/**
 * A webhook receiver in the test process, which the app (on the same machine, sandbox URL policy)
 * posts to. It answers every request with its current answer; `answerWith` changes it and answers
 * the requests held so far.
 */
export async function startWebhookReceiver(initial: ReceiverAnswer) {
  let current = initial;
  const held = new Set<http.ServerResponse>();
  const state = { requests: 0 };
  const answer = (res: http.ServerResponse) => {
    if (current === "hold" || res.writableEnded) return;
    held.delete(res);
    res.writeHead(current.status, current.headers);
    res.end(current.status >= 300 ? "refused" : undefined);
  };
  const server = http.createServer((req, res) => {
    state.requests += 1;
    req.resume();
    req.on("end", () => {
      if (current === "hold") held.add(res);
      else answer(res);
    });
  });
  const { port, close } = await listenLocally(server);
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    state,
    answerWith: (next: ReceiverAnswer) => {
      current = next;
      for (const res of [...held]) answer(res);
    },
    close,
  };
}

export type WebhookReceiver = Awaited<ReturnType<typeof startWebhookReceiver>>;

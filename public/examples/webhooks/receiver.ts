// A webhook receiver for the benefits onboarding API, in TypeScript (Node.js 20.9+).
//
//   npm install standardwebhooks
//   WEBHOOK_SECRET=whsec_… npx tsx receiver.ts        (or: node receiver.ts on Node.js 23.6+)
//
// It verifies each delivery's Standard Webhooks signature on the raw body, rejects stale or forged
// ones with 400, and processes each event once by its `id` (`evt_…`): the same event can arrive more
// than once (a retried delivery, a replay, the catch-up API), and only the event id is the same every
// time. Answer 2xx quickly; do slow work after answering.
import { createServer, type IncomingHttpHeaders } from "node:http";

import { Webhook } from "standardwebhooks";

type Event = { id: string; type: string; apiVersion: string; sequence?: number; data: Record<string, unknown> };

const secret = process.env.WEBHOOK_SECRET;
if (!secret) throw new Error("Set WEBHOOK_SECRET to your endpoint's signing secret (whsec_…).");
const webhook = new Webhook(secret);
const port = Number(process.env.PORT ?? 4242);

// In production: a table with a unique key on the event id, written in the same transaction as
// what the event changes in your system.
const processed = new Set<string>();

async function handle(event: Event): Promise<void> {
  console.log(`processed ${event.id} ${event.type}`);
}

const header = (headers: IncomingHttpHeaders, name: string) => String(headers[name] ?? "");

createServer(async (request, response) => {
  if (request.method !== "POST" || request.url !== "/webhooks") {
    response.writeHead(404).end();
    return;
  }
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const body = Buffer.concat(chunks).toString("utf8");
  let event: Event;
  try {
    // Throws when the signature does not match or the timestamp is more than 5 minutes off.
    event = webhook.verify(body, {
      "webhook-id": header(request.headers, "webhook-id"),
      "webhook-timestamp": header(request.headers, "webhook-timestamp"),
      "webhook-signature": header(request.headers, "webhook-signature"),
    }) as Event;
  } catch {
    console.log("rejected: signature or timestamp invalid");
    response.writeHead(400).end();
    return;
  }
  if (processed.has(event.id)) {
    console.log(`duplicate ${event.id}`);
  } else {
    processed.add(event.id);
    await handle(event);
  }
  response.writeHead(204).end();
}).listen(port, () => console.log(`listening on http://localhost:${port}/webhooks`));

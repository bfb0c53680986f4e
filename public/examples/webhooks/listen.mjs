#!/usr/bin/env node
// Forwards your sandbox's events to a webhook receiver on your laptop, signed as real deliveries
// are, so a receiver can be built and tested before it is reachable from the internet. Node.js 20.9+,
// no dependencies.
//
//   BENEFITS_API_URL=https://… CLIENT_ID=… CLIENT_SECRET=… node listen.mjs --forward-to http://localhost:4242/webhooks
//
// It reads the events feed (GET /api/events) with your API credentials every --interval seconds and
// POSTs each new event to --forward-to with Standard Webhooks headers: webhook-id is the event's id,
// and the signature uses WEBHOOK_SECRET, or a secret it makes and prints at start (give that one to
// your receiver). An event your receiver does not answer with 2xx is retried, in order, until it is.
// Options: --from-start (also forward the events already kept, up to 30 days), --api-version V
// (shape events for V instead of your client's pinned version), --interval S (default 2), --once
// (forward what is there and exit).
import { createHmac, randomBytes } from "node:crypto";
import { parseArgs } from "node:util";

const { values: options } = parseArgs({
  options: {
    "forward-to": { type: "string" },
    "from-start": { type: "boolean", default: false },
    "api-version": { type: "string" },
    interval: { type: "string", default: "2" },
    once: { type: "boolean", default: false },
  },
});

const fail = (message) => {
  console.error(`listen: ${message}`);
  process.exit(2);
};
const apiUrl = process.env.BENEFITS_API_URL ?? fail("set BENEFITS_API_URL to the service's address (https://…).");
const clientId = process.env.CLIENT_ID ?? fail("set CLIENT_ID and CLIENT_SECRET to your API client's credentials.");
const clientSecret = process.env.CLIENT_SECRET ?? fail("set CLIENT_SECRET to your API client's secret.");
const forwardTo = options["forward-to"] ?? fail("--forward-to <url of your receiver> is required.");
const intervalMs = Number(options.interval) * 1000;
if (!(intervalMs > 0)) fail("--interval takes a number of seconds.");

const secret = process.env.WEBHOOK_SECRET ?? `whsec_${randomBytes(24).toString("base64")}`;
const key = Buffer.from(secret.replace(/^whsec_/, ""), "base64");
if (!process.env.WEBHOOK_SECRET) console.log(`signing with ${secret} (set WEBHOOK_SECRET in your receiver)`);

const authorization = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString("base64")}`;

/** One page of the feed after `cursor`; a 429 or 5xx waits and asks again. */
async function page(cursor) {
  const url = new URL("/api/events", apiUrl);
  url.searchParams.set("limit", "500");
  if (cursor) url.searchParams.set("after", cursor);
  const headers = { authorization, accept: "application/json" };
  if (options["api-version"]) headers["api-version"] = options["api-version"];
  for (;;) {
    const response = await fetch(url, { headers });
    if (response.ok) return response.json();
    const problem = await response.text();
    if (response.status !== 429 && response.status < 500) fail(`GET /api/events answered ${response.status}: ${problem}`);
    await sleep(Number(response.headers.get("retry-after") ?? 1) * 1000);
  }
}

/** Delivers one event as the service would; resolves once the receiver answered 2xx. */
async function forward(event) {
  const body = JSON.stringify(event);
  for (let attempt = 1; ; attempt++) {
    const timestamp = String(Math.floor(Date.now() / 1000));
    const signature = createHmac("sha256", key).update(`${event.id}.${timestamp}.${body}`).digest("base64");
    const status = await fetch(forwardTo, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "webhook-id": event.id,
        "webhook-timestamp": timestamp,
        "webhook-signature": `v1,${signature}`,
      },
      body,
      signal: AbortSignal.timeout(10_000),
    }).then(
      (response) => response.status,
      (error) => error.cause?.code ?? error.name,
    );
    console.log(`${event.id} ${event.type} -> ${status}`);
    if (typeof status === "number" && status >= 200 && status < 300) return;
    await sleep(Math.min(30_000, 1000 * 2 ** (attempt - 1)));
  }
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

let cursor;
if (!options["from-start"]) {
  // Start after the newest event: only what happens from now on is forwarded.
  let skipped = 0;
  for (;;) {
    const { data, nextCursor, hasMore } = await page(cursor);
    skipped += data.length;
    cursor = nextCursor ?? cursor;
    if (!hasMore) break;
  }
  console.log(`skipped ${skipped} earlier events (--from-start forwards them too)`);
}
console.log(`forwarding events to ${forwardTo}`);
for (;;) {
  const { data, nextCursor, hasMore } = await page(cursor);
  for (const event of data) await forward(event);
  cursor = nextCursor ?? cursor;
  if (hasMore) continue;
  if (options.once) break;
  await sleep(intervalMs);
}

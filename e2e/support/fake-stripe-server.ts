import http from "node:http";

import { SANDBOX_STRIPE_WEBHOOK_SECRET } from "../../lib/env";
import { startFakeStripe, type TestPaymentMethod } from "../../tests/support/fake-stripe";

import { defaultWebhookTarget, handleIssuingHook } from "./fake-stripe-hooks";
import { relay, serveUntilStopped } from "./relay";
import { appUrl, FAKE_STRIPE_PORT, FAKE_STRIPE_SECRET_KEY } from "./servers";

/**
 * The fake Stripe REST server of the HTTP tests as a process of its own on a fixed port, so the
 * vendors app can be pointed at it with STRIPE_API_BASE. Requests are relayed to the fake;
 * `/__test/…` adds what the browser's (fake) Stripe.js needs: confirming a SetupIntent from outside.
 * The fake's Stripe events (issuing_card.created / issuing_card.updated) are signed and sent to the
 * vendors app's /api/webhooks/stripe as Stripe would (FAKE_STRIPE_WEBHOOK_URL and
 * FAKE_STRIPE_WEBHOOK_SECRET move them); the webhook and fault hooks are in fake-stripe-hooks.ts.
 *
 *   GET  /__test/health
 *   POST /__test/setup_intents/{id}/confirm  { payment_method, client_secret } → the SetupIntent
 */
const TEST_PAYMENT_METHODS: readonly string[] = [
  "pm_card_visa",
  "pm_card_mastercard",
  "pm_card_visa_debit",
  "pm_card_chargeDeclined",
  "pm_usBankAccount",
];

type Reply = { status: number; body: unknown };
type Fake = Awaited<ReturnType<typeof startFakeStripe>>;

async function readBody(req: http.IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const stripeError = (status: number, message: string): Reply => ({
  status,
  body: { error: { type: "invalid_request_error", message } },
});

async function retrieveIntent(fake: Fake, id: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`http://${fake.host}:${fake.port}/v1/setup_intents/${encodeURIComponent(id)}`, {
    headers: { authorization: `Bearer ${FAKE_STRIPE_SECRET_KEY}` },
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

// What Stripe does when Stripe.js confirms: the client secret must be the intent's own.
async function confirm(
  fake: Fake,
  id: string,
  input: { payment_method?: unknown; client_secret?: unknown },
): Promise<Reply> {
  const token = String(input.payment_method ?? "pm_card_visa");
  if (!TEST_PAYMENT_METHODS.includes(token)) return stripeError(400, `No such PaymentMethod: '${token}'`);
  const before = await retrieveIntent(fake, id);
  if (before.status !== 200) return before;
  if (before.body.client_secret !== input.client_secret)
    return stripeError(400, "The client_secret provided does not match this SetupIntent.");
  try {
    fake.confirmSetupIntent(id, token as TestPaymentMethod);
  } catch (error) {
    return stripeError(400, error instanceof Error ? error.message : String(error));
  }
  return retrieveIntent(fake, id);
}

async function handleTest(fake: Fake, req: http.IncomingMessage, path: string): Promise<Reply> {
  if (req.method === "GET" && path === "/__test/health")
    return { status: 200, body: { status: "ok", requests: fake.requests.length } };
  const text = req.method === "POST" ? (await readBody(req)).toString("utf8") : "";
  const input = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  const match = /^\/__test\/setup_intents\/([^/]+)\/confirm$/.exec(path);
  if (req.method === "POST" && match?.[1]) return confirm(fake, decodeURIComponent(match[1]), input);
  // What Stripe.js does for Issuing Elements: a nonce for one card (createEphemeralKeyNonce) …
  if (req.method === "POST" && path === "/__test/issuing/nonces") {
    const card = String(input.issuing_card ?? "");
    if (!fake.issuing.cards.has(card)) return stripeError(400, `No such issuing card: '${card}'`);
    return { status: 200, body: { nonce: fake.issuing.createNonce(card) } };
  }
  const hooked = await handleIssuingHook(fake, req, path, input);
  if (hooked) return hooked;
  return {
    status: 404,
    body: { error: { type: "invalid_request_error", message: `No test hook ${req.method} ${path}` } },
  };
}

/**
 * … and what an Issuing Element's frame shows: one field of the card, read with the ephemeral key
 * our server minted (a key for another card, or none, shows nothing).
 */
function issuingElement(fake: Fake, query: URLSearchParams, res: http.ServerResponse): void {
  const details = fake.issuing.revealWithKey(query.get("card") ?? "", query.get("key") ?? "");
  const field = query.get("field");
  const value = !details
    ? null
    : field === "number"
      ? details.number.replace(/(\d{4})(?=\d)/g, "$1 ")
      : field === "cvc"
        ? details.cvc
        : field === "expiry"
          ? `${String(details.exp_month).padStart(2, "0")}/${String(details.exp_year).slice(-2)}`
          : null;
  res.writeHead(value === null ? 401 : 200, {
    "content-type": "text/html; charset=utf-8",
    "cache-control": "no-store",
  });
  res.end(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Fake Issuing Element</title></head>` +
      `<body style="margin:0;font:18px ui-monospace,monospace">${value === null ? `<span data-error>Not allowed</span>` : `<span data-field="${field}">${value}</span>`}</body></html>`,
  );
}

async function main(): Promise<void> {
  const fake = await startFakeStripe();
  fake.webhooks.configure(
    defaultWebhookTarget(`${appUrl("vendors")}/api/webhooks/stripe`, SANDBOX_STRIPE_WEBHOOK_SECRET),
  );
  const server = http.createServer((req, res) => {
    const path = new URL(req.url ?? "/", "http://fake").pathname;
    if (!path.startsWith("/__test/"))
      return relay(fake, req, res, (message) => ({ error: { type: "api_error", message } }));
    if (req.method === "GET" && path === "/__test/issuing/element")
      return issuingElement(fake, new URL(req.url ?? "/", "http://fake").searchParams, res);
    handleTest(fake, req, path)
      .then(({ status, body }) => {
        res.writeHead(status, { "content-type": "application/json" });
        res.end(JSON.stringify(body));
      })
      .catch((error: unknown) => {
        res.writeHead(500, { "content-type": "application/json" });
        res.end(JSON.stringify({ error: { type: "api_error", message: String(error) } }));
      });
  });
  serveUntilStopped(server, { port: FAKE_STRIPE_PORT, name: "fake Stripe", fake });
}

void main();

import type http from "node:http";

import type { FakeStripe, Fault, Injection } from "../../tests/support/fake-stripe";

// The fake Stripe process's test hooks for Issuing and webhooks (fake-stripe-server.ts):
//
//   POST /__test/webhooks              { url?, secret?, auto? }  where Stripe events go (default: the vendors app)
//   GET  /__test/webhooks                                        the events made and each delivery's status
//   POST /__test/webhooks/{eventId}/deliver                      (re)send one event, in any order → the app's status
//   POST /__test/faults                { method?, path, kind, status?, code?, param?, message?, ms?, times? }
//                                      the next `times` requests to `path` (exact, or /regex/) misbehave → { id }
//   POST /__test/faults/{id}/release                             a held request goes on
//
// A physical card's shipment moves with Stripe's own test helpers, relayed like any Stripe call:
// POST /v1/test_helpers/issuing/cards/{id}/shipping/ship|deliver|return|fail|submit.

export type Reply = { status: number; body: unknown };

const injections: Injection[] = [];

const notFound = (req: http.IncomingMessage, path: string): Reply => ({
  status: 404,
  body: { error: { type: "invalid_request_error", message: `No test hook ${req.method} ${path}` } },
});
const invalid = (message: string): Reply => ({
  status: 400,
  body: { error: { type: "invalid_request_error", message } },
});

export function defaultWebhookTarget(url: string, secret: string) {
  return { url: process.env.FAKE_STRIPE_WEBHOOK_URL ?? url, secret: process.env.FAKE_STRIPE_WEBHOOK_SECRET ?? secret };
}

export async function handleIssuingHook(
  fake: FakeStripe,
  req: http.IncomingMessage,
  path: string,
  input: Record<string, unknown>,
): Promise<Reply | undefined> {
  if (path === "/__test/webhooks" && req.method === "GET")
    return { status: 200, body: { events: fake.webhooks.events, deliveries: fake.webhooks.deliveries } };
  if (path === "/__test/webhooks" && req.method === "POST") {
    if (typeof input.url !== "string" || typeof input.secret !== "string")
      return invalid("url and secret are required");
    fake.webhooks.configure({ url: input.url, secret: input.secret, auto: input.auto !== false });
    return { status: 200, body: { configured: true } };
  }
  const deliver = /^\/__test\/webhooks\/([^/]+)\/deliver$/.exec(path);
  if (deliver && req.method === "POST") {
    const event = fake.webhooks.events.find((e) => e.id === deliver[1]);
    if (!event) return invalid(`No such event: ${deliver[1]}`);
    return { status: 200, body: { eventId: event.id, answeredWith: await fake.webhooks.deliver(event) } };
  }
  if (path === "/__test/faults" && req.method === "POST") return inject(fake, input);
  const release = /^\/__test\/faults\/(\d+)\/release$/.exec(path);
  if (release && req.method === "POST") {
    const injection = injections[Number(release[1])];
    if (!injection) return invalid(`No such fault: ${release[1]}`);
    injection.release();
    return { status: 200, body: { released: true, hits: injection.hits } };
  }
  return path.startsWith("/__test/webhooks") || path.startsWith("/__test/faults") ? notFound(req, path) : undefined;
}

function inject(fake: FakeStripe, input: Record<string, unknown>): Reply {
  if (typeof input.path !== "string") return invalid("path is required");
  const path = /^\/.*\/$/.test(input.path) && input.path.length > 2 ? new RegExp(input.path.slice(1, -1)) : input.path;
  const fault = toFault(input);
  if (!fault) return invalid("kind must be error (with status), slow (with ms) or hold");
  const times = typeof input.times === "number" ? input.times : 1;
  injections.push(
    fake.inject({ ...(typeof input.method === "string" ? { method: input.method } : {}), path }, fault, times),
  );
  return { status: 201, body: { id: injections.length - 1 } };
}

function toFault(input: Record<string, unknown>): Fault | undefined {
  const text = (name: string) => (typeof input[name] === "string" ? { [name]: input[name] as string } : {});
  if (input.kind === "error" && typeof input.status === "number")
    return {
      kind: "error",
      status: input.status,
      ...text("type"),
      ...text("code"),
      ...text("param"),
      ...text("message"),
    };
  if (input.kind === "slow" && typeof input.ms === "number") return { kind: "slow", ms: input.ms };
  if (input.kind === "hold") return { kind: "hold" };
  return undefined;
}

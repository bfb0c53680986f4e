import http from "node:http";
import type { AddressInfo } from "node:net";

import { randomId, StripeHttpError, type Form, type Reply, type Route } from "./fake-stripe-common";
import { createWebhooks, type WebhookTarget } from "./fake-stripe-events";
import { createIssuingFake } from "./fake-stripe-issuing";
import { createPaymentsFake, type TestPaymentMethod } from "./fake-stripe-payments";

/**
 * An in-memory stand-in for the parts of Stripe's REST API our adapters use — payments
 * (fake-stripe-payments.ts) and Issuing (fake-stripe-issuing.ts) — spoken the way the real one is:
 * form-encoded bodies, Bearer auth, idempotency keys (the first answer of a request that began
 * executing replayed, a failure included — a 402, a 500 —, other parameters refused, a key still in
 * flight answered 409: https://docs.stripe.com/api/idempotent_requests), Stripe-shaped errors, and signed webhook events
 * (fake-stripe-events.ts). The real `stripe` SDK points at it with `host`/`port`/`protocol: "http"`.
 * Tests make it misbehave with `inject`: an error instead of an answer, an answer too late for
 * the client (the request executed all the same), or a request held in flight.
 */

export type { TestPaymentMethod } from "./fake-stripe-payments";
export type { StripeEvent } from "./fake-stripe-events";
export { UNDELIVERABLE_LINE1 } from "./fake-stripe-issuing";

export type RecordedRequest = {
  method: string;
  path: string;
  headers: Record<string, string>;
  form: Record<string, string>;
};

export type Match = { method?: string; path: string | RegExp };
export type Fault =
  /**
   * Answered with this error. Nothing executes (a 429, 409, 401, a validation refusal), unless
   * `saved`: the endpoint began executing and failed, so Stripe keeps the error under the request's
   * idempotency key and replays it to every retry with that key ("including 500 errors").
   */
  | {
      kind: "error";
      status: number;
      type?: string;
      code?: string;
      param?: string;
      message?: string;
      saved?: boolean;
    }
  /** Executes at once, answers after `ms`: past the client's timeout, the card exists anyway. */
  | { kind: "slow"; ms: number }
  /** In flight until released: its idempotency key is taken (a retry gets 409); executes on release. */
  | { kind: "hold" };
export type Injection = {
  /** Lets the held requests go; resolves once each has executed (its idempotency key answered from then on). */
  release(): Promise<void>;
  readonly hits: number;
};

type Injected = {
  match: Match;
  fault: Fault;
  left: number;
  hits: number;
  released: Promise<void>;
  release: () => void;
  /** The held requests, each settled once it has executed after the release. */
  executions: Array<Promise<unknown>>;
};
type Stored = { fingerprint: string; reply: Reply };

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;

export async function startFakeStripe() {
  const requests: RecordedRequest[] = [];
  const idempotency = new Map<string, Stored>();
  const keysInFlight = new Set<string>();
  const injected: Injected[] = [];
  const webhooks = createWebhooks();
  let current: RecordedRequest | undefined;
  const payments = createPaymentsFake();
  const issuing = createIssuingFake((type, card, previous) =>
    webhooks.record(type, card, {
      ...(previous ? { previous } : {}),
      ...(current
        ? { idempotencyKey: current.headers["idempotency-key"], apiVersion: current.headers["stripe-version"] }
        : {}),
    }),
  );
  const routes: Route[] = [...payments.routes, ...issuing.routes];

  function route(req: RecordedRequest): Reply {
    for (const { method, pattern, handle } of routes) {
      const match = pattern.exec(req.path);
      if (!match || method !== req.method) continue;
      current = req;
      try {
        return handle(req.form, match.slice(1).map(decodeURIComponent).join("/"), {
          idempotencyKey: req.headers["idempotency-key"],
          stripeVersion: req.headers["stripe-version"],
        });
      } finally {
        current = undefined;
      }
    }
    throw new StripeHttpError(404, {
      type: "invalid_request_error",
      message: `Unrecognized request URL (${req.method}: ${req.path}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
    });
  }

  /** Same key + same request → the first response replayed; other parameters → 400; still running → 409. */
  async function withIdempotency(req: RecordedRequest, run: () => Promise<Reply>): Promise<Reply> {
    const key = req.headers["idempotency-key"];
    if (req.method !== "POST" || !key) return run();
    if (keysInFlight.has(key)) {
      throw new StripeHttpError(409, {
        type: "idempotency_error",
        message: `There is currently another in-progress request using this Idempotent Key (that probably means you submitted twice, and the other request is still going through): ${key}. Please try again later.`,
      });
    }
    const fingerprint = `${req.method} ${req.path} ${canonical(req.form)}`;
    const stored = idempotency.get(key);
    if (stored && stored.fingerprint !== fingerprint) {
      throw new StripeHttpError(400, {
        type: "idempotency_error",
        message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
      });
    }
    if (stored) return { ...stored.reply, headers: { ...stored.reply.headers, "idempotent-replayed": "true" } };
    keysInFlight.add(key);
    try {
      let reply: Reply;
      try {
        reply = await run();
      } catch (error) {
        // Stripe saves "the resulting status code and body of the first request … regardless of
        // whether it succeeds or fails", but only once an endpoint began executing: a parameter it
        // refuses (400) is not kept, a decline (402) or a server error (5xx) is.
        if (!(error instanceof StripeHttpError) || error.status === 400) throw error;
        reply = { status: error.status, body: { error: error.error } };
      }
      if (reply.status < 400 || reply.status === 402 || reply.status >= 500)
        idempotency.set(key, { fingerprint, reply });
      return reply;
    } finally {
      keysInFlight.delete(key);
    }
  }

  function takeFault(req: RecordedRequest): Injected | undefined {
    const found = injected.find(
      ({ match, left }) =>
        left > 0 &&
        (match.method ?? req.method) === req.method &&
        (typeof match.path === "string" ? match.path === req.path : match.path.test(req.path)),
    );
    if (!found) return undefined;
    found.left -= 1;
    found.hits += 1;
    return found;
  }

  async function respond(req: RecordedRequest): Promise<Reply> {
    try {
      authenticate(req);
      const injection = takeFault(req);
      const fault = injection?.fault;
      if (fault?.kind === "error" && !fault.saved) throw new StripeHttpError(fault.status, faultBody(fault));
      const executing = withIdempotency(req, async () => {
        if (fault?.kind === "hold") await injection!.released;
        if (fault?.kind === "error") throw new StripeHttpError(fault.status, faultBody(fault));
        return route(req);
      });
      if (fault?.kind === "hold") injection!.executions.push(executing.catch(() => undefined));
      const reply = await executing;
      // The injected latency of a "slow" fault, not a wait of the test.
      if (fault?.kind === "slow") await new Promise((resolve) => setTimeout(resolve, fault.ms));
      return reply;
    } catch (error) {
      if (error instanceof StripeHttpError) return { status: error.status, body: { error: error.error } };
      throw error;
    }
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const recorded = record(req, Buffer.concat(chunks).toString("utf8"));
      requests.push(recorded);
      respond(recorded)
        .then((reply) => send(res, recorded, reply))
        .catch((error: unknown) =>
          send(res, recorded, { status: 500, body: { error: { type: "api_error", message: String(error) } } }),
        );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { address, port } = server.address() as AddressInfo;
  return {
    host: address,
    port,
    url: `http://${address}:${port}`,
    requests,
    /** Test helper: what Stripe.js confirmSetup would do in the browser. */
    confirmSetupIntent: (id: string, token: TestPaymentMethod) => payments.confirmSetupIntent(id, token),
    /** Microdeposits verified / failed for a bank account SetupIntent. */
    settleBankAccount: (id: string, ok: boolean) => payments.settleBankAccount(id, ok),
    issuing: {
      cardholders: issuing.cardholders,
      cards: issuing.cards,
      moveShipment: issuing.moveShipment,
      createNonce: issuing.createNonce,
      revealWithKey: issuing.revealWithKey,
    },
    webhooks: {
      /** Where events go, signed with `secret`; `auto: false` only records them for `deliver`. */
      configure: (target: WebhookTarget | undefined) => webhooks.configure(target),
      events: webhooks.events,
      deliveries: webhooks.deliveries,
      deliver: webhooks.deliver,
      settled: webhooks.settled,
    },
    /** Makes the next `times` requests matching misbehave. */
    inject(match: Match, fault: Fault, times = 1): Injection {
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      const entry: Injected = { match, fault, left: times, hits: 0, released, release, executions: [] };
      injected.push(entry);
      return {
        release: async () => {
          entry.release();
          await Promise.all(entry.executions);
        },
        get hits() {
          return entry.hits;
        },
      };
    },
    close: async () => {
      for (const entry of injected) entry.release();
      await webhooks.settled();
      await new Promise<void>((resolve, reject) => {
        // The SDK keeps sockets alive between calls; without this close() waits for them to time out.
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      });
    },
  };
}

function faultBody(fault: Extract<Fault, { kind: "error" }>) {
  const type =
    fault.type ??
    (fault.status >= 500 ? "api_error" : fault.status === 409 ? "idempotency_error" : "invalid_request_error");
  const message =
    fault.message ??
    (fault.status >= 500
      ? "An unknown error occurred"
      : fault.status === 429
        ? "Too many requests hit the API too quickly. We recommend an exponential backoff of your requests."
        : fault.status === 401
          ? "Invalid API Key provided: sk_test_****"
          : "The request was refused.");
  return {
    type,
    message,
    ...(fault.code ? { code: fault.code } : fault.status === 429 ? { code: "rate_limit" } : {}),
    ...(fault.param ? { param: fault.param } : {}),
  };
}

// ---------------------------------------------------------------------------------------------
// HTTP plumbing

function record(req: http.IncomingMessage, body: string): RecordedRequest {
  const url = new URL(req.url ?? "/", "http://fake-stripe.local");
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(", ") : value;
  }
  // GET parameters travel in the query string, POST ones in the body; Stripe treats them alike.
  const form = { ...parseForm(url.searchParams), ...parseForm(new URLSearchParams(body)) };
  return { method: req.method ?? "GET", path: url.pathname, headers, form };
}

function parseForm(params: URLSearchParams): Form {
  const form: Form = {};
  for (const [key, value] of params) form[key] = value;
  return form;
}

function send(res: http.ServerResponse, req: RecordedRequest, reply: Reply): void {
  // A client that gave up (a timeout) has closed its socket: nothing to answer.
  if (res.destroyed || res.writableEnded) return;
  res.writeHead(reply.status, {
    "content-type": "application/json",
    "request-id": `req_${randomId(14)}`,
    "stripe-version": req.headers["stripe-version"] ?? "fake",
    ...(req.headers["idempotency-key"] ? { "idempotency-key": req.headers["idempotency-key"] } : {}),
    ...reply.headers,
  });
  res.end(JSON.stringify(reply.body, null, 2));
}

function authenticate(req: RecordedRequest): void {
  const match = /^Bearer (\S+)$/.exec(req.headers.authorization ?? "");
  if (!match) {
    throw new StripeHttpError(401, {
      type: "invalid_request_error",
      message:
        "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth.",
    });
  }
  // A fake must never be handed a live key: refuse it like Stripe refuses an unknown one.
  if (!match[1]?.startsWith("sk_test_")) {
    throw new StripeHttpError(401, {
      type: "invalid_request_error",
      message: "Invalid API Key provided: only sk_test_ keys are accepted here.",
    });
  }
}

const canonical = (form: Form) =>
  Object.entries(form)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([k, v]) => `${k}=${v}`)
    .join("&");

import type { Api } from "../fixtures/api";
import type { DemoEmployer, EmployerKey } from "../fixtures/demo";

import { startWebhookReceiver, type ReceiverAnswer, type WebhookReceiver } from "./webhook-receiver";

// Endpoints subscribe only to card.canceled, which nothing in the sandbox app records (only a card
// issuer cancelling a card on its own does), so the deliveries they get are the test events sent
// here, whatever other journeys do to the same demo employer meanwhile.
const QUIET_EVENT = "card.canceled";

type Endpoint = { id: string; url: string; status: string };
type Delivery = { status: string; attempts: number; lastStatusCode: number | null };

export type SeededEndpoints = {
  /** Refuses every attempt (403) and was disabled by the circuit breaker, `backlog` deliveries waiting. */
  disabled: Endpoint;
  /** Refused its three deliveries' first attempts (403, retry in an hour): not reachable, not disabled. */
  unreachable: Endpoint;
  /** Every delivery got through. */
  reachable: Endpoint[];
  /** Nothing sent to it yet. */
  idle: Endpoint;
  all: Endpoint[];
  cleanUp: () => Promise<void>;
};

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 45_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting: ${what}`);
    await wait(100);
  }
}

/**
 * Six endpoints of the employer's API client, in the states the webhooks page tells apart. The
 * refusing ones' deliveries are queued while their receiver holds every request open (no attempt
 * has failed yet, so the circuit breaker, 3 s in the e2e app, cannot trip before they are all
 * queued); then it refuses them.
 */
export async function seedWebhookEndpoints(api: Api, key: EmployerKey, backlog: number): Promise<SeededEndpoints> {
  const employer = api.employerFor(key);
  const receivers: WebhookReceiver[] = [];
  const created: Endpoint[] = [];
  const receiver = async (answer: ReceiverAnswer) => {
    const started = await startWebhookReceiver(answer);
    receivers.push(started);
    return started;
  };
  const create = async (url: string, description: string) => {
    const answer = await api.call<Endpoint>(employer, "POST", "/api/webhook-endpoints", {
      url,
      events: [QUIET_EVENT],
      description,
    });
    if (answer.status !== 201) throw new Error(`endpoint not created: ${answer.status} ${answer.text}`);
    created.push(answer.body);
    return answer.body;
  };
  const cleanUp = async () => {
    await Promise.all(created.map((endpoint) => api.call(employer, "DELETE", `/api/webhook-endpoints/${endpoint.id}`)));
    await Promise.all(receivers.map((started) => started.close()));
  };
  try {
    const refusing = await receiver("hold");
    const disabled = await create(refusing.url, "e2e disabled with a backlog");
    await sendTests(api, employer, disabled.id, backlog, 5);
    refusing.answerWith({ status: 403 });

    // Its three deliveries are in flight when it first refuses them, each to be retried in an
    // hour: they all fail at once, and no failure comes 3 s later to trip the breaker.
    const refusingOnce = await receiver("hold");
    const unreachable = await create(refusingOnce.url, "e2e not reachable");
    await sendTests(api, employer, unreachable.id, 3, 3);
    await until("the three deliveries are in flight", async () =>
      refusingOnce.state.requests === 3 ? true : undefined,
    );
    refusingOnce.answerWith({ status: 403, headers: { "retry-after": "3600" } });

    const reachable: Endpoint[] = [];
    for (const index of [1, 2, 3]) {
      const accepting = await receiver({ status: 204 });
      const endpoint = await create(accepting.url, `e2e reachable ${index}`);
      await sendTests(api, employer, endpoint.id, 4, 2);
      reachable.push(endpoint);
    }
    const idle = await create((await receiver({ status: 204 })).url, "e2e nothing sent yet");

    await until("every attempt to the refusing endpoint has failed", () =>
      settled(api, employer, unreachable.id, (d) => d.attempts >= 1 && d.lastStatusCode === 403),
    );
    for (const endpoint of reachable)
      await until("the reachable endpoints' deliveries got through", () =>
        settled(api, employer, endpoint.id, (d) => d.status === "succeeded"),
      );
    await until("the circuit breaker disables the endpoint with the backlog", async () => {
      const answer = await api.call<Endpoint>(employer, "GET", `/api/webhook-endpoints/${disabled.id}`);
      return answer.body.status === "disabled" ? true : undefined;
    });
    return { disabled, unreachable, reachable, idle, all: created, cleanUp };
  } catch (error) {
    await cleanUp();
    throw error;
  }
}

/** `count` test events to the endpoint, `parallel` requests at a time. */
async function sendTests(api: Api, employer: DemoEmployer, endpointId: string, count: number, parallel: number) {
  let next = 0;
  const lane = async () => {
    while (next < count) {
      next += 1;
      const answer = await api.call(employer, "POST", `/api/webhook-endpoints/${endpointId}/test`);
      if (answer.status !== 202) throw new Error(`test event refused: ${answer.status} ${answer.text}`);
    }
  };
  await Promise.all(Array.from({ length: parallel }, lane));
}

async function settled(
  api: Api,
  employer: DemoEmployer,
  endpointId: string,
  done: (delivery: Delivery) => boolean,
): Promise<true | undefined> {
  const answer = await api.call<{ data: Delivery[] }>(
    employer,
    "GET",
    `/api/webhook-endpoints/${endpointId}/deliveries?limit=25`,
  );
  return answer.body.data.length > 0 && answer.body.data.every(done) ? true : undefined;
}

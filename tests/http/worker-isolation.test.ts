import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { getDb } from "@/db/client";
import { inTransaction } from "@/db/transaction";
import { startWorker, type Worker } from "@/lib/jobs/worker";
import { recordEventsBulk } from "@/lib/events/record-event";

import { apiClient, createTenant, employeeBody } from "../support/fixtures";
import { startHangingReceiver, waitFor } from "../support/webhook-receiver";
import { httpHarness } from "../support/http-harness";

// Issue 13, item 7: one partner's endpoint that never answers must not delay another employer's
// identity check or deliveries. The worker runs with its real defaults: a 10 s delivery timeout,
// 250 ms polling, 32 deliveries in flight, 4 per endpoint.

const { server, tenant: other, call, receiver: healthy } = httpHarness({ receiver: { events: ["*"] } });
let worker: Worker;
let dead: Awaited<ReturnType<typeof startHangingReceiver>>;

beforeAll(async () => {
  worker = startWorker({ webhooks: { jitter: 0 } });
  dead = await startHangingReceiver();
});
afterAll(async () => {
  // Closing the dead receiver first ends the requests it holds, so stop() need not wait them out.
  await dead.close();
  await worker.stop();
});

/** The other employer's usual work: an employee's employee.created delivery, and their identity check. */
async function otherEmployersWork() {
  const started = Date.now();
  const created = await call<{ id: string }>("POST", `/api/employers/${other.employerId}/employees`, {
    body: employeeBody({ ssn: "231-54-8765" }),
  });
  expect(created.status).toBe(201);
  const employeeId = created.body.id;
  const base = `/api/employers/${other.employerId}/employees/${employeeId}`;
  const delivered = waitFor(() => healthy.ofType("employee.created", employeeId)[0], 15_000).then(
    (message) => message.receivedAt - started,
  );
  const checkStarted = Date.now();
  expect((await call("POST", `${base}/identity-verification/initiate`)).status).toBe(202);
  const settled = waitFor(
    async () =>
      (await call<{ onboarding_status: string }>("GET", base)).body.onboarding_status === "VERIFIED"
        ? Date.now() - checkStarted
        : undefined,
    15_000,
  );
  return { deliveryMs: await delivered, identityMs: await settled };
}

async function slowestOf(rounds: number) {
  const samples = [];
  for (let i = 0; i < rounds; i++) samples.push(await otherEmployersWork());
  return {
    deliveryMs: Math.max(...samples.map((s) => s.deliveryMs)),
    identityMs: Math.max(...samples.map((s) => s.identityMs)),
  };
}

describe("background work is isolated per partner", () => {
  it("a partner endpoint that never answers, with 109 deliveries queued, delays neither another employer's identity check nor its deliveries", async () => {
    const usual = await slowestOf(3);

    const stuck = await createTenant();
    const stuckCall = apiClient(server.baseUrl, stuck);
    expect((await stuckCall("POST", "/api/webhook-endpoints", { body: { url: dead.url, events: ["*"] } })).status).toBe(
      201,
    );
    const db = await getDb();
    await inTransaction({ db }, (tx) =>
      recordEventsBulk({
        ctx: tx,
        employerId: stuck.employerId,
        events: Array.from({ length: 109 }, (_, seq) => ({ type: "employee.updated", data: { seq } })),
      }),
    );
    // The dead endpoint holds its four slots, each until the 10 s timeout.
    await waitFor(() => dead.state.open === 4);

    const loaded = await slowestOf(3);
    console.info(
      `usual: identity ${usual.identityMs} ms, delivery ${usual.deliveryMs} ms; beside a dead endpoint: identity ${loaded.identityMs} ms, delivery ${loaded.deliveryMs} ms`,
    );
    expect(loaded.identityMs).toBeLessThan(usual.identityMs + 1_000);
    expect(loaded.deliveryMs).toBeLessThan(usual.deliveryMs + 1_000);
    // Still stuck meanwhile, and never more than its cap at once.
    expect(dead.state.open).toBe(4);
    expect(dead.state.maxOpen).toBe(4);
  });
});

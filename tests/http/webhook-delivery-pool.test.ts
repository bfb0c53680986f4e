import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";

import { getDb } from "@/db/client";
import { inTransaction } from "@/db/transaction";
import { webhookAttempts, webhookDeliveries } from "@/db/schema";
import { startWorker, type Worker } from "@/lib/jobs/worker";
import { recordEventsBulk } from "@/lib/events/record-event";

import { apiClient, createTenant, type Tenant } from "../support/fixtures";
import { startHangingReceiver, startReceiver, waitFor } from "../support/webhook-receiver";
import { httpHarness } from "../support/http-harness";

const { server } = httpHarness({ tenant: false });
let workers: Worker[] = [];
let closers: Array<() => Promise<void>> = [];

// Each test has its own workers and receivers. Receivers close first: that ends the requests a
// dead one holds, so stop() need not wait them out.
afterEach(async () => {
  for (const close of closers) await close();
  await Promise.all(workers.map((worker) => worker.stop()));
  [workers, closers] = [[], []];
});

const start = (options: Parameters<typeof startWorker>[0] = {}) => {
  const worker = startWorker({ pollMs: 50, ...options, webhooks: { jitter: 0, ...options.webhooks } });
  workers.push(worker);
  return worker;
};

async function endpointFor(url: string): Promise<{ tenant: Tenant; endpointId: string }> {
  const tenant = await createTenant();
  const created = await apiClient(server.baseUrl, tenant)<{ id: string }>("POST", "/api/webhook-endpoints", {
    body: { url, events: ["*"] },
  });
  expect(created.status).toBe(201);
  return { tenant, endpointId: created.body.id };
}

const queue = async (employerId: string, count: number) => {
  const db = await getDb();
  await inTransaction({ db }, (tx) =>
    recordEventsBulk({
      ctx: tx,
      employerId,
      events: Array.from({ length: count }, (_, seq) => ({ type: "employee.updated", data: { seq } })),
    }),
  );
};

describe("the delivery pool", () => {
  it("never has more than the per-endpoint cap in flight at one receiver, even with two workers claiming", async () => {
    const slow = await startHangingReceiver({ answerAfterMs: 150 });
    closers.push(slow.close);
    const { tenant } = await endpointFor(slow.url);
    start({ webhooks: { perEndpoint: 3 } });
    start({ webhooks: { perEndpoint: 3 } });
    await queue(tenant.employerId, 30);
    await waitFor(() => slow.state.requests >= 30 && slow.state.open === 0, 20_000);
    expect(slow.state.maxOpen).toBe(3);
  });

  it("attempts a healthy endpoint's new delivery at once while a dead endpoint has a backlog", async () => {
    start();
    const dead = await startHangingReceiver();
    closers.push(dead.close);
    const stuck = await endpointFor(dead.url);
    await queue(stuck.tenant.employerId, 109);
    await waitFor(() => dead.state.open === 4);
    const healthy = await startReceiver();
    closers.push(healthy.close);
    const fine = await endpointFor(healthy.url);
    const queuedAt = Date.now();
    await queue(fine.tenant.employerId, 1);
    const message = await waitFor(() => healthy.received[0]);
    expect(message.receivedAt - queuedAt).toBeLessThan(1_000);
    // The backlog is still there, oldest first, four at a time.
    const db = await getDb();
    const pending = await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, stuck.endpointId));
    expect(pending.filter((d) => d.status === "pending")).toHaveLength(109);
    expect(dead.state.maxOpen).toBe(4);
  });

  it("stop() lets deliveries in flight finish and records their attempts", async () => {
    // The receiver holds both requests until stop() has begun, so "in flight" does not depend on how
    // fast a loaded machine claims the second delivery.
    const slow = await startHangingReceiver();
    closers.push(slow.close);
    const { tenant, endpointId } = await endpointFor(slow.url);
    const worker = startWorker({ pollMs: 50, webhooks: { jitter: 0 } });
    await queue(tenant.employerId, 2);
    await waitFor(() => slow.state.open === 2, 30_000);
    const { capturedLogLines } = await import("@/lib/logger");
    const linesBefore = capturedLogLines.length;
    const stopping = worker.stop();
    let stopped = false;
    void stopping.then(() => (stopped = true));
    // The pool has stopped claiming and waits for what is in flight, the two deliveries the receiver
    // holds among them: stop() waits with it.
    await waitFor(() =>
      capturedLogLines.slice(linesBefore).some((line) => line.includes("waiting for deliveries in flight")),
    );
    expect(stopped).toBe(false);
    slow.release();
    await stopping;
    const db = await getDb();
    const rows = await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpointId));
    expect(rows.map((row) => row.status)).toEqual(["succeeded", "succeeded"]);
    const attempts = await Promise.all(
      rows.map((row) => db.select().from(webhookAttempts).where(eq(webhookAttempts.deliveryId, row.id))),
    );
    expect(attempts.map((list) => list.length)).toEqual([1, 1]);
  });

  it("stop() gives up on a receiver that never answers after its timeout; the lease hands the delivery on", async () => {
    const dead = await startHangingReceiver();
    closers.push(dead.close);
    const { tenant, endpointId } = await endpointFor(dead.url);
    const worker = startWorker({ pollMs: 50, stopTimeoutMs: 300, webhooks: { jitter: 0 } });
    await queue(tenant.employerId, 1);
    await waitFor(() => dead.state.open === 1);
    const started = Date.now();
    await worker.stop();
    expect(Date.now() - started).toBeLessThan(1_500);
    const [row] = await (
      await getDb()
    )
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, endpointId));
    expect(row).toMatchObject({ status: "pending", attempts: 1 });
    expect(row!.lockedUntil!.getTime()).toBeGreaterThan(Date.now());
  });
});

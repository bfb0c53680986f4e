// Webhook delivery latency: event committed → received by a local receiver, with the real worker
// (its default poll interval and timeouts) and real Standard Webhooks signing. Events are spread
// out like real traffic (20 every ~20 ms) rather than sent in one burst.
import type { Db } from "@/db/client";
import { inTransaction } from "@/db/transaction";
import { LATEST_API_VERSION } from "@/lib/versions";
import { startWorker } from "@/lib/jobs/worker";
import { recordEvent } from "@/lib/events/record-event";
import { createWebhookEndpoint } from "@/lib/services/webhooks/create-webhook-endpoint";

import type { BenchTenant } from "./lib/fixtures";
import { log } from "./lib/log";
import { startReceiver } from "./lib/receiver";
import { round, sleep, summarize } from "./lib/stats";

export type WebhookResult = {
  events: number;
  received: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  note: string;
};

export async function measureWebhookLatency(db: Db, tenant: BenchTenant, count: number): Promise<WebhookResult> {
  const receiver = await startReceiver();
  await createWebhookEndpoint({
    ctx: { db, actor: { type: "partner", clientId: tenant.clientId, employerIds: new Set([tenant.employerId]) } },
    input: { url: receiver.url, events: ["*"] },
    requestVersion: LATEST_API_VERSION,
  });
  const worker = startWorker();
  const committedAt = new Map<string, number>();
  try {
    for (let i = 0; i < count; i++) {
      const id = await inTransaction({ db }, (tx) =>
        recordEvent({ ctx: tx, type: "employee.updated", employerId: tenant.employerId, data: { seq: i } }),
      );
      committedAt.set(id, Date.now());
      if (i % 20 === 19) await sleep(20);
    }
    const deadline = Date.now() + 120_000;
    while (receiver.received.length < count && Date.now() < deadline) await sleep(50);
  } finally {
    await worker.stop();
    await receiver.close();
  }
  const latencies = receiver.received.flatMap((r) => {
    const committed = committedAt.get(r.eventId);
    return committed === undefined ? [] : [r.receivedAt - committed];
  });
  const summary = summarize(latencies);
  const result = {
    events: count,
    received: latencies.length,
    p50Ms: round(summary.p50),
    p99Ms: round(summary.p99),
    maxMs: round(summary.max),
    note: "in-process worker woken by NOTIFY on commit (250 ms polling as fallback), one local receiver",
  };
  log(`  webhooks: ${result.received}/${count} delivered, p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms`);
  return result;
}

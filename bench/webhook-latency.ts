// Webhook delivery latency: event committed → received by a local receiver, with the real worker
// (default poll interval) and real signing. Usage: tsx bench/webhook-latency.ts [events]
// DATABASE_URL=postgres://… for PostgreSQL; unset runs an in-memory embedded database.
import { closeDb, getDb } from "@/db/client";
import { startWorker } from "@/lib/events/worker";
import { createApiClient } from "@/lib/services/api-clients/create-api-client";
import { createEmployer } from "@/lib/services/employers/create-employer";
import { recordEvent } from "@/lib/services/events/record-event";
import { createWebhookEndpoint } from "@/lib/services/webhooks/webhook-endpoints";

import { startReceiver } from "../tests/support/webhook-receiver";

process.env.DATABASE_URL ??= "memory://";
process.env.LOG_LEVEL ??= "warn";

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function main() {
  const count = Number(process.argv[2] ?? 1000);
  const db = await getDb();
  const { employer } = await createEmployer(db, { name: "Bench", payrollDeductionRepayment: true, paymentMethodRepayment: false });
  const client = await createApiClient(db, { name: "bench", employerIds: [employer.id] });
  const receiver = await startReceiver();
  await createWebhookEndpoint(db, { clientId: client.clientId, input: { url: receiver.url, events: ["*"] } });
  const worker = startWorker();
  const committedAt = new Map<string, number>();
  for (let i = 0; i < count; i++) {
    const id = await db.transaction((tx) => recordEvent(tx, { type: "employee.updated", employerId: employer.id, data: { seq: i } }));
    committedAt.set(id, Date.now());
    // Spread the events out like real traffic rather than one burst.
    if (i % 20 === 19) await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const deadline = Date.now() + 120_000;
  while (receiver.received.length < count && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  const latencies = receiver.received.map((r) => r.receivedAt - committedAt.get(r.json.id)!).sort((a, b) => a - b);
  const result = {
    database: (process.env.DATABASE_URL ?? "").startsWith("postgres") ? "postgres" : "pglite",
    events: count,
    received: latencies.length,
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
    maxMs: latencies.at(-1),
  };
  console.log(JSON.stringify(result));
  await worker.stop();
  await receiver.close();
  await closeDb();
}

void main();

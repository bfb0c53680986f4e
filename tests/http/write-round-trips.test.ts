import { and, eq, sql } from "drizzle-orm";
import pg from "pg";
import { beforeAll, describe, expect, it } from "vitest";

import { getDb, getDbHandle } from "@/db/client";
import { flushThrottleCounts } from "@/lib/throttles/rate-limit";
import { events, webhookDeliveries } from "@/db/schema";
import { createCard } from "@/lib/services/cards/create-card";
import type { EmployerContext } from "@/lib/services/context";
import { parsePatch } from "@/lib/services/employees/json-patch";
import { patchEmployee } from "@/lib/services/employees/patch-employee";
import { lockEmployeeWithContext } from "@/lib/services/onboarding/load-requirements-snapshot";
import { recordEvent } from "@/lib/events/record-event";

import { apiClient, createCompleteEmployee } from "../support/fixtures";
import { httpHarness } from "../support/http-harness";
import { waitFor } from "../support/webhook-receiver";
import { startTestWorker } from "../support/worker";

// Round trips of the hot writes (issue 28 item 3), counted where pg writes a statement to the wire:
// on a loaded machine each costs a syscall pair on both sides and a context switch. The goals per
// HTTP call are card creation ≤ 8 (the Idempotency-Key's claim and store are 2 of them, the
// sandbox issuer's own record 1) and PATCH ≤ 5. PGlite has no wire: these run on PostgreSQL.

type Submit = (this: { text?: string }, ...args: unknown[]) => unknown;

/** The statements `run` sends, first words only (enough to say which, never a value). */
async function statementsOf(run: () => Promise<unknown>): Promise<string[]> {
  const prototype = (pg.Query as unknown as { prototype: { submit: Submit } }).prototype;
  const original = prototype.submit;
  const seen: string[] = [];
  prototype.submit = function recorded(...args) {
    seen.push((this.text ?? "").replace(/\s+/g, " ").trim().slice(0, 60));
    return original.apply(this, args);
  };
  try {
    await run();
  } finally {
    prototype.submit = original;
  }
  return seen;
}

const { server, tenant, call } = httpHarness();
let ctx: EmployerContext;
let postgres = false;
let patched: string;
let carded: string;

beforeAll(async () => {
  postgres = (await getDbHandle()).kind === "postgres";
  ctx = {
    db: await getDb(),
    actor: { type: "partner", clientId: tenant.clientId, employerIds: new Set([tenant.employerId]) },
    employerId: tenant.employerId,
  };
  // A subscribed endpoint: its deliveries are written in the same statements, and counted.
  const endpoint = await call("POST", "/api/webhook-endpoints", {
    body: { url: "https://partner.example/hooks", events: ["*"] },
  });
  expect(endpoint.status, endpoint.text).toBe(201);
  // The worker verifies their identities, then stops: its polling would be counted too.
  const worker = startTestWorker();
  try {
    patched = (await createCompleteEmployee(call, tenant)).employeeId;
    carded = (await createCompleteEmployee(call, tenant)).employeeId;
  } finally {
    await worker.stop();
  }
  // The requests' rate counts reach the shared store in batches (every 200 ms): sent now, before
  // anything is counted.
  await flushThrottleCounts();
});

const deliveriesOf = async (type: string, employeeId: string) =>
  (await getDb())
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .innerJoin(events, eq(events.id, webhookDeliveries.eventId))
    .where(and(eq(events.type, type), eq(events.employeeId, employeeId)));

describe("round trips of the hot writes (PostgreSQL)", () => {
  it("an event, its sequence number and its deliveries: one statement", async ({ skip }) => {
    if (!postgres) skip("counted on PostgreSQL's wire; PGlite has none");
    const seen = await statementsOf(() =>
      recordEvent({
        ctx: ctx,
        type: "employee.updated",
        employerId: tenant.employerId,
        employeeId: patched,
        data: { employeeId: patched, changedFields: [] },
      }),
    );
    expect(seen, seen.join("\n")).toHaveLength(1);
    const [delivery] = await deliveriesOf("employee.updated", patched);
    // The event's random id with the endpoint's ordinal last: msg_ and 22 characters, as every id.
    expect(delivery?.id).toMatch(/^msg_[0-9A-Za-z]{18}0001$/);
  });

  it("PATCH employee: 4 (BEGIN, the locked read, the write with its event, deliveries and audit, COMMIT)", async ({
    skip,
  }) => {
    if (!postgres) skip("counted on PostgreSQL's wire; PGlite has none");
    const before = (await deliveriesOf("employee.updated", patched)).length;
    const seen = await statementsOf(() =>
      patchEmployee({
        ctx,
        employeeId: patched,
        operations: parsePatch([{ op: "replace", path: "/phoneNumber", value: "+14155550123" }]),
      }),
    );
    expect(seen, seen.join("\n")).toHaveLength(4);
    expect(await deliveriesOf("employee.updated", patched)).toHaveLength(before + 1);
  });

  it("card creation: 6 (reservation 4, the sandbox issuer's record 1, the card's record with card.created 1)", async ({
    skip,
  }) => {
    if (!postgres) skip("counted on PostgreSQL's wire; PGlite has none");
    const seen = await statementsOf(() => createCard({ ctx, employeeId: carded, cardType: "virtual" }));
    expect(seen, seen.join("\n")).toHaveLength(6);
    expect(await deliveriesOf("card.created", carded)).toHaveLength(1);
  });
});

describe("the locked read of an employee and their requirements' context", () => {
  it("reads the context again when the lock was waited for behind a writer that changed it", async ({ skip }) => {
    if (!postgres) skip("two transactions at once need two connections; PGlite has one");
    const db = await getDb();
    const worker = startTestWorker();
    const { employeeId } = await createCompleteEmployee(apiClient(server.baseUrl, tenant), tenant).finally(() =>
      worker.stop(),
    );
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked = () => {};
    const lockTaken = new Promise<void>((resolve) => (locked = resolve));
    // A writer that holds the employee's lock, adds a documentary identity check (an input of the
    // context) and, as every such writer, changes the employee row; it commits once the reader waits.
    const writer = db.transaction(async (tx) => {
      await tx.execute(sql`select 1 from employees where id = ${employeeId} for update`);
      await tx.execute(sql`insert into identity_checks (id, employer_id, employee_id, kind, provider)
        values (${`idv_stale${Date.now()}`}, ${tenant.employerId}, ${employeeId}, 'documentary', 'sandbox')`);
      await tx.execute(sql`update employees set updated_at = now() where id = ${employeeId}`);
      locked();
      await held;
    });
    await lockTaken;
    const reader = db.transaction((tx) =>
      lockEmployeeWithContext({ ctx: { ...ctx, db: tx }, employeeId, now: new Date() }),
    );
    // The reader's statement has taken its snapshot and waits for the lock: PostgreSQL says so.
    await waitFor(
      async () =>
        (
          await db.execute(
            sql`select 1 from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
          )
        ).rows.length > 0,
    );
    release();
    await writer;
    const { context } = await reader;
    expect(context.identityReviewed).toBe(true);
  });
});

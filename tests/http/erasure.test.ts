import { randomInt, randomUUID } from "node:crypto";

import { and, eq, sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";

import { getDb } from "@/db/client";
import {
  auditQueue,
  auditRecords,
  cards,
  employees,
  erasureRecords,
  idempotencyKeys,
  sandboxIssuedCards,
} from "@/db/schema";
import { decrypt } from "@/lib/crypto/encryption";
import { sealingContexts } from "@/lib/crypto/sealing-contexts";
import { formatReference } from "@/lib/domain/person/employee-reference";
import { createSandboxIssuingProvider, IssuingError, setIssuingProvider } from "@/lib/providers/issuing";
import { systemWideContext } from "@/lib/services/context";
import { purgeExpiredErasureRecords } from "@/lib/services/erasure/purge-expired-erasure-records";

import {
  apiClient,
  createCompleteEmployee,
  createEmployeeWithCard,
  createTenant,
  createTenantAgreement,
  signInAdmin,
  signInEmployee,
} from "../support/fixtures";
import { httpHarness } from "../support/http-harness";
import { insertReservedCard } from "../support/reserved-card";

// Issue 27 item 5: erasing a person — cards cancelled at the issuer first, personal data gone from
// every table, the records the law keeps kept (sealed where personal), employee.deleted, 404 after.

const { server, tenant, call } = httpHarness({ worker: true });
afterEach(() => setIssuingProvider(undefined));

/** An SSN no other test uses, valid and verified by the sandbox (no special ending). */
function uniqueSsn(): string {
  const area = randomInt(100, 666);
  const group = randomInt(10, 100);
  const serial = randomInt(6000, 9000);
  return `${area}-${group}-${serial}`;
}

type Person = {
  employeeId: string;
  base: string;
  cardId: string;
  firstName: string;
  lastName: string;
  email: string;
  ssn: string;
};

/** A complete employee with a card (virtual and physical), an accepted agreement and an ATR decision. */
/**
 * A person with a card (virtual and physical). `declinedUnderKey`: on the way, an income answer was
 * declined (an adverse action notice, addressed to them) through a request whose idempotent answer
 * is stored under that key, then a new one passed — a card holder's answers are limit requests.
 */
async function person(options: { declinedUnderKey?: string } = {}): Promise<Person> {
  const ssn = uniqueSsn();
  const lastName = `Erasable${randomUUID().slice(0, 8)}`;
  const firstName = `Firstname${randomUUID().slice(0, 6)}`;
  const email = `erase.${randomUUID().slice(0, 8)}@example.com`;
  const overrides = { ssn, lastName, firstName, email };
  if (!options.declinedUnderKey) {
    const { employeeId, base, card } = await createEmployeeWithCard<{ id: string }>(call, tenant, "all", { overrides });
    return { employeeId, base, cardId: card.id, firstName, lastName, email, ssn };
  }
  const { employeeId, base } = await createCompleteEmployee(call, tenant, { overrides });
  const declined = await call("POST", `${base}/atr`, {
    body: { annualIncome: 4_255_823, monthlyObligations: 150_000 },
    headers: { "idempotency-key": options.declinedUnderKey },
  });
  expect(declined.status).toBe(201);
  expect(
    (await call("POST", `${base}/atr`, { body: { annualIncome: 5_200_000, monthlyObligations: 150_000 } })).status,
  ).toBe(201);
  const card = await call<{ id: string }>("POST", `${base}/cards?cardType=all`);
  expect(card.status, card.text).toBe(201);
  return { employeeId, base, cardId: card.body.id, firstName, lastName, email, ssn };
}

/** Every text, jsonb and array column of every table, searched for the needles (one query per column). */
async function tablesHolding(needles: string[]): Promise<string[]> {
  const db = await getDb();
  const columns = await db.execute<{ table_name: string; column_name: string }>(sql`
    select table_name, column_name from information_schema.columns
    where table_schema = current_schema() and data_type in ('text', 'character varying', 'jsonb', 'json', 'ARRAY')`);
  const patterns = sql.join(
    needles.map((needle) => sql`${`%${needle.toLowerCase()}%`}`),
    sql`, `,
  );
  const found: string[] = [];
  for (const { table_name, column_name } of columns.rows) {
    const hit = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from ${sql.identifier(table_name)} where lower(${sql.identifier(column_name)}::text) like any (array[${patterns}])`,
    );
    if (hit.rows[0]!.n > 0) found.push(`${table_name}.${column_name}`);
  }
  return found;
}

const needlesOf = (p: Person) => [p.lastName, p.firstName, p.email, p.ssn, p.ssn.replace(/-/g, "")];

describe("DELETE /api/employers/{employerId}/employees/{employeeId}", () => {
  it(
    "cancels the cards at the issuer, removes the person from every table, keeps the legal records, and answers 404 after",
    { timeout: 90_000 },
    async () => {
      const agreement = await createTenantAgreement(tenant, { required: false });
      // A declined decision (an adverse action notice, addressed to them), through a request whose
      // stored idempotent answer (sealed) the erasure must find and remove.
      const atrKey = randomUUID();
      const p = await person({ declinedUnderKey: atrKey });
      expect(
        (
          await call("POST", `${p.base}/agreements/${agreement.agreementId}`, {
            body: { agreementTag: agreement.tag, acceptedAt: new Date().toISOString() },
          })
        ).status,
      ).toBe(200);
      const portal = await signInEmployee(server.baseUrl, call, p.base);
      expect((await portal("GET", p.base)).status).toBe(200);
      // Some tables hold the person before: the scan finds them, so it can find them after.
      expect((await tablesHolding(needlesOf(p))).length).toBeGreaterThan(0);

      const key = randomUUID();
      const erased = await call("DELETE", p.base, { headers: { "idempotency-key": key } });
      expect(erased.status).toBe(200);
      expect(erased.body).toEqual({ id: p.employeeId, object: "employee", deleted: true, closedCardIds: [p.cardId] });

      const db = await getDb();
      const atIssuer = await db.select().from(sandboxIssuedCards).where(eq(sandboxIssuedCards.cardId, p.cardId));
      expect(atIssuer.map((card) => card.status).sort()).toEqual(["canceled", "canceled"]);

      expect(await tablesHolding(needlesOf(p))).toEqual([]);
      // The other thing the app writes: its log lines (the database keeps everything else).
      const { capturedLogLines } = await import("@/lib/logger");
      expect(capturedLogLines.length).toBeGreaterThan(0);
      for (const needle of needlesOf(p)) expect(capturedLogLines.filter((line) => line.includes(needle))).toEqual([]);
      const stored = await db
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.scope, `client:${tenant.clientId}`), eq(idempotencyKeys.key, atrKey)));
      expect(stored).toEqual([]);

      expect((await call("GET", p.base)).status).toBe(404);
      expect((await call("GET", `${p.base}/cards`)).status).toBe(404);
      expect((await portal("GET", p.base)).status).toBe(401);
      const list = await call<{ data: Array<{ id: string }> }>(
        "GET",
        `/api/employers/${tenant.employerId}/employees?limit=100`,
      );
      expect(list.body.data.map((employee) => employee.id)).not.toContain(p.employeeId);

      // A replay with the same key answers the same; a new DELETE finds nobody.
      const replay = await call("DELETE", p.base, { headers: { "idempotency-key": key } });
      expect(replay.status).toBe(200);
      expect(replay.body).toEqual(erased.body);
      expect((await call("DELETE", p.base)).status).toBe(404);

      // The records the law keeps, readable; the personal part sealed.
      const kept = await db.select().from(erasureRecords).where(eq(erasureRecords.employeeId, p.employeeId));
      expect(kept.map((row) => row.kind).sort()).toEqual([
        "adverse_action_notice",
        "agreement_acceptance",
        // Passed, declined, passed again before the card: every decision is kept.
        "credit_decision",
        "credit_decision",
        "credit_decision",
        "customer_identification",
      ]);
      const cip = kept.find((row) => row.kind === "customer_identification")!;
      expect(cip.record).toMatchObject({
        checks: [expect.objectContaining({ outcome: "VERIFIED", provider: "sandbox" })],
      });
      expect(JSON.parse(decrypt(cip.sealed!, sealingContexts.erasureRecord(cip.id)))).toMatchObject({
        lastName: p.lastName,
        ssn: p.ssn.replace(/-/g, ""),
      });
      expect(cip.retainUntil.getUTCFullYear()).toBe(new Date().getUTCFullYear() + 5);
      const decisions = kept.filter((row) => row.kind === "credit_decision").map((row) => row.record);
      expect(decisions).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ result: "Passed ATR", annualIncomeCents: 5_200_000 }),
          expect.objectContaining({ result: "Failed ATR", rankedReasons: ["excessive_obligations"] }),
        ]),
      );
      const notice = kept.find((row) => row.kind === "adverse_action_notice")!;
      expect(notice.record).toMatchObject({ language: expect.any(String) });
      const sent = JSON.parse(decrypt(notice.sealed!, sealingContexts.erasureRecord(notice.id))) as { emailTo: string };
      expect(sent.emailTo).toBe(p.email);
      expect(notice.retainUntil.getTime()).toBeGreaterThan(Date.now() + 700 * 86_400_000);
      const acceptance = kept.find((row) => row.kind === "agreement_acceptance")!;
      expect(acceptance.record).toMatchObject({ tag: agreement.tag, actorType: "partner" });

      // The event, ids only, and the audit trail's who erased whom.
      const events = await db.execute(
        sql`select data from events where employee_id = ${p.employeeId} and type = 'employee.deleted'`,
      );
      const eventRows = ("rows" in events ? events.rows : events) as Array<{ data: Record<string, unknown> }>;
      expect(eventRows.map((row) => row.data)).toEqual([
        { employerId: tenant.employerId, employeeId: p.employeeId, closedCardIds: [p.cardId] },
      ]);
      const audit = [
        ...(await db
          .select()
          .from(auditQueue)
          .where(and(eq(auditQueue.action, "employee.erased"), eq(auditQueue.targetId, p.employeeId)))),
        ...(await db
          .select()
          .from(auditRecords)
          .where(and(eq(auditRecords.action, "employee.erased"), eq(auditRecords.targetId, p.employeeId)))),
      ];
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({ actorType: "partner", actorId: tenant.clientId, targetType: "employee" });
    },
  );

  it("stops when the issuer fails: nothing is erased, and a retry later works", async () => {
    const p = await person();
    const sandbox = createSandboxIssuingProvider();
    setIssuingProvider({
      ...sandbox,
      cancelCard: async () => {
        throw new IssuingError("issuer timed out", true);
      },
    });
    const refused = await call("DELETE", p.base);
    expect(refused.status).toBe(503);
    expect(refused.body).toMatchObject({ code: "erasure_issuer_failed" });

    const db = await getDb();
    const [row] = await db.select().from(employees).where(eq(employees.id, p.employeeId));
    expect(row).toMatchObject({ lastName: p.lastName, email: p.email });
    const [card] = await db.select().from(cards).where(eq(cards.id, p.cardId));
    expect(card).toMatchObject({ state: "issued", closedAt: null });
    expect(await db.select().from(erasureRecords).where(eq(erasureRecords.employeeId, p.employeeId))).toEqual([]);
    expect((await call("GET", p.base)).status).toBe(200);

    setIssuingProvider(undefined);
    expect((await call("DELETE", p.base)).status).toBe(200);
    expect((await call("GET", p.base)).status).toBe(404);
  });

  it("waits for a card being issued, and erases nothing meanwhile", async () => {
    const p = await person();
    const db = await getDb();
    // A replacement being issued: our reservation exists, the issuer has not answered yet.
    await db.update(cards).set({ closedAt: new Date() }).where(eq(cards.id, p.cardId));
    await insertReservedCard({
      id: `card_pending${randomUUID().slice(0, 8)}`,
      employerId: tenant.employerId,
      employeeId: p.employeeId,
    });
    const refused = await call("DELETE", p.base);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: "erasure_card_pending" });
    expect((await call("GET", p.base)).status).toBe(200);
  });

  it("keeps the records only for their periods: the worker's purge deletes what is past", async () => {
    const p = await person();
    expect((await call("DELETE", p.base)).status).toBe(200);
    const db = await getDb();
    const kept = await db.select().from(erasureRecords).where(eq(erasureRecords.employeeId, p.employeeId));
    const past = kept.find((row) => row.kind === "agreement_acceptance") ?? kept[0]!;
    await db
      .update(erasureRecords)
      .set({ retainUntil: new Date(Date.now() - 1000) })
      .where(eq(erasureRecords.id, past.id));
    expect(await purgeExpiredErasureRecords({ ctx: systemWideContext(db, "test") })).toBeGreaterThanOrEqual(1);
    const left = await db.select().from(erasureRecords).where(eq(erasureRecords.employeeId, p.employeeId));
    expect(left.map((row) => row.id).sort()).toEqual(
      kept
        .filter((row) => row.id !== past.id)
        .map((row) => row.id)
        .sort(),
    );
  });

  it("is not another employer's to erase", async () => {
    const p = await person();
    const other = await createTenant();
    const otherCall = apiClient(server.baseUrl, other);
    expect((await otherCall("DELETE", p.base)).status).toBe(404);
    expect(
      (await otherCall("DELETE", `/api/employers/${other.employerId}/employees/${p.employeeId}`)).body,
    ).toMatchObject({ code: "employee_not_found" });
    expect((await call("GET", p.base)).status).toBe(200);
  });
});

describe("HR's erase action", () => {
  it(
    "is refused to a viewer, asks for the typed reference, and records who erased whom",
    { timeout: 90_000 },
    async () => {
      const p = await person();
      const [row] = await (
        await getDb()
      )
        .select({ reference: employees.reference })
        .from(employees)
        .where(eq(employees.id, p.employeeId));
      const reference = row!.reference;
      const path = `/api/admin/employees/${p.employeeId}/erase`;

      const viewer = await signInAdmin(server.baseUrl, tenant, "viewer");
      const refused = await viewer.call("POST", path, { confirmReference: formatReference(reference) });
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ code: "role_not_allowed" });

      const owner = await signInAdmin(server.baseUrl, tenant, "owner");
      const unconfirmed = await owner.call("POST", path, { confirmReference: "AAAAA-00000" });
      expect(unconfirmed.status).toBe(422);
      expect(unconfirmed.body).toMatchObject({ code: "erasure_not_confirmed" });
      expect((await call("GET", p.base)).status).toBe(200);

      expect(
        (await owner.call("POST", path, { confirmReference: formatReference(reference).toLowerCase() })).status,
      ).toBe(204);
      expect((await owner.call("GET", `/api/admin/employees/${p.employeeId}`)).status).toBe(404);
      const list = await owner.call<{ data: Array<{ id: string }> }>("GET", `/api/admin/employees?q=${p.lastName}`);
      expect(list.status).toBe(200);
      expect(list.body.data).toEqual([]);
      const db = await getDb();
      // The queue first, then the trail: the worker may seal the entry between the two reads (it
      // keeps its id), so it is counted once by id, wherever it was found.
      const found = [
        ...(await db.select().from(auditQueue).where(eq(auditQueue.targetId, p.employeeId))),
        ...(await db.select().from(auditRecords).where(eq(auditRecords.targetId, p.employeeId))),
      ].filter((entry) => entry.action === "employee.erased");
      const audit = [...new Map(found.map((entry) => [entry.id, entry])).values()];
      expect(audit).toEqual([
        expect.objectContaining({ actorType: "admin", actorId: owner.adminId, actorRole: "owner" }),
      ]);
      expect(await tablesHolding(needlesOf(p))).toEqual([]);
    },
  );
});

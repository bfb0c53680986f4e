// @module-tag embedded-db — also on PGlite: the trail's triggers, the sealer's advisory lock and the keyed chain on the embedded database's one role.
import { createHmac, randomBytes } from "node:crypto";

import { and, asc, eq, sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";

import { getDb } from "@/db/client";
import { accountSessions, auditPurges, auditQueue, auditRecords, type AuditRecordRow } from "@/db/schema";
import { PEER_ADDRESS_HEADER } from "@/lib/api/origin";
import { auditHash, GENESIS_HASH } from "@/lib/domain/security/audit-chain";
import { resetEnvCache } from "@/lib/env";
import { auditKeyIdsInUse } from "@/lib/jobs/rotate-data-keys";
import { auditChainKeys, sha256Hex } from "@/lib/services/audit/audit-chain-keys";
import { keyChainHeads } from "@/lib/services/audit/key-chain-heads";
import { recordAudit } from "@/lib/services/audit/record-audit";
import { purgeExpiredAuditRecords } from "@/lib/services/audit/purge-expired-audit-records";
import { auditContentOf, sealAuditRecords } from "@/lib/services/audit/seal-audit-records";
import { readAnchors, verifyAuditTrail } from "@/lib/services/audit/verify-audit-trail";
import { systemWideContext } from "@/lib/services/context";

import { commandArgs } from "../support/commands";
import { apiClient, createTenant, employeeBody, signInAdmin } from "../support/fixtures";
import { httpHarness } from "../support/http-harness";

// The audit trail (issue 26 item 4; docs/security.md#audit-trail): who did what, by HR, partners
// and the system, in a hash chain per employer that `npm run audit:verify` checks.

const { server } = httpHarness({ tenant: false });

const ctx = async () => systemWideContext(await getDb(), "test");

/** Seals everything queued so far (the worker's job), as often as it takes. */
async function sealAll() {
  while ((await sealAuditRecords({ ctx: await ctx(), retentionDays: 2557 })).sealed > 0);
}

async function trailOf(employerId: string) {
  await sealAll();
  return (await getDb())
    .select()
    .from(auditRecords)
    .where(eq(auditRecords.employerId, employerId))
    .orderBy(asc(auditRecords.sequence));
}

/** The database's own message for a refused statement (drizzle wraps it with the query). */
async function refusal(query: Promise<unknown>): Promise<string> {
  try {
    await query;
    return "not refused";
  } catch (error) {
    return String((error as { cause?: Error }).cause?.message ?? error);
  }
}

/** Queues an entry as recordAudit does, at a time of the test's choosing (recordAudit writes now). */
async function queueEntry({
  employerId,
  details,
  occurredAt,
}: {
  employerId: string;
  details: Record<string, unknown>;
  occurredAt: Date;
}) {
  await (await getDb()).insert(auditQueue).values({
    id: `aud_${randomBytes(8).toString("hex")}`,
    employerId,
    occurredAt,
    actorType: "system",
    actorId: "test",
    action: "settings.updated",
    details,
  });
}

/** Runs `work` with the append-only triggers off: what someone with the database's superuser could do. */
async function asSuperuser(work: (db: Awaited<ReturnType<typeof getDb>>) => Promise<unknown>) {
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await work(tx as unknown as typeof db);
  });
}

describe("the audit trail", () => {
  it("records who did what — HR's sign-in, a view, a change (fields, never values), an export, a partner's change — with the request's origin, in one chain per employer", async () => {
    const tenant = await createTenant();
    const partner = apiClient(server.baseUrl, tenant);
    const created = await partner<{ id: string }>("POST", `/api/employers/${tenant.employerId}/employees`, {
      body: employeeBody({ ssn: "231-54-6789" }),
    });
    expect(created.status).toBe(201);
    const employeeId = created.body.id;
    const admin = await signInAdmin(server.baseUrl, tenant);
    expect((await admin.call("GET", `/api/admin/employees/${employeeId}`)).status).toBe(200);
    const patched = await admin.call("PATCH", `/api/admin/employees/${employeeId}`, [
      { op: "replace", path: "/isEligible", value: false },
    ]);
    expect(patched.status).toBe(200);
    expect((await admin.call("GET", "/api/admin/employees/export")).status).toBe(200);
    const renamed = await partner("PATCH", `/api/employers/${tenant.employerId}/employees/${employeeId}`, {
      body: [
        { op: "replace", path: "/lastName", value: "Quiñones-Test" },
        { op: "replace", path: "/ssn", value: "456-12-4321" },
      ],
      headers: { "content-type": "application/json-patch+json" },
    });
    expect(renamed.status).toBe(200);

    const trail = await trailOf(tenant.employerId);
    expect(trail.map((record) => record.action)).toEqual([
      "employee.created",
      "hr.signed_in",
      "employee.viewed",
      "employee.updated",
      "employees.exported",
      "employee.updated",
    ]);
    expect(trail.map((record) => record.sequence)).toEqual([1, 2, 3, 4, 5, 6]);
    const [byPartner, signedIn, viewed, byHr, exported, renamedByPartner] = trail;
    expect(byPartner).toMatchObject({ actorType: "partner", actorId: tenant.clientId, actorRole: null });
    expect(signedIn).toMatchObject({
      actorType: "admin",
      actorId: admin.adminId,
      actorRole: "owner",
      targetType: "admin",
      targetId: admin.adminId,
      details: { method: "password", factor: false },
    });
    expect(signedIn!.requestId).toMatch(/^req_/);
    expect(viewed).toMatchObject({ action: "employee.viewed", targetType: "employee", targetId: employeeId });
    expect(byHr).toMatchObject({ actorRole: "owner", details: { fields: ["isEligible"] } });
    expect(exported).toMatchObject({ details: { filters: { status: "all" }, searched: false } });
    expect(renamedByPartner).toMatchObject({ actorType: "partner", details: { fields: ["lastName", "ssn"] } });
    // The fields are named; no value is kept, the SSN least of all. The random parts of a record (its ids and
    // hashes) are left out of the scan: seven hashes hold "6789" or "4321" about once in 80 trails.
    const text = JSON.stringify(trail, (key, value: unknown) =>
      key === "id" || key.endsWith("Id") || key.endsWith("Hash") || key === "hash" ? undefined : value,
    );
    for (const value of ["Quiñones", "456-12-4321", "456124321", "231546789", "6789", "4321"])
      expect(text).not.toContain(value);
    // Each record links to the one before it.
    for (let i = 1; i < trail.length; i++) expect(trail[i]!.previousHash).toBe(trail[i - 1]!.hash);
    expect((await verifyAuditTrail({ ctx: await ctx(), employerId: tenant.employerId })).chains[0]!.problems).toEqual(
      [],
    );
  });

  it("records a failed sign-in in the person's employer's trail, and an unknown e-mail in the platform's without the address", async () => {
    const tenant = await createTenant();
    const admin = await signInAdmin(server.baseUrl, tenant);
    const signIn = (email: string, password: string) =>
      fetch(`${server.baseUrl}/api/admin/sign-in`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": "203.0.113.9" },
        body: JSON.stringify({ email, password }),
      });
    expect((await signIn(admin.email, "not-the-password")).status).toBe(401);
    const unknown = `nobody.${randomBytes(4).toString("hex")}@example.com`;
    expect((await signIn(unknown, "whatever-it-is")).status).toBe(401);

    const failures = (await trailOf(tenant.employerId)).filter((record) => record.action === "hr.sign_in_failed");
    expect(failures).toEqual([
      expect.objectContaining({
        actorType: "anonymous",
        targetType: "admin",
        targetId: admin.adminId,
        details: { reason: "wrong_password" },
      }),
    ]);
    const platform = await (
      await getDb()
    )
      .select()
      .from(auditRecords)
      .where(and(sql`${auditRecords.employerId} is null`, eq(auditRecords.action, "hr.sign_in_failed")));
    expect(platform.some((record) => record.details.reason === "unknown_email")).toBe(true);
    expect(JSON.stringify(platform)).not.toContain(unknown);
    expect(JSON.stringify(platform)).not.toContain("whatever-it-is");
  });

  it("records HR's refused calls — a role that does not allow it, a step-up owed — with the permission, the route and the request's id and address", async () => {
    const tenant = await createTenant();
    const viewer = await signInAdmin(server.baseUrl, tenant, "viewer");
    const owner = await signInAdmin(server.baseUrl, tenant);
    // The owner signed in more than 10 minutes ago: an export needs a fresh factor.
    await (
      await getDb()
    )
      .update(accountSessions)
      .set({ factorAt: new Date(Date.now() - 10 * 60 * 1000 - 1000) })
      .where(eq(accountSessions.accountId, owner.adminId));
    const from = "203.0.113.20";
    const callFrom = async (admin: typeof owner, method: string, path: string, body?: unknown) => {
      const cookie = `bo_session=${admin.cookie}`;
      const session = (await (await fetch(`${server.baseUrl}/api/admin/session`, { headers: { cookie } })).json()) as {
        csrfToken: string;
      };
      return fetch(`${server.baseUrl}${path}`, {
        method,
        headers: {
          cookie,
          "x-csrf-token": session.csrfToken,
          [PEER_ADDRESS_HEADER]: from,
          ...(body === undefined ? {} : { "content-type": "application/json" }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    };
    const refusals = [
      {
        admin: viewer,
        method: "PATCH",
        path: "/api/admin/hr-contact",
        body: { name: "Team" },
        code: "role_not_allowed",
        permission: "settings.manage",
      },
      { admin: viewer, method: "GET", path: "/api/admin/audit", code: "role_not_allowed", permission: "audit.read" },
      { admin: owner, method: "GET", path: "/api/admin/employees/export", code: "step_up_required" },
    ];
    const requestIds: string[] = [];
    for (const refusal of refusals) {
      const answer = await callFrom(refusal.admin, refusal.method, refusal.path, refusal.body);
      expect(answer.status, refusal.path).toBe(403);
      expect(((await answer.json()) as { code: string }).code).toBe(refusal.code);
      requestIds.push(answer.headers.get("request-id")!);
    }
    const refused = (await trailOf(tenant.employerId)).filter((record) => record.action === "hr.refused");
    expect(refused).toEqual(
      refusals.map((refusal, i) =>
        expect.objectContaining({
          actorType: "admin",
          actorId: refusal.admin.adminId,
          actorRole: refusal.admin === viewer ? "viewer" : "owner",
          requestId: requestIds[i],
          ipAddress: from,
          details: {
            code: refusal.code,
            ...(refusal.permission ? { permission: refusal.permission } : {}),
            route: `${refusal.method} ${refusal.path}`,
          },
        }),
      ),
    );
    // What was refused did not happen; its record stands on its own.
    expect((await trailOf(tenant.employerId)).filter((record) => record.action === "settings.updated")).toEqual([]);
  });

  it("cannot be changed: UPDATE, DELETE of a record still kept and TRUNCATE are refused, whoever asks", async () => {
    const tenant = await createTenant();
    await signInAdmin(server.baseUrl, tenant);
    const [record] = await trailOf(tenant.employerId);
    const db = await getDb();
    await expect(
      db.update(auditRecords).set({ action: "hr.signed_out" }).where(eq(auditRecords.id, record!.id)),
    ).rejects.toThrow();
    await expect(db.delete(auditRecords).where(eq(auditRecords.id, record!.id))).rejects.toThrow();
    await expect(db.execute(sql`truncate audit_records`)).rejects.toThrow();
    const [still] = await db.select().from(auditRecords).where(eq(auditRecords.id, record!.id));
    expect(still).toEqual(record);
  });

  it("audit:verify finds an edited record, a deleted one, and — against an anchor — a deleted last record", async () => {
    const tenant = await createTenant();
    const admin = await signInAdmin(server.baseUrl, tenant);
    for (let i = 0; i < 4; i++)
      expect((await admin.call("PATCH", "/api/admin/hr-contact", { name: `Team ${i}` })).status).toBe(200);
    const trail = await trailOf(tenant.employerId);
    expect(trail.length).toBe(5);
    const verify = async (anchors: string = "") =>
      verifyAuditTrail({ ctx: await ctx(), employerId: tenant.employerId, anchors: readAnchors(anchors) });
    const clean = await verify();
    expect(clean.chains[0]).toMatchObject({ records: 5, firstSequence: 1, problems: [] });
    const anchor = JSON.stringify({ chains: clean.chains });
    // A head line as the logger of earlier releases wrote it, a nine-digit run of the hash masked:
    // not a hash, so not checked, and said so.
    const head = clean.chains[0]!.head!;
    const masked = JSON.stringify({
      auditChain: {
        employerId: tenant.employerId,
        sequence: head.sequence,
        hash: `${head.hash.slice(0, 20)}[REDACTED]`,
      },
      msg: "audit chain sealed",
    });
    expect(await verify(masked)).toMatchObject({
      anchorProblems: [],
      unreadableAnchors: [{ employerId: tenant.employerId, sequence: head.sequence }],
    });

    // Edited: a change's details rewritten after the fact.
    await asSuperuser((db) =>
      db
        .update(auditRecords)
        .set({ details: { settings: "hr_contact", fields: [] } })
        .where(eq(auditRecords.id, trail[2]!.id)),
    );
    expect((await verify()).chains[0]!.problems).toEqual([{ kind: "edited", sequence: 3 }]);

    // Deleted: the record after the edited one.
    await asSuperuser((db) => db.delete(auditRecords).where(eq(auditRecords.id, trail[3]!.id)));
    expect((await verify()).chains[0]!.problems).toEqual([
      { kind: "edited", sequence: 3 },
      { kind: "missing", sequence: 4 },
    ]);

    // The last record deleted leaves no gap: only the anchor noted before shows it.
    await asSuperuser((db) => db.delete(auditRecords).where(eq(auditRecords.id, trail[4]!.id)));
    const tail = await verify(anchor);
    expect(tail.anchorProblems).toEqual([{ employerId: tenant.employerId, sequence: 5, kind: "anchor_missing" }]);
  });

  it("keeps records for their retention, then purges only each chain's head and notes where the chain now starts", async () => {
    const tenant = await createTenant();
    const db = await getDb();
    // Three entries from eight years ago, past the seven years they are kept, then two of today.
    const eightYearsAgo = new Date(Date.now() - 8 * 365 * 24 * 60 * 60 * 1000);
    for (const n of [1, 2, 3])
      await queueEntry({ employerId: tenant.employerId, details: { n }, occurredAt: eightYearsAgo });
    await recordAudit({
      ctx: await ctx(),
      entry: { action: "settings.updated", employerId: tenant.employerId, details: { n: 4 } },
    });
    await recordAudit({
      ctx: await ctx(),
      entry: { action: "settings.updated", employerId: tenant.employerId, details: { n: 5 } },
    });
    await sealAll();

    // Past retention a record may go; a kept one may not, even in the same statement.
    await expect(db.delete(auditRecords).where(eq(auditRecords.employerId, tenant.employerId))).rejects.toThrow();
    expect(await purgeExpiredAuditRecords({ ctx: await ctx() })).toBeGreaterThanOrEqual(3);
    const kept = await trailOf(tenant.employerId);
    expect(kept.map((record) => record.details.n)).toEqual([4, 5]);
    const [mark] = await db.select().from(auditPurges).where(eq(auditPurges.employerId, tenant.employerId));
    expect(mark).toMatchObject({ throughSequence: 3, records: 3, throughHash: kept[0]!.previousHash });
    // The marks are kept for good.
    await expect(db.update(auditPurges).set({ records: 0 }).where(eq(auditPurges.id, mark!.id))).rejects.toThrow();
    await expect(db.delete(auditPurges).where(eq(auditPurges.id, mark!.id))).rejects.toThrow();
    expect((await verifyAuditTrail({ ctx: await ctx(), employerId: tenant.employerId })).chains[0]).toMatchObject({
      records: 2,
      firstSequence: 4,
      problems: [],
    });
  });

  it("purges through audit_purge_expired only: never a record less than a year old, whatever its retain_until says", async () => {
    const tenant = await createTenant();
    const db = await getDb();
    // A record written today that claims to be due (the sealer refuses such a retention, so it is
    // written straight into the table, as whoever holds INSERT on it could).
    await db.insert(auditRecords).values({
      id: `aud_young_${randomBytes(4).toString("hex")}`,
      employerId: tenant.employerId,
      occurredAt: new Date(),
      actorType: "system",
      actorId: "test",
      action: "settings.updated",
      details: {},
      sequence: 1,
      previousHash: GENESIS_HASH,
      hash: GENESIS_HASH,
      retainUntil: new Date(Date.now() - 60_000),
    });
    await purgeExpiredAuditRecords({ ctx: await ctx() });
    expect(await trailOf(tenant.employerId)).toHaveLength(1);
    expect(await db.select().from(auditPurges).where(eq(auditPurges.employerId, tenant.employerId))).toEqual([]);
  });

  it("lets a queued entry leave the queue only by being sealed, saying what it said when queued", async () => {
    const tenant = await createTenant();
    await recordAudit({
      ctx: await ctx(),
      entry: { action: "settings.updated", employerId: tenant.employerId, details: { n: 1 } },
    });
    const db = await getDb();
    const [queued] = await db.select().from(auditQueue).where(eq(auditQueue.employerId, tenant.employerId));
    // No change, no removal, no emptying — by the role the tests connect with, a superuser on PostgreSQL.
    expect(
      await refusal(db.update(auditQueue).set({ action: "hr.signed_out" }).where(eq(auditQueue.id, queued!.id))),
    ).toMatch(/queued audit entries are not changed/);
    expect(await refusal(db.delete(auditQueue).where(eq(auditQueue.id, queued!.id)))).toMatch(
      /leave the queue only by being sealed/,
    );
    expect(await refusal(db.execute(sql`truncate audit_queue`))).toMatch(/queued audit entries are not changed/);
    // Nor by a record that says something else, written in the same transaction.
    const { ordinal: _ordinal, ...entry } = queued!;
    const asRecord = {
      sequence: 1,
      previousHash: GENESIS_HASH,
      hash: GENESIS_HASH,
      retainUntil: new Date(Date.now() + 400 * 86_400_000),
    };
    expect(
      await refusal(
        db.transaction(async (tx) => {
          await tx.delete(auditQueue).where(eq(auditQueue.id, queued!.id));
          await tx.insert(auditRecords).values({ ...entry, ...asRecord, details: { n: 2 } });
        }),
      ),
    ).toMatch(/leave the queue only by being sealed/);
    // audit_seal takes only what is queued, and never with a retention under a year.
    const seal = (entries: Array<Record<string, unknown>>) =>
      db.execute(sql`select audit_seal(${JSON.stringify(entries)}::jsonb)`);
    const chainColumns = { sequence: 1, previous_hash: GENESIS_HASH, hash: GENESIS_HASH, hash_key: null };
    expect(
      await refusal(
        seal([{ id: queued!.id, ...chainColumns, retain_until: new Date(Date.now() + 86_400_000).toISOString() }]),
      ),
    ).toMatch(/entries are queued, with a retention of a year or more/);
    expect(
      await refusal(seal([{ id: "aud_never_queued", ...chainColumns, retain_until: "2099-01-01T00:00:00Z" }])),
    ).toMatch(/0 of 1 entries are queued/);
    const [still] = await db.select().from(auditQueue).where(eq(auditQueue.id, queued!.id));
    expect(still).toEqual(queued);
    // Sealed, it is a record with the queued content, and the queue no longer holds it.
    const [record] = await trailOf(tenant.employerId);
    expect(record).toMatchObject({ id: queued!.id, action: "settings.updated", details: { n: 1 }, sequence: 1 });
    expect(await db.select().from(auditQueue).where(eq(auditQueue.id, queued!.id))).toEqual([]);
    // As the sealer of earlier releases sealed — delete, then insert the same content — passes too,
    // so their workers keep sealing while a release rolls out.
    await recordAudit({
      ctx: await ctx(),
      entry: { action: "settings.updated", employerId: tenant.employerId, details: { n: 3 } },
    });
    const [next] = await db.select().from(auditQueue).where(eq(auditQueue.employerId, tenant.employerId));
    const { ordinal: _nextOrdinal, ...nextEntry } = next!;
    await db.transaction(async (tx) => {
      await tx.delete(auditQueue).where(eq(auditQueue.id, next!.id));
      await tx.insert(auditRecords).values({ ...nextEntry, ...asRecord, sequence: 2, previousHash: record!.hash });
    });
    expect((await trailOf(tenant.employerId)).map((row) => row.details.n)).toEqual([1, 3]);
  });

  it("seals each queued entry once, in the order written, whichever worker seals", async () => {
    const tenant = await createTenant();
    for (let n = 0; n < 30; n++)
      await recordAudit({
        ctx: await ctx(),
        entry: { action: "settings.updated", employerId: tenant.employerId, details: { n } },
      });
    // Two sealers at once, as two workers on PostgreSQL: the advisory lock lets one grow the chain at a time.
    await Promise.all([
      sealAuditRecords({ ctx: await ctx(), retentionDays: 2557, batchSize: 7 }),
      sealAuditRecords({ ctx: await ctx(), retentionDays: 2557, batchSize: 7 }),
    ]);
    const trail = await trailOf(tenant.employerId);
    expect(trail.map((record) => record.details.n)).toEqual([...Array(30).keys()]);
    expect(trail.map((record) => record.sequence)).toEqual([...Array(30).keys()].map((n) => n + 1));
    const queued = await (await getDb()).select().from(auditQueue).where(eq(auditQueue.employerId, tenant.employerId));
    expect(queued).toEqual([]);
  });
});

describe("the keyed chain", () => {
  const KEY_A = randomBytes(32).toString("base64");
  const KEY_B = randomBytes(32).toString("base64");
  const KEY_C = randomBytes(32).toString("base64");
  /** The data keys as a ring of ids (undefined: back to the suite's own key, "default"). */
  function useRing(ring?: string) {
    if (ring) Object.assign(process.env, { DATA_ENCRYPTION_KEYS: ring, DATA_HASH_KEY: KEY_A });
    else for (const name of ["DATA_ENCRYPTION_KEYS", "DATA_HASH_KEY"]) delete process.env[name];
    resetEnvCache();
  }
  afterEach(() => useRing());

  const problemsOf = async (employerId: string) =>
    (await verifyAuditTrail({ ctx: await ctx(), employerId })).chains[0]!.problems;
  const settingChanged = async (employerId: string, n: number) =>
    recordAudit({ ctx: await ctx(), entry: { action: "settings.updated", employerId, details: { n } } });

  it("seals under the current data key and names it; verifies each record under its key across a rotation, names a key removed too early, and keys a chain's head under a new current key", async () => {
    const tenant = await createTenant();
    useRing(`*a=${KEY_A}`);
    await settingChanged(tenant.employerId, 1);
    await settingChanged(tenant.employerId, 2);
    await sealAll();
    useRing(`*b=${KEY_B},a=${KEY_A}`);
    await settingChanged(tenant.employerId, 3);
    await sealAll();
    expect((await trailOf(tenant.employerId)).map((record) => record.hashKey)).toEqual(["a", "a", "b"]);
    expect(await problemsOf(tenant.employerId)).toEqual([]);
    // Records are never re-keyed: the key stays in use, and in the ring, while they are kept.
    expect((await auditKeyIdsInUse(await getDb())).get("a")).toBeGreaterThanOrEqual(2);

    useRing(`*b=${KEY_B}`);
    expect(await problemsOf(tenant.employerId)).toEqual([
      { kind: "unknown_key", sequence: 1, keyId: "a" },
      { kind: "unknown_key", sequence: 2, keyId: "a" },
    ]);

    useRing(`*c=${KEY_C},b=${KEY_B},a=${KEY_A}`);
    expect(await problemsOf(tenant.employerId)).toEqual([
      { kind: "head_not_under_current_key", sequence: 3, keyId: "b" },
    ]);
    expect(await keyChainHeads({ ctx: await ctx() })).toBeGreaterThanOrEqual(1);
    await sealAll();
    const trail = await trailOf(tenant.employerId);
    expect(trail.at(-1)).toMatchObject({
      sequence: 4,
      action: "audit.chain_keyed",
      actorType: "system",
      hashKey: "c",
      details: { keyId: "c", previousKeyId: "b" },
    });
    expect(await problemsOf(tenant.employerId)).toEqual([]);
    // Keyed: nothing more to do for this chain.
    await keyChainHeads({ ctx: await ctx() });
    expect(await (await getDb()).select().from(auditQueue).where(eq(auditQueue.employerId, tenant.employerId))).toEqual(
      [],
    );
  });

  it("verifies records sealed before the chain was keyed as SHA-256 once a keyed record follows them, and catches every rewrite hashed forward without the key", async () => {
    const tenant = await createTenant();
    // Three records as the sealer wrote them before issue 37: plain SHA-256, no key id.
    const db = await getDb();
    let previousHash = GENESIS_HASH;
    for (const sequence of [1, 2, 3]) {
      const row = {
        id: `aud_legacy_${randomBytes(6).toString("hex")}`,
        employerId: tenant.employerId,
        occurredAt: new Date(Date.now() - 86_400_000 + sequence),
        actorType: "system",
        actorId: "test",
        actorRole: null,
        action: "settings.updated",
        targetType: null,
        targetId: null,
        details: { n: sequence },
        requestId: null,
        ipAddress: null,
        userAgent: null,
        sequence,
      };
      const hash = auditHash(previousHash, auditContentOf(row), sha256Hex);
      await db.insert(auditRecords).values({
        ...row,
        previousHash,
        hash,
        hashKey: null,
        retainUntil: new Date(Date.now() + 86_400_000),
      });
      previousHash = hash;
    }
    expect(await problemsOf(tenant.employerId)).toEqual([
      { kind: "head_not_under_current_key", sequence: 3, keyId: null },
    ]);
    // The worker's housekeeping (and audit:verify) keys the chain; what follows is keyed too.
    await keyChainHeads({ ctx: await ctx() });
    await sealAll();
    await settingChanged(tenant.employerId, 5);
    await sealAll();
    const { currentKeyId } = auditChainKeys();
    const trail = await trailOf(tenant.employerId);
    expect(trail.map((record) => [record.sequence, record.action, record.hashKey])).toEqual([
      [1, "settings.updated", null],
      [2, "settings.updated", null],
      [3, "settings.updated", null],
      [4, "audit.chain_keyed", currentKeyId],
      [5, "settings.updated", currentKeyId],
    ]);
    expect(await problemsOf(tenant.employerId)).toEqual([]);

    const wrongKey = (text: string) => createHmac("sha256", randomBytes(32)).update(text).digest("hex");
    const rewrites = [
      {
        what: "keyed records rewritten and hashed forward with plain SHA-256",
        from: 4,
        through: 5,
        hash: sha256Hex,
        hashKey: currentKeyId,
        found: [
          { kind: "edited", sequence: 4 },
          { kind: "edited", sequence: 5 },
        ],
      },
      {
        what: "the same with an HMAC under a wrong key",
        from: 5,
        through: 5,
        hash: wrongKey,
        hashKey: currentKeyId,
        found: [{ kind: "edited", sequence: 5 }],
      },
      {
        what: "keyed records passed off as sealed before keys, hashed with SHA-256",
        from: 4,
        through: 5,
        hash: sha256Hex,
        hashKey: null,
        found: [{ kind: "head_not_under_current_key", sequence: 5, keyId: null }],
      },
      {
        what: "a record sealed before keys rewritten and hashed forward with SHA-256 up to the keyed ones",
        from: 2,
        through: 3,
        hash: sha256Hex,
        hashKey: null,
        found: [{ kind: "broken_link", sequence: 4 }],
      },
    ];
    for (const rewrite of rewrites) {
      await rewriteForward(trail, rewrite);
      expect(await problemsOf(tenant.employerId), rewrite.what).toEqual(rewrite.found);
      await restore(trail);
      expect(await problemsOf(tenant.employerId), `${rewrite.what}, undone`).toEqual([]);
    }
  });
});

/**
 * What someone who can write the table does to records `from` to `through` (sequences): changes the
 * first one's details, then hashes each again with `hash`, naming `hashKey`, linked to the one
 * before — with the append-only trigger off.
 */
async function rewriteForward(
  trail: AuditRecordRow[],
  {
    from,
    through,
    hash,
    hashKey,
  }: { from: number; through: number; hash: (text: string) => string; hashKey: string | null },
) {
  let previousHash = trail.find((record) => record.sequence === from - 1)?.hash ?? GENESIS_HASH;
  await asSuperuser(async (db) => {
    for (const record of trail.filter((row) => row.sequence >= from && row.sequence <= through)) {
      const details = record.sequence === from ? { ...record.details, rewritten: true } : record.details;
      const rewritten = auditHash(previousHash, auditContentOf({ ...record, details }), hash);
      await db
        .update(auditRecords)
        .set({ details, previousHash, hash: rewritten, hashKey })
        .where(eq(auditRecords.id, record.id));
      previousHash = rewritten;
    }
  });
}

/** Puts the records back as they were sealed. */
async function restore(trail: AuditRecordRow[]) {
  await asSuperuser(async (db) => {
    for (const record of trail)
      await db
        .update(auditRecords)
        .set({ details: record.details, previousHash: record.previousHash, hash: record.hash, hashKey: record.hashKey })
        .where(eq(auditRecords.id, record.id));
  });
}

describe("the audit trail in the HR area", () => {
  it("shows owners their employer's records newest first, filtered and paged, including the last seconds not sealed yet; exports it as CSV, which is itself recorded", async () => {
    const tenant = await createTenant();
    const other = await createTenant();
    const owner = await signInAdmin(server.baseUrl, tenant);
    const outsider = await signInAdmin(server.baseUrl, other);
    for (let i = 0; i < 3; i++)
      expect((await owner.call("PATCH", "/api/admin/hr-contact", { name: `Team ${i}` })).status).toBe(200);

    type Page = {
      data: Array<{
        action: string;
        actor: { id: string; email: string | null; role: string | null };
        sequence: number | null;
      }>;
      next: string | null;
    };
    // Nothing sealed yet: the records show all the same.
    const first = await owner.call<Page>("GET", "/api/admin/audit?pageSize=2");
    expect(first.status).toBe(200);
    expect(first.body.data.map((record) => record.action)).toEqual(["settings.updated", "settings.updated"]);
    expect(first.body.data[0]!.actor).toMatchObject({ id: owner.adminId, email: owner.email, role: "owner" });
    const second = await owner.call<Page>(`GET`, `/api/admin/audit?pageSize=2&cursor=${first.body.next}`);
    expect(second.body.data.map((record) => record.action)).toEqual(["settings.updated", "hr.signed_in"]);
    expect(second.body.next).toBeNull();

    await sealAll();
    const sealed = await owner.call<Page>("GET", "/api/admin/audit?category=hr");
    expect(sealed.body.data.map((record) => [record.action, record.sequence])).toEqual([["hr.signed_in", 1]]);
    const byAction = await owner.call<Page>(`GET`, `/api/admin/audit?action=settings.updated&actorId=${owner.adminId}`);
    expect(byAction.body.data).toHaveLength(3);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    expect((await owner.call<Page>("GET", `/api/admin/audit?from=${tomorrow}`)).body.data).toEqual([]);

    for (const bad of ["action=card.eaten", "pageSize=0", "from=yesterday", "cursor=bm90LWEtY3Vyc29y", "employer=x"]) {
      const refused = await owner.call("GET", `/api/admin/audit?${bad}`);
      expect(refused.status, bad).toBe(400);
      expect(refused.headers.get("content-type")).toMatch(/application\/problem\+json/);
    }

    const csv = await owner.call("GET", "/api/admin/audit/export?category=settings");
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toMatch(/^text\/csv/);
    const lines = csv.text.trim().split("\n");
    expect(lines[0]).toBe(
      "Time (UTC),Action,Actor type,Actor ID,Actor name,Actor e-mail,Role,Target type,Target ID,Details,Request ID,IP address,User agent,Sequence",
    );
    expect(lines.slice(1).every((line) => line.includes(",settings.updated,admin,"))).toBe(true);
    expect(lines).toHaveLength(4);
    const exported = await owner.call<Page>("GET", "/api/admin/audit?action=audit.exported");
    expect(exported.body.data).toHaveLength(1);
    // Another employer's records are never among them.
    const everything = JSON.stringify((await owner.call("GET", "/api/admin/audit?pageSize=100")).body);
    expect(everything).toContain(owner.adminId);
    expect(everything).not.toContain(outsider.adminId);
  });
});

describe.skipIf(process.env.DATABASE_KIND !== "postgres")("npm run audit:verify (PostgreSQL: another process)", () => {
  /** The command as an operator runs it, on this suite's database; its exit code and JSON report. */
  async function runVerify(args: string[]) {
    const { spawnSync } = await import("node:child_process");
    const result = spawnSync(process.execPath, commandArgs("audit-verify", ...args), {
      env: { ...process.env, APP_ENV: "sandbox" },
      encoding: "utf8",
      timeout: 60_000,
    });
    return {
      status: result.status,
      report: JSON.parse(result.stdout || "{}") as {
        ok: boolean;
        chains: Array<{ problems: unknown[] }>;
        anchorProblems: unknown[];
      },
      stderr: result.stderr,
    };
  }

  it("exits 0 for an intact chain and 1 for an edited record, a deleted one, or — with anchors — a deleted last record", async () => {
    const tenant = await createTenant();
    const admin = await signInAdmin(server.baseUrl, tenant);
    for (let i = 0; i < 3; i++)
      expect((await admin.call("PATCH", "/api/admin/hr-contact", { name: `Team ${i}` })).status).toBe(200);
    const intact = await runVerify(["--employer", tenant.employerId]);
    expect(intact.status, intact.stderr).toBe(0);
    expect(intact.report.ok).toBe(true);
    const anchors = `${(await import("node:os")).tmpdir()}/audit-anchors-${tenant.employerId}.json`;
    (await import("node:fs")).writeFileSync(anchors, JSON.stringify(intact.report));

    const trail = await trailOf(tenant.employerId);
    await asSuperuser((db) => db.delete(auditRecords).where(eq(auditRecords.id, trail[trail.length - 1]!.id)));
    // The last record gone leaves no gap: only the anchor from the run before finds it.
    expect((await runVerify(["--employer", tenant.employerId, "--no-seal"])).status).toBe(0);
    const anchored = await runVerify(["--employer", tenant.employerId, "--no-seal", "--anchors", anchors]);
    expect(anchored.status).toBe(1);
    expect(anchored.report.anchorProblems).toHaveLength(1);

    await asSuperuser((db) => db.update(auditRecords).set({ details: {} }).where(eq(auditRecords.id, trail[1]!.id)));
    const edited = await runVerify(["--employer", tenant.employerId, "--no-seal"]);
    expect(edited.status).toBe(1);
    expect(edited.report.chains[0]!.problems).toEqual([{ kind: "edited", sequence: 2 }]);
  });
});

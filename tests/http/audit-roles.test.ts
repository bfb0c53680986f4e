import { spawnSync } from "node:child_process";
import { createHmac, randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { asc, eq } from "drizzle-orm";
import { Client } from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { closeDb, getDb } from "@/db/client";
import { auditQueue, auditRecords, type AuditRecordRow } from "@/db/schema";
import { auditRewritableBy } from "@/db/serving-role";
import { resetThrottleStore } from "@/lib/throttles/throttle-store";
import { auditHash, GENESIS_HASH } from "@/lib/domain/security/audit-chain";
import { sealAuditTrail } from "@/lib/jobs/seal-audit-trail";
import { capturedLogLines } from "@/lib/logger";
import { resetPaymentsProvider } from "@/lib/providers/payments";
import { auditChainKeys, sha256Hex } from "@/lib/services/audit/audit-chain-keys";
import { recordAudit } from "@/lib/services/audit/record-audit";
import { auditContentOf } from "@/lib/services/audit/seal-audit-records";
import { systemWideContext } from "@/lib/services/context";

import { commandArgs } from "../support/commands";
import { createTwoRoleDatabase } from "../support/database-roles";
import { createTenant, signInAdmin } from "../support/fixtures";
import { httpHarness } from "../support/http-harness";
import { PRODUCTION_ENV, REAL_PROVIDERS, startProductionAsync } from "../support/production-env";

// Issue 37, item 5: an audit trail the app itself cannot rewrite. Production as docs/deploy.md sets
// it up ("Database roles"): a fresh database owned by a role that migrates it, and the app serving
// with a role of its own, neither a superuser. The app's role may read and append to the trail and
// nothing more; what the owner (or a superuser) can still do — rewrite records and hash them
// forward — `audit:verify` finds without anchors, because the chain is keyed with a key the database
// does not hold; and the anchors the server logs check out on an untouched trail. PostgreSQL only.

const postgres = process.env.DATABASE_KIND === "postgres";

let roles: Awaited<ReturnType<typeof createTwoRoleDatabase>>;

/** A connection as one of the roles, for what the app's code never does. */
async function connectAs(url: string): Promise<Client> {
  const client = new Client({ connectionString: url });
  await client.connect();
  return client;
}

/** The database's refusal of a statement, or "not refused". */
async function refusal(client: Client, statement: string, values: unknown[] = []): Promise<string> {
  try {
    await client.query(statement, values);
    return "not refused";
  } catch (error) {
    return (error as Error).message;
  }
}

describe.skipIf(!postgres)("the audit trail in production, the app serving with a role of its own", () => {
  // Before the harness: the two roles' database, and the suite's database handle, payments provider
  // and throttle store dropped (each is made again on first use, from production's configuration).
  // After its teardown, the same dropped again (the suite's configuration is back), then the database.
  const dropFromEnv = async () => {
    await closeDb();
    resetPaymentsProvider();
    await resetThrottleStore();
  };
  beforeAll(async () => {
    roles = await createTwoRoleDatabase();
    await dropFromEnv();
  });
  afterAll(async () => {
    await dropFromEnv();
    await roles?.drop();
  });
  const { server } = httpHarness({
    tenant: false,
    env: () => ({ ...PRODUCTION_ENV, DATABASE_URL: roles.appUrl, MIGRATION_DATABASE_URL: roles.ownerUrl }),
  });
  // Migrates as the owner, which grants the app's role; production then checks that role.
  beforeAll(() => getDb());

  const ctx = async () => systemWideContext(await getDb(), "test");
  const trailOf = async (employerId: string) =>
    (await getDb())
      .select()
      .from(auditRecords)
      .where(eq(auditRecords.employerId, employerId))
      .orderBy(asc(auditRecords.sequence));

  /** An employer with an HR owner who changed a setting, every entry sealed by the worker's job. */
  async function employerWithTrail() {
    const tenant = await createTenant();
    const admin = await signInAdmin(server.baseUrl, tenant);
    expect((await admin.call("PATCH", "/api/admin/hr-contact", { name: "Team 0" })).status).toBe(200);
    while ((await sealAuditTrail(await getDb())) > 0);
    return { tenant, admin };
  }

  it("lets the app's role read and append, nothing more: no trigger disabled, no UPDATE granted to itself, no record still kept deleted, no queued entry changed or removed but by sealing (nor by the owner)", async () => {
    const { tenant } = await employerWithTrail();
    const [record] = await trailOf(tenant.employerId);
    expect(record).toMatchObject({ action: "hr.signed_in", sequence: 1 });
    await recordAudit({
      ctx: await ctx(),
      entry: { action: "settings.updated", employerId: tenant.employerId, details: { queued: true } },
    });
    const [queued] = await (
      await getDb()
    )
      .select()
      .from(auditQueue)
      .where(eq(auditQueue.employerId, tenant.employerId));

    const app = await connectAs(roles.appUrl);
    try {
      for (const table of ["audit_records", "audit_queue", "audit_purges"]) {
        expect(await refusal(app, `alter table ${table} disable trigger all`), table).toMatch(/must be owner/);
        expect(await refusal(app, `truncate ${table}`), table).toMatch(/permission denied/);
      }
      expect(await refusal(app, "set session_replication_role = replica")).toMatch(/permission denied/);
      expect(
        await refusal(
          app,
          "create or replace function audit_queue_guard() returns trigger language plpgsql as $$ begin return old; end $$",
        ),
      ).toMatch(/permission denied for schema public|must be owner/);
      // GRANT by a role without the grant option is a warning, not an error: the privilege is not there.
      await app.query("grant update, delete on audit_records, audit_queue to current_user");
      const held = await app.query<{ update: boolean; delete: boolean }>(
        "select has_table_privilege('audit_records', 'UPDATE') as update, has_table_privilege('audit_records', 'DELETE') as delete",
      );
      expect(held.rows[0]).toEqual({ update: false, delete: false });
      expect(await refusal(app, "update audit_records set details = '{}' where id = $1", [record!.id])).toMatch(
        /permission denied/,
      );
      expect(await refusal(app, "delete from audit_records where id = $1", [record!.id])).toMatch(/permission denied/);
      // The purge is the only way out, and it keeps what retention keeps.
      const purged = await app.query("select * from audit_purge_expired($1, $2, 100)", [
        tenant.employerId,
        "aud_purge_x",
      ]);
      expect(purged.rows).toEqual([]);
      expect((await trailOf(tenant.employerId))[0]).toEqual(record);

      // The queue: no change, no removal — not even claiming to be the sealer — but by audit_seal.
      expect(await refusal(app, "update audit_queue set action = 'hr.signed_out' where id = $1", [queued!.id])).toMatch(
        /permission denied/,
      );
      expect(await refusal(app, "delete from audit_queue where id = $1", [queued!.id])).toMatch(/permission denied/);
      expect(
        await refusal(app, "select audit_seal($1::jsonb)", [
          JSON.stringify([
            {
              id: queued!.id,
              sequence: 99,
              previous_hash: GENESIS_HASH,
              hash: GENESIS_HASH,
              hash_key: null,
              retain_until: new Date().toISOString(),
            },
          ]),
        ]),
      ).toMatch(/with a retention of a year or more/);
      expect(await (await getDb()).select().from(auditQueue).where(eq(auditQueue.id, queued!.id))).toEqual([queued]);

      // What the app can do, through the functions: seal.
      while ((await sealAuditTrail(await getDb())) > 0);
      expect((await trailOf(tenant.employerId)).at(-1)).toMatchObject({ id: queued!.id, details: { queued: true } });
      expect(await (await getDb()).select().from(auditQueue).where(eq(auditQueue.id, queued!.id))).toEqual([]);
      expect(await auditRewritableBy(app)).toBeUndefined();
    } finally {
      await app.end();
    }
    const owner = await connectAs(roles.ownerUrl);
    try {
      expect(await auditRewritableBy(owner)).toBe(`(${roles.owner}) owns the audit trail's tables`);
      // Even the owner removes a queued entry only by sealing it, short of turning the trigger off.
      await recordAudit({
        ctx: await ctx(),
        entry: { action: "settings.updated", employerId: tenant.employerId, details: { queued: 2 } },
      });
      const [second] = await (
        await getDb()
      )
        .select()
        .from(auditQueue)
        .where(eq(auditQueue.employerId, tenant.employerId));
      expect(await refusal(owner, "delete from audit_queue where id = $1", [second!.id])).toMatch(
        /leave the queue only by being sealed/,
      );
    } finally {
      await owner.end();
    }
  });

  it("refuses to start production with a role that could rewrite the trail, and starts with the app's role alone once migrated", async () => {
    const env = { ...PRODUCTION_ENV, ...REAL_PROVIDERS };
    // Persona is not reachable here: start-up says so and goes on (tests/http/production.test.ts).
    const asOwner = await startProductionAsync({ ...env, DATABASE_URL: roles.ownerUrl }, "http://127.0.0.1:9");
    expect(asOwner.status).not.toBe(0);
    expect(asOwner.stderr).toContain(
      `DATABASE_URL: the role it connects as (${roles.owner}) owns the audit trail's tables, so the app could rewrite the audit trail`,
    );
    const asApp = await startProductionAsync({ ...env, DATABASE_URL: roles.appUrl }, "http://127.0.0.1:9");
    expect(asApp.stderr).not.toMatch(/DATABASE_URL/);
    expect(asApp.stdout).toContain("ready");
    expect(asApp.status).toBe(0);
  });

  it("audit:verify, as the app's role, passes an untouched trail against the server's own anchor lines, and without anchors catches records the owner rewrote and hashed forward with SHA-256 or a wrong key", async () => {
    const { tenant, admin } = await employerWithTrail();
    // Until a head's hash holds a nine-digit run, which the scrubber of earlier releases masked in the log.
    const firstLine = capturedLogLines.length;
    let heads: AuditRecordRow[] = [];
    for (let i = 1; i <= 100 && !heads.some((head) => /(?<!\d)\d{9}(?!\d)/.test(head.hash)); i++) {
      expect((await admin.call("PATCH", "/api/admin/hr-contact", { name: `Team ${i}` })).status).toBe(200);
      while ((await sealAuditTrail(await getDb())) > 0);
      heads = [...heads, (await trailOf(tenant.employerId)).at(-1)!];
    }
    const ssnShaped = heads.find((head) => /(?<!\d)\d{9}(?!\d)/.test(head.hash));
    expect(ssnShaped).toBeDefined();
    const logged = capturedLogLines.slice(firstLine).join("");
    expect(logged).toContain(`"hash":"${ssnShaped!.hash}"`);
    const anchors = path.join(os.tmpdir(), `audit-anchors-${tenant.employerId}.log`);
    fs.writeFileSync(anchors, logged);

    const untouched = runVerify(["--anchors", anchors]);
    expect(untouched.status, untouched.stderr).toBe(0);
    expect(untouched.report).toMatchObject({ ok: true, anchorProblems: [], unreadableAnchors: [] });

    const trail = await trailOf(tenant.employerId);
    const { currentKeyId } = auditChainKeys();
    const wrongKey = (text: string) => createHmac("sha256", randomBytes(32)).update(text).digest("hex");
    const owner = await connectAs(roles.ownerUrl);
    try {
      // What the owner can do that the app cannot: give itself UPDATE and turn the trigger off.
      await owner.query("grant update on audit_records to current_user");
      for (const [what, hash, hashKey, found] of [
        ["hashed forward with plain SHA-256", sha256Hex, currentKeyId, "edited"],
        ["hashed forward under a wrong key", wrongKey, currentKeyId, "edited"],
        ["passed off as sealed before keys, with plain SHA-256", sha256Hex, null, "head_not_under_current_key"],
      ] as const) {
        await rewriteForward(owner, trail, 2, hash, hashKey);
        const rewritten = runVerify(["--employer", tenant.employerId, "--no-seal"]);
        expect(rewritten.status, what).toBe(1);
        expect(rewritten.report.chains[0]!.problems, what).toContainEqual(expect.objectContaining({ kind: found }));
        await restore(owner, trail);
        expect(runVerify(["--employer", tenant.employerId, "--no-seal"]).status, `${what}, undone`).toBe(0);
      }
    } finally {
      await owner.end();
    }
  });
});

/** `npm run audit:verify` in its own process, as the app's role (no MIGRATION_DATABASE_URL). */
function runVerify(args: string[]) {
  const { MIGRATION_DATABASE_URL: _owner, ...env } = process.env;
  const result = spawnSync(process.execPath, commandArgs("audit-verify", ...args), {
    env: { ...env, NODE_ENV: "production" },
    encoding: "utf8",
    timeout: 60_000,
  });
  return {
    status: result.status,
    stderr: result.stderr,
    report: JSON.parse(result.stdout || "{}") as {
      ok: boolean;
      chains: Array<{ problems: Array<{ kind: string }> }>;
      anchorProblems: unknown[];
      unreadableAnchors: unknown[];
    },
  };
}

/** As the owner, with the append-only trigger off: record `from` (a sequence) onwards changed and hashed again. */
async function rewriteForward(
  owner: Client,
  trail: AuditRecordRow[],
  from: number,
  hash: (text: string) => string,
  hashKey: string | null,
) {
  let previousHash = trail.find((record) => record.sequence === from - 1)!.hash;
  await withTriggerOff(owner, async () => {
    for (const record of trail.filter((row) => row.sequence >= from)) {
      const details = record.sequence === from ? { ...record.details, rewritten: true } : record.details;
      const rewritten = auditHash(previousHash, auditContentOf({ ...record, details }), hash);
      await owner.query(
        "update audit_records set details = $2, previous_hash = $3, hash = $4, hash_key = $5 where id = $1",
        [record.id, JSON.stringify(details), previousHash, rewritten, hashKey],
      );
      previousHash = rewritten;
    }
  });
}

async function restore(owner: Client, trail: AuditRecordRow[]) {
  await withTriggerOff(owner, async () => {
    for (const record of trail)
      await owner.query(
        "update audit_records set details = $2, previous_hash = $3, hash = $4, hash_key = $5 where id = $1",
        [record.id, JSON.stringify(record.details), record.previousHash, record.hash, record.hashKey],
      );
  });
}

async function withTriggerOff(owner: Client, work: () => Promise<void>) {
  await owner.query("begin");
  await owner.query("alter table audit_records disable trigger audit_records_no_change");
  try {
    await work();
    await owner.query("alter table audit_records enable trigger audit_records_no_change");
    await owner.query("commit");
  } catch (error) {
    await owner.query("rollback");
    throw error;
  }
}

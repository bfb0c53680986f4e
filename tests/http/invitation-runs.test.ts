// HR's invitation of everyone the filters select (lib/services/admin/start-invitation-run.ts and
// lib/jobs/send-invitation-runs.ts): the selection taken once with the one-by-one rules, the
// e-mails at the employer's throttle with their progress, a cancel, and a worker killed with
// SIGKILL in the middle: nobody gets two.
import { spawn } from "node:child_process";

import { and, eq, inArray, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

import { getDb } from "@/db/client";
import { devMailOutbox, employees, invitationRunRecipients } from "@/db/schema";
import { sendInvitationRuns } from "@/lib/jobs/send-invitation-runs";
import { skipReasonSql } from "@/lib/services/admin/invite-employees";
import { resetThrottleStore } from "@/lib/throttles/throttle-store";

import { commandArgs, ROOT } from "../support/commands";
import { apiClient, createTenant, employeeBody, signInAdmin } from "../support/fixtures";
import { httpHarness } from "../support/http-harness";

type Run = {
  id: string;
  status: string;
  selected: number;
  skipped: Record<string, number>;
  recipients: { sent: number; interrupted: number; [status: string]: number };
};

beforeAll(() => resetThrottleStore());
const { server } = httpHarness({ tenant: false });
const postgres = process.env.DATABASE_KIND === "postgres";

async function setUp(people: number) {
  const tenant = await createTenant();
  const partner = apiClient(server.baseUrl, tenant);
  const admin = await signInAdmin(server.baseUrl, tenant);
  const create = async (overrides: Record<string, unknown> = {}) =>
    (
      await partner<{ id: string }>("POST", `/api/employers/${tenant.employerId}/employees`, {
        body: employeeBody({ payrollScheduleId: tenant.activeScheduleId, ssn: undefined, ...overrides }),
      })
    ).body.id;
  const ids = [];
  for (let i = 0; i < people; i++) ids.push(await create({ lastName: `Invitee${String(i).padStart(4, "0")}` }));
  return { tenant, admin, create, ids };
}

const mailsTo = async (addresses: string[]) => {
  const rows = await (
    await getDb()
  )
    .select({ to: devMailOutbox.to })
    .from(devMailOutbox)
    .where(inArray(devMailOutbox.to, addresses));
  const counts = new Map<string, number>();
  for (const { to } of rows) counts.set(to, (counts.get(to) ?? 0) + 1);
  return counts;
};

const emailsOf = async (ids: string[]) =>
  (await (await getDb()).select({ email: employees.email }).from(employees).where(inArray(employees.id, ids))).map(
    (row) => row.email,
  );

const drain = async () => {
  const db = await getDb();
  while ((await sendInvitationRuns(db, { allowance: async () => true, interruptedAfterMs: 0 })) > 0);
};

describe("inviting everyone selected", () => {
  it("takes the selection once by the one-by-one rules, sends at the throttle with its progress, each person once", async () => {
    const { tenant, admin, create, ids } = await setUp(5);
    const complete = await create({ ssn: "231-54-8765", lastName: "Complete" });
    const db = await getDb();
    await db.update(employees).set({ requirementsComplete: true }).where(eq(employees.id, complete));
    const recent = ids[0]!;
    await db
      .update(employees)
      .set({ invitedAt: new Date(Date.now() - 3_600_000) })
      .where(eq(employees.id, recent));

    const started = await admin.call<Run>("POST", "/api/admin/invitation-runs", { filter: {} });
    expect(started.status).toBe(201);
    expect(started.body).toMatchObject({
      status: "sending",
      selected: 6,
      skipped: { already_complete: 1, recently_invited: 1 },
      recipients: { pending: 4, sent: 0 },
    });
    // The SQL rule is the one-by-one rule: the same reason for every person.
    const reasons = await db
      .select({ id: employees.id, reason: skipReasonSql(new Date()) })
      .from(employees)
      .where(eq(employees.employerId, tenant.employerId));
    expect(Object.fromEntries(reasons.map((r) => [r.id, r.reason]))).toMatchObject({
      [complete]: "already_complete",
      [recent]: "recently_invited",
      [ids[1]!]: null,
    });

    // Two points of the throttle: two e-mails, the rest wait for the next round.
    let points = 2;
    await sendInvitationRuns(db, { allowance: async () => points-- > 0 });
    const halfway = await admin.call<Run>("GET", `/api/admin/invitation-runs/${started.body.id}`);
    expect(halfway.body).toMatchObject({ status: "sending", recipients: { sent: 2, pending: 2 } });

    await drain();
    const done = await admin.call<Run>("GET", `/api/admin/invitation-runs/${started.body.id}`);
    expect(done.body).toMatchObject({ status: "finished", recipients: { sent: 4, pending: 0, sending: 0 } });
    const mails = await mailsTo(await emailsOf([...ids.slice(1), complete, recent]));
    expect([...mails.values()]).toEqual([1, 1, 1, 1]);
    expect((await admin.call<{ data: Run[] }>("GET", "/api/admin/invitation-runs")).body.data[0]!.id).toBe(
      started.body.id,
    );
  });

  it("checks each person again when their turn comes, and a cancel stops the rest", async () => {
    const { admin, ids } = await setUp(4);
    const started = await admin.call<Run>("POST", "/api/admin/invitation-runs", { filter: { q: "invitee" } });
    const db = await getDb();
    // Completed since the selection was taken: skipped, with the reason.
    await db.update(employees).set({ requirementsComplete: true }).where(eq(employees.id, ids[0]!));
    let points = 2;
    await sendInvitationRuns(db, { allowance: async () => points-- > 0 });
    const canceled = await admin.call<Run>("POST", `/api/admin/invitation-runs/${started.body.id}/cancel`);
    expect(canceled.body).toMatchObject({ status: "canceled", recipients: { skipped: 1, sent: 1, canceled: 2 } });
    await drain();
    expect([...(await mailsTo(await emailsOf(ids))).values()]).toEqual([1]);
    const [skipped] = await db
      .select({ reason: invitationRunRecipients.reason })
      .from(invitationRunRecipients)
      .where(eq(invitationRunRecipients.employeeId, ids[0]!));
    expect(skipped?.reason).toBe("already_complete");
  });

  it("never sends again what a dead worker left sending: it is counted interrupted", async () => {
    const { admin, ids } = await setUp(2);
    const started = await admin.call<Run>("POST", "/api/admin/invitation-runs", { filter: {} });
    const db = await getDb();
    // As a worker killed between its claim and the mail server leaves the first person.
    await db
      .update(invitationRunRecipients)
      .set({ status: "sending", attempts: 1, lastAttemptAt: new Date(Date.now() - 60_000) })
      .where(and(eq(invitationRunRecipients.runId, started.body.id), eq(invitationRunRecipients.employeeId, ids[0]!)));
    // Not yet old enough to be given up on: left alone, and the run is not finished.
    await sendInvitationRuns(db, { allowance: async () => true, interruptedAfterMs: 120_000 });
    expect((await admin.call<Run>("GET", `/api/admin/invitation-runs/${started.body.id}`)).body).toMatchObject({
      status: "sending",
      recipients: { sending: 1, sent: 1 },
    });
    await drain();
    expect((await admin.call<Run>("GET", `/api/admin/invitation-runs/${started.body.id}`)).body).toMatchObject({
      status: "finished",
      recipients: { interrupted: 1, sent: 1, sending: 0 },
    });
    const mails = await mailsTo(await emailsOf(ids));
    expect(mails.size).toBe(1);
    expect(mails.has((await emailsOf([ids[0]!]))[0]!)).toBe(false);
  });

  it("refuses a viewer, and another employer's run is not found", async () => {
    const { admin } = await setUp(1);
    const started = await admin.call<Run>("POST", "/api/admin/invitation-runs", { filter: {} });
    const other = await signInAdmin(server.baseUrl, await createTenant());
    expect((await other.call("GET", `/api/admin/invitation-runs/${started.body.id}`)).status).toBe(404);
    expect((await other.call("POST", `/api/admin/invitation-runs/${started.body.id}/cancel`)).status).toBe(404);
    const { tenant } = await setUp(0);
    const viewer = await signInAdmin(server.baseUrl, tenant, "viewer");
    expect((await viewer.call("POST", "/api/admin/invitation-runs", { filter: {} })).status).toBe(403);
    expect((await admin.call("POST", "/api/admin/invitation-runs", { filter: { nope: 1 } })).status).toBe(422);
  });

  it.runIf(postgres)(
    "survives the worker killed with SIGKILL mid-way: nobody gets two, and the run finishes",
    async () => {
      const { admin, ids } = await setUp(60);
      const started = await admin.call<Run>("POST", "/api/admin/invitation-runs", { filter: {} });
      const db = await getDb();
      const sentSoFar = async () =>
        Number(
          (
            await db
              .select({ n: sql<number>`count(*)` })
              .from(invitationRunRecipients)
              .where(
                and(
                  eq(invitationRunRecipients.runId, started.body.id),
                  inArray(invitationRunRecipients.status, ["sent", "sending"]),
                ),
              )
          )[0]!.n,
        );
      const child = spawn(process.execPath, commandArgs("worker"), {
        cwd: ROOT,
        env: { ...process.env, RATE_LIMIT_INVITES_PER_EMPLOYER: "100000/1h", LOG_LEVEL: "warn" },
        stdio: ["ignore", "pipe", "pipe"],
      });
      const exited = new Promise((resolve) => child.once("exit", resolve));
      const deadline = Date.now() + 25_000;
      while ((await sentSoFar()) < 10) {
        if (Date.now() > deadline) throw new Error("the worker sent nothing");
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      child.kill("SIGKILL");
      await exited;
      const before = await sentSoFar();
      expect(before).toBeLessThan(60);

      await drain();
      const done = await admin.call<Run>("GET", `/api/admin/invitation-runs/${started.body.id}`);
      expect(done.body.status).toBe("finished");
      expect(done.body.recipients.sent + done.body.recipients.interrupted).toBe(60);
      expect(done.body.recipients.interrupted).toBeLessThanOrEqual(1);
      const mails = await mailsTo(await emailsOf(ids));
      expect(Math.max(...mails.values())).toBe(1);
      expect(mails.size).toBeGreaterThanOrEqual(59);
    },
  );
});

import { eq, sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";

import { getDb } from "@/db/client";
import { adverseActionNotices, atrSubmissions, devMailOutbox, employees } from "@/db/schema";
import { resetEnvCache } from "@/lib/env";
import { purgeExpiredAdverseActionNotices } from "@/lib/services/adverse-action/purge-expired-notices";
import { sendPendingAdverseActionNotices } from "@/lib/services/adverse-action/send-adverse-action-notice";
import { systemWideContext } from "@/lib/services/context";

import { apiClient, createTenant, employeeBody, signInAdmin } from "../support/fixtures";
import { httpHarness } from "../support/http-harness";

const { server, tenant, call } = httpHarness();

type Decision = { id: string; status: string; principalReasons: string[]; adverseActionNoticeId: string | null };
type Notice = {
  id: string;
  atrId: string;
  language: string;
  emailStatus: string;
  expiresAt: string;
  createdAt: string;
  content: Record<
    "en" | "es",
    {
      subject: string;
      reasons: string[];
      ecoaNotice: string;
      creditor: { name: string };
      agency: { name: string };
      text: string;
    }
  >;
};

// $42,558.23 a year with $1,500 a month of obligations: declined on the debt-to-income limit by one cent.
const DECLINED = { annualIncome: 4_255_823, monthlyObligations: 150_000 };
const PASSED = { annualIncome: 5_200_000, monthlyObligations: 150_000 };

async function newEmployee() {
  const created = await call<{ id: string; email: string }>("POST", `/api/employers/${tenant.employerId}/employees`, {
    body: employeeBody({ payrollScheduleId: tenant.activeScheduleId }),
  });
  return {
    id: created.body.id,
    email: created.body.email,
    base: `/api/employers/${tenant.employerId}/employees/${created.body.id}`,
  };
}

const mailsTo = async (email: string) =>
  (await getDb()).select().from(devMailOutbox).where(eq(devMailOutbox.to, email));
const noticeRow = async (id: string) =>
  (await (await getDb()).select().from(adverseActionNotices).where(eq(adverseActionNotices.id, id)))[0];

/** The employee's portal session through an invite link, as a browser gets it. */
async function portalFor(base: string) {
  const invite = await call<{ url: string }>("POST", `${base}/invite-link`);
  const opened = await fetch(`${server.baseUrl}${new URL(invite.body.url).pathname}`, { redirect: "manual" });
  const cookie = /bo_session=([^;]+)/.exec(opened.headers.get("set-cookie") ?? "")?.[1];
  return async (path: string) => {
    const response = await fetch(`${server.baseUrl}${path}`, { headers: { cookie: `bo_session=${cookie}` } });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
}

describe("a declined ATR decision", () => {
  it("keeps the ranked reasons on the decision record and sends the notice at once, in English", async () => {
    const employee = await newEmployee();
    const declined = await call<Decision>("POST", `${employee.base}/atr`, { body: DECLINED });
    expect(declined.status).toBe(201);
    expect(declined.body).toMatchObject({ status: "Failed ATR", principalReasons: ["excessive_obligations"] });
    expect(declined.body.adverseActionNoticeId).toMatch(/^aan_/);

    const [record] = await (await getDb()).select().from(atrSubmissions).where(eq(atrSubmissions.id, declined.body.id));
    expect(record).toMatchObject({
      annualIncomeCents: 4_255_823,
      monthlyObligationsCents: 150_000,
      payFrequency: "biweekly",
      settingsVersion: "2026-11-01",
      rankedReasons: ["excessive_obligations"],
    });

    const notice = (await noticeRow(declined.body.adverseActionNoticeId!))!;
    expect(notice).toMatchObject({ language: "en", emailStatus: "sent", emailAttempts: 1, emailTo: employee.email });
    const months =
      (notice.expiresAt.getUTCFullYear() - notice.createdAt.getUTCFullYear()) * 12 +
      notice.expiresAt.getUTCMonth() -
      notice.createdAt.getUTCMonth();
    expect(months).toBe(25);

    const mails = await mailsTo(employee.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(notice.content.en.subject);
    expect(mails[0]!.text).toBe(notice.content.en.text);
    expect(mails[0]!.text).toContain(
      "The Federal Equal Credit Opportunity Act prohibits creditors from discriminating",
    );
    expect(mails[0]!.text).toContain("Excessive obligations in relation to income");
    expect(mails[0]!.text).toContain("Sandbox Benefits Card Program (test creditor)");
    expect(mails[0]!.text).toContain("Federal Trade Commission");
    // Nothing the person reported travels by e-mail.
    expect(mails[0]!.text).not.toMatch(/42,558|1,500|4255823|150000/);
  });

  it("writes in Spanish when the portal or the partner asks for it", async () => {
    const employee = await newEmployee();
    const declined = await call<Decision>("POST", `${employee.base}/atr`, {
      body: { annualIncome: 0, monthlyObligations: 0 },
      headers: { "accept-language": "es-MX,es;q=0.9" },
    });
    expect(declined.body.principalReasons).toEqual(["no_income"]);
    const [mail] = await mailsTo(employee.email);
    expect(mail!.text).toMatch(/^Aviso de la decisión sobre su solicitud/);
    expect(mail!.text).toContain("La Ley Federal de Igualdad de Oportunidades de Crédito");
    expect((await noticeRow(declined.body.adverseActionNoticeId!))!.language).toBe("es");

    const other = await newEmployee();
    const byCookie = await call<Decision>("POST", `${other.base}/atr`, {
      body: DECLINED,
      headers: { cookie: "locale=es", "accept-language": "en" },
    });
    expect((await noticeRow(byCookie.body.adverseActionNoticeId!))!.language).toBe("es");
  });

  it("sends no notice for a pass, and lists each decision with its notice", async () => {
    const employee = await newEmployee();
    const declined = await call<Decision>("POST", `${employee.base}/atr`, { body: DECLINED });
    const passed = await call<Decision>("POST", `${employee.base}/atr`, { body: PASSED });
    expect(passed.body).toMatchObject({ status: "Passed ATR", principalReasons: [], adverseActionNoticeId: null });
    const list = await call<{ data: Decision[] }>("GET", `${employee.base}/atr`);
    expect(list.body.data.map((d) => [d.id, d.adverseActionNoticeId])).toEqual([
      [passed.body.id, null],
      [declined.body.id, declined.body.adverseActionNoticeId],
    ]);
    expect(await mailsTo(employee.email)).toHaveLength(1);
  });
});

describe("the notice in the portal", () => {
  it("is the employee's own, in both languages, exactly as sent; nobody else's session reaches it", async () => {
    const employee = await newEmployee();
    const declined = await call<Decision>("POST", `${employee.base}/atr`, { body: DECLINED });
    const noticeId = declined.body.adverseActionNoticeId!;
    const own = await (await portalFor(employee.base))(`/api/portal/adverse-action-notices/${noticeId}`);
    expect(own.status).toBe(200);
    const notice = own.body as unknown as Notice;
    expect(notice).toMatchObject({ id: noticeId, atrId: declined.body.id, language: "en", emailStatus: "sent" });
    expect(notice.content.en.text).toBe((await mailsTo(employee.email))[0]!.text);
    expect(notice.content.es.reasons[0]).toMatch(/^Obligaciones excesivas en relación con sus ingresos/);

    const stranger = await newEmployee();
    const theirs = await (await portalFor(stranger.base))(`/api/portal/adverse-action-notices/${noticeId}`);
    expect(theirs).toMatchObject({ status: 404, body: { code: "adverse_action_notice_not_found" } });
    const partner = await fetch(`${server.baseUrl}/api/portal/adverse-action-notices/${noticeId}`, {
      headers: { authorization: tenant.authorization },
    });
    expect(partner.status).toBe(401);
  });

  it("is deleted after 25 months by the worker's purge; the decision record stays", async () => {
    const employee = await newEmployee();
    const declined = await call<Decision>("POST", `${employee.base}/atr`, { body: DECLINED });
    const noticeId = declined.body.adverseActionNoticeId!;
    const db = await getDb();
    await db
      .update(adverseActionNotices)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(adverseActionNotices.id, noticeId));
    const read = await portalFor(employee.base);
    expect((await read(`/api/portal/adverse-action-notices/${noticeId}`)).status).toBe(404);
    expect(await purgeExpiredAdverseActionNotices({ ctx: systemWideContext(db, "test") })).toBeGreaterThanOrEqual(1);
    expect(await noticeRow(noticeId)).toBeUndefined();
    const list = await call<{ data: Decision[] }>("GET", `${employee.base}/atr`);
    expect(list.body.data).toEqual([
      expect.objectContaining({
        id: declined.body.id,
        principalReasons: ["excessive_obligations"],
        adverseActionNoticeId: null,
      }),
    ]);
  });
});

describe("when the mail server does not answer", () => {
  afterEach(() => {
    delete process.env.SMTP_URL;
    resetEnvCache();
  });

  it("still records the decision, keeps the notice pending, and the worker sends it later", async () => {
    const employee = await newEmployee();
    process.env.SMTP_URL = "smtp://127.0.0.1:9";
    resetEnvCache();
    const declined = await call<Decision>("POST", `${employee.base}/atr`, { body: DECLINED });
    expect(declined.status).toBe(201);
    const noticeId = declined.body.adverseActionNoticeId!;
    expect(await noticeRow(noticeId)).toMatchObject({ emailStatus: "pending", emailAttempts: 1 });

    delete process.env.SMTP_URL;
    resetEnvCache();
    const db = await getDb();
    // Not yet due: the request's attempt was just now.
    await sendPendingAdverseActionNotices({ ctx: systemWideContext(db, "test") });
    expect(await mailsTo(employee.email)).toHaveLength(0);
    await db
      .update(adverseActionNotices)
      .set({ emailLastAttemptAt: sql`now() - interval '6 minutes'` })
      .where(eq(adverseActionNotices.id, noticeId));
    await sendPendingAdverseActionNotices({ ctx: systemWideContext(db, "test") });
    expect(await noticeRow(noticeId)).toMatchObject({ emailStatus: "sent", emailAttempts: 2 });
    expect(await mailsTo(employee.email)).toHaveLength(1);
  });
});

describe("what HR sees", () => {
  it("only that a decision was made and when: no income, obligations, limit or reasons", async () => {
    const employee = await newEmployee();
    await call("POST", `${employee.base}/atr`, { body: DECLINED });
    await call("POST", `${employee.base}/atr`, { body: PASSED });
    const admin = await signInAdmin(server.baseUrl, tenant);
    const detail = await admin.call<{
      timeline: Array<{ type: string; data: Record<string, unknown>; createdAt: string }>;
    }>("GET", `/api/admin/employees/${employee.id}`);
    expect(detail.status).toBe(200);
    const decisions = detail.body.timeline.filter((event) => event.type === "atr.evaluated");
    expect(decisions).toHaveLength(2);
    for (const event of decisions) {
      expect(Object.keys(event.data).sort()).toEqual(["atrId", "employeeId"]);
      expect(event.createdAt).toBeTruthy();
    }
    // What the decision was based on, its line and reasons never reach HR.
    for (const hidden of [
      "4255823",
      "5200000",
      "150000",
      "maxAllowableBalance",
      "excessive_obligations",
      "principalReasons",
      "aan_",
      "Excessive obligations",
    ]) {
      expect(detail.text).not.toContain(hidden);
    }
    // The partner paths of the decision and its notice are not HR's.
    expect((await admin.call("GET", `${employee.base}/atr`)).status).toBe(401);
  });

  it("nor its outcome: declined or passed, HR's page, table, funnel and export say a credit decision was made", async () => {
    const hrTenant = await createTenant();
    const partner = apiClient(server.baseUrl, hrTenant);
    const admin = await signInAdmin(server.baseUrl, hrTenant);
    const decided = async (body: typeof DECLINED, lastName: string) => {
      const created = await partner<{ id: string }>("POST", `/api/employers/${hrTenant.employerId}/employees`, {
        body: employeeBody({ lastName, externalId: lastName, payrollScheduleId: hrTenant.activeScheduleId }),
      });
      // Every other step done, so that the credit decision is all that is left to tell.
      await (
        await getDb()
      )
        .update(employees)
        .set({ onboardingStatus: "VERIFIED" })
        .where(eq(employees.id, created.body.id));
      expect(
        (await partner("POST", `/api/employers/${hrTenant.employerId}/employees/${created.body.id}/atr`, { body }))
          .status,
      ).toBe(201);
      return created.body.id;
    };
    const declinedId = await decided(DECLINED, "Aadeclined");
    const passedId = await decided(PASSED, "Bbpassed");

    const detail = async (id: string) =>
      await admin.call<{ complete: boolean; requirements: Array<{ key: string }> }>(
        "GET",
        `/api/admin/employees/${id}`,
      );
    const [declined, passed] = [await detail(declinedId), await detail(passedId)];
    const atrOf = (page: typeof declined) => page.body.requirements.find((requirement) => requirement.key === "atr");
    expect(atrOf(declined)).toEqual(atrOf(passed));
    expect(atrOf(declined)).toMatchObject({
      fulfilled: true,
      status: "fulfilled",
      code: null,
      message: "A credit decision was made.",
    });
    for (const hidden of ["atr_failed", "Failed ATR", "did not pass", "Passed ATR"])
      expect(declined.text).not.toContain(hidden);
    // Whether a card can come is HR's to know: the declined person is not complete, with nothing open.
    expect([declined.body.complete, passed.body.complete]).toEqual([false, true]);

    const table = await admin.call<{
      data: Array<{ id: string; complete: boolean; fulfilled: number; unmet: string[]; waitingOn: unknown }>;
    }>("GET", "/api/admin/employees?sort=lastName");
    expect(
      table.body.data.map(({ id, complete, fulfilled, unmet, waitingOn }) => ({
        id,
        complete,
        fulfilled,
        unmet,
        waitingOn,
      })),
    ).toEqual([
      { id: declinedId, complete: false, fulfilled: 12, unmet: [], waitingOn: null },
      { id: passedId, complete: true, fulfilled: 12, unmet: [], waitingOn: null },
    ]);
    expect((await admin.call<{ total: number }>("GET", "/api/admin/employees?stuckOn=atr")).body.total).toBe(0);
    const funnel = await admin.call<{
      complete: number;
      steps: Array<{ key: string; unmet: number }>;
      blockers: unknown[];
    }>("GET", "/api/admin/funnel");
    expect(funnel.body).toMatchObject({ complete: 1, blockers: [] });
    expect(funnel.body.steps.find((step) => step.key === "atr")!.unmet).toBe(0);

    const csv = (await admin.call("GET", "/api/admin/employees/export")).text.trim().split(/\r?\n/);
    expect(csv[0]).toContain(",Credit decision,");
    expect(csv[1]).toMatch(/^Aadeclined,.*,No,12 of 12,,No,.*,Made,Met$/);
    expect(csv[2]).toMatch(/^Bbpassed,.*,Yes,12 of 12,,No,.*,Made,Met$/);
  });
});

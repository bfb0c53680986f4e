import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { getDb } from "@/db/client";
import { devMailOutbox, employees, events, notificationPreferences } from "@/db/schema";
import { systemContext, systemWideContext } from "@/lib/services/context";
import { remindIfDue } from "@/lib/services/notifications/remind-if-due";
import { sendDueReminders } from "@/lib/services/notifications/send-due-reminders";

import { createEmployeeWithCard, createTenantAgreement, employeeBody, signInAdmin } from "../support/fixtures";
import { httpHarness } from "../support/http-harness";

// Issue 25 item 6: reminders to finish onboarding after 2 and 7 days without progress, at most two,
// never under a stop or with a card, none after the one-click opt-out (docs/notifications.md).
// Time is driven through the rounds' `now`, from the person's real last progress: no waiting.

const { server, tenant, call } = httpHarness({ tenant: { payrollDeductionRepayment: true } });

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** Someone whose next step is their own (the income answer, then identity): waiting on the employee. */
async function waitingEmployee(overrides: Record<string, unknown> = {}) {
  const body = employeeBody({ payrollScheduleId: tenant.activeScheduleId, ...overrides });
  const created = await call<{ id: string }>("POST", `/api/employers/${tenant.employerId}/employees`, { body });
  expect(created.status).toBe(201);
  const db = await getDb();
  const [row] = await db.select().from(employees).where(eq(employees.id, created.body.id));
  const recorded = await db.select().from(events).where(eq(events.employeeId, created.body.id));
  // Their last progress: the latest of their creation and their events (employee.created).
  const progress = new Date(Math.max(row!.createdAt.getTime(), ...recorded.map((event) => event.createdAt.getTime())));
  return {
    id: created.body.id,
    email: body.email as string,
    base: `/api/employers/${tenant.employerId}/employees/${created.body.id}`,
    progress,
    waitingOn: row!.waitingOnOwner,
  };
}

const reminderMails = async (email: string) =>
  (await (await getDb()).select().from(devMailOutbox).where(eq(devMailOutbox.to, email))).filter((mail) =>
    mail.subject.startsWith("Finish setting up your"),
  );

const reminderEvents = async (employeeId: string) =>
  (await getDb())
    .select()
    .from(events)
    .where(and(eq(events.employeeId, employeeId), eq(events.type, "employee.onboarding_reminder_sent")));

/** The employee's notification preferences row, if one was written. */
const preferencesOf = async (employeeId: string) =>
  (
    await (
      await getDb()
    )
      .select()
      .from(notificationPreferences)
      .where(eq(notificationPreferences.employeeId, employeeId))
  )[0];

/** The worker's reminders round, told it is `at`. */
const round = async (at: Date) => sendDueReminders({ ctx: systemWideContext(await getDb(), "test"), now: at });

const after = (from: Date, ms: number) => new Date(from.getTime() + ms);

describe("the schedule, through the worker's round", () => {
  it("nothing before 2 days; the first at 2 days; nothing more at 6 days 23 hours; the second at 7; never a third", async () => {
    const person = await waitingEmployee();
    expect(person.waitingOn).toBe("employee");
    await round(after(person.progress, 2 * DAY - HOUR));
    expect(await reminderMails(person.email)).toHaveLength(0);

    await round(after(person.progress, 2 * DAY + HOUR));
    const [first] = await reminderMails(person.email);
    expect(first).toBeDefined();
    // A text part and an HTML part, the one-click opt-out in the body and in RFC 8058's headers.
    // The button signs them in (a link of its own, a day long) and lands on the task list.
    expect(first!.text).toMatch(/Continue where you left off:\nhttp:\/\/localhost:3000\/invite\/[A-Za-z0-9_-]+/);
    expect(first!.html).toMatch(/^<!doctype html>/);
    expect(first!.headers).toEqual({
      "List-Unsubscribe": expect.stringMatching(/^<http:\/\/localhost:3000\/api\/reminders\/opt-out\?token=[^>]+>$/),
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
    expect(first!.text).toMatch(/http:\/\/localhost:3000\/reminders\/stop\?token=\S+/);
    expect(first!.text).not.toContain("last reminder");

    // The same round again, and two at once: still one.
    await Promise.all([
      round(after(person.progress, 2 * DAY + HOUR)),
      round(after(person.progress, 2 * DAY + 2 * HOUR)),
    ]);
    await round(after(person.progress, 6 * DAY + 23 * HOUR));
    expect(await reminderMails(person.email)).toHaveLength(1);

    await round(after(person.progress, 7 * DAY + HOUR));
    const mails = await reminderMails(person.email);
    expect(mails).toHaveLength(2);
    expect(mails.map((mail) => mail.text).join("\n")).toContain("This is the last reminder we will send.");

    await round(after(person.progress, 30 * DAY));
    expect(await reminderMails(person.email)).toHaveLength(2);

    // Each reminder is on the person's timeline, numbered.
    const recorded = await reminderEvents(person.id);
    expect(recorded.map((event) => (event.data as { reminder: number }).reminder).sort()).toEqual([1, 2]);
  });

  it("two workers deciding for the same person at the same moment send one reminder", async () => {
    const person = await waitingEmployee();
    const at = after(person.progress, 3 * DAY);
    const ctx = systemContext(await getDb(), "test", tenant.employerId);
    const outcomes = await Promise.all([
      remindIfDue({ ctx, employeeId: person.id, now: at }),
      remindIfDue({ ctx, employeeId: person.id, now: at }),
      remindIfDue({ ctx, employeeId: person.id, now: at }),
    ]);
    expect(outcomes.filter((outcome) => outcome.sent)).toHaveLength(1);
    expect(await reminderMails(person.email)).toHaveLength(1);
    expect(await reminderEvents(person.id)).toHaveLength(1);
  });

  it("progress restarts the clock: a change 3 days in puts the first reminder at 5 days", async () => {
    const person = await waitingEmployee();
    const ctx = systemContext(await getDb(), "test", tenant.employerId);
    // The progress: the person's event, recorded now; the round is told it is 3 days later.
    expect((await call("PATCH", person.base, patchPhone("+14155552679"))).status).toBe(200);
    const [latest] = await (
      await getDb()
    )
      .select()
      .from(events)
      .where(and(eq(events.employeeId, person.id), eq(events.type, "employee.updated")));
    const progress = latest!.createdAt;
    expect((await remindIfDue({ ctx, employeeId: person.id, now: after(progress, 2 * DAY - 1) })).decision).toEqual({
      kind: "wait",
      reminder: 1,
      dueAt: after(progress, 2 * DAY),
    });
  });
});

const patchPhone = (value: string) => ({
  rawBody: JSON.stringify([{ op: "replace", path: "/phoneNumber", value }]),
  headers: { "content-type": "application/json-patch+json" },
});

describe("who is never reminded", () => {
  it.each([
    ["under 18 (a hard stop)", { birthDate: "2013-05-01" }],
    ["not employed (the employer's no)", { isEmployed: false }],
    ["not eligible (the employer's no)", { isEligible: false }],
  ])("%s", async (_name, overrides) => {
    const person = await waitingEmployee(overrides);
    const ctx = systemContext(await getDb(), "test", tenant.employerId);
    for (const days of [2, 7, 20]) {
      const { decision, sent } = await remindIfDue({
        ctx,
        employeeId: person.id,
        now: after(person.progress, days * DAY),
      });
      expect(sent).toBe(false);
      expect(decision.kind).toBe("none");
    }
    await round(after(person.progress, 20 * DAY));
    expect(await reminderMails(person.email)).toHaveLength(0);
  });

  it("a declined credit decision (a hard stop)", async () => {
    const person = await waitingEmployee();
    expect(
      (await call("POST", `${person.base}/atr`, { body: { annualIncome: 0, monthlyObligations: 0 } })).status,
    ).toBe(201);
    const ctx = systemContext(await getDb(), "test", tenant.employerId);
    const { decision } = await remindIfDue({ ctx, employeeId: person.id, now: after(new Date(), 8 * DAY) });
    expect(decision).toEqual({ kind: "none", reason: "stopped" });
    expect(await reminderMails(person.email)).toHaveLength(0);
  });

  it("someone with a card, even when a new agreement puts a step of their own before them again", async () => {
    // createEmployeeWithCard needs identity verified by the worker: this file runs the round by hand,
    // so start one just for it.
    const { startTestWorker } = await import("../support/worker");
    const worker = startTestWorker();
    try {
      const { employeeId } = await createEmployeeWithCard(call, tenant, "virtual", {
        overrides: { payrollScheduleId: tenant.activeScheduleId },
      });
      await createTenantAgreement(tenant, { required: true });
      const db = await getDb();
      const ctx = systemContext(db, "test", tenant.employerId);
      const { decision } = await remindIfDue({ ctx, employeeId, now: after(new Date(), 8 * DAY) });
      expect(decision).toEqual({ kind: "none", reason: "has_card" });
    } finally {
      await worker.stop();
    }
  });

  it("someone waiting on HR (no payroll schedule yet): not theirs to do", async () => {
    const person = await waitingEmployee({ payrollScheduleId: null });
    expect(person.waitingOn).toBe("hr");
    await round(after(person.progress, 8 * DAY));
    expect(await reminderMails(person.email)).toHaveLength(0);
  });

  it("someone waiting on HR first, with steps of their own too: no reminder while HR has the next move", async () => {
    // Employment not confirmed yet (HR's); income and identity still the person's own to do.
    const person = await waitingEmployee({ isEmployed: null });
    expect(person.waitingOn).toBe("hr");
    const db = await getDb();
    const [row] = await db.select().from(employees).where(eq(employees.id, person.id));
    expect(row!.employeeCanAct).toBe(true);
    const ctx = systemContext(db, "test", tenant.employerId);
    const { decision } = await remindIfDue({ ctx, employeeId: person.id, now: after(person.progress, 8 * DAY) });
    expect(decision).toEqual({ kind: "none", reason: "not_theirs" });
    await round(after(person.progress, 8 * DAY));
    expect(await reminderMails(person.email)).toHaveLength(0);
  });
});

/** The one-click opt-out address of the person's latest reminder (its List-Unsubscribe header). */
async function optOutUrl(email: string): Promise<string> {
  const [mail] = await reminderMails(email);
  const header = mail?.headers?.["List-Unsubscribe"] ?? "";
  return header.slice(1, -1).replace("http://localhost:3000", server.baseUrl);
}

const postOptOut = (url: string, body = "List-Unsubscribe=One-Click", type = "application/x-www-form-urlencoded") =>
  fetch(url, { method: "POST", headers: { "content-type": type }, body });

describe("the one-click opt-out", () => {
  it("stops the reminders after the first, once, with the event on the timeline; HR sees it", async () => {
    const person = await waitingEmployee();
    await round(after(person.progress, 2 * DAY));
    const url = await optOutUrl(person.email);
    // A link scanner's GET changes nothing.
    expect((await fetch(url)).status).toBe(405);
    expect((await fetch(url, { method: "HEAD" })).status).toBe(405);
    expect((await preferencesOf(person.id))?.remindersOptedOutAt ?? null).toBeNull();

    const answer = await postOptOut(url);
    expect(answer.status).toBe(200);
    const body = (await answer.json()) as { optedOut: boolean; optedOutAt: string };
    expect(body.optedOut).toBe(true);
    // Again, as multipart (RFC 8058 allows either): the same time, no second event.
    const form = new FormData();
    form.set("List-Unsubscribe", "One-Click");
    const again = await fetch(url, { method: "POST", body: form });
    expect(again.status).toBe(200);
    expect(((await again.json()) as { optedOutAt: string }).optedOutAt).toBe(body.optedOutAt);
    const optedOut = await (
      await getDb()
    )
      .select()
      .from(events)
      .where(and(eq(events.employeeId, person.id), eq(events.type, "employee.onboarding_reminders_opted_out")));
    expect(optedOut).toHaveLength(1);

    await round(after(person.progress, 7 * DAY + HOUR));
    await round(after(person.progress, 20 * DAY));
    expect(await reminderMails(person.email)).toHaveLength(1);

    const admin = await signInAdmin(server.baseUrl, tenant);
    const seen = await admin.call<{ optedOutAt: string | null; reminders: Array<{ number: number; status: string }> }>(
      "GET",
      `/api/admin/employees/${person.id}/reminders`,
    );
    expect(seen.body.optedOutAt).toBe(body.optedOutAt);
    expect(seen.body.reminders).toMatchObject([{ number: 1, status: "sent" }]);
  });

  it.each([
    [
      "an altered token",
      (url: string) =>
        url.replace(/token=(.{20})(.)/, (_m, head: string, c: string) => `token=${head}${c === "A" ? "B" : "A"}`),
      400,
      "reminder_opt_out_link_invalid",
    ],
    ["a cut token", (url: string) => url.slice(0, -12), 400, "reminder_opt_out_link_invalid"],
    ["no token", (url: string) => url.split("?")[0]!, 400, "reminder_opt_out_link_invalid"],
    [
      "someone else's guess",
      (url: string) => `${url.split("?")[0]}?token=Fe26.2**${"a".repeat(200)}`,
      400,
      "reminder_opt_out_link_invalid",
    ],
  ])("refuses %s with problem+json and changes nothing", async (_name, spoil, status, code) => {
    const person = await waitingEmployee();
    await round(after(person.progress, 2 * DAY));
    const answer = await postOptOut(spoil(await optOutUrl(person.email)));
    expect(answer.status).toBe(status);
    expect(answer.headers.get("content-type")).toBe("application/problem+json");
    expect(((await answer.json()) as { code: string }).code).toBe(code);
    expect((await preferencesOf(person.id))?.remindersOptedOutAt ?? null).toBeNull();
    // And the second reminder still comes.
    await round(after(person.progress, 7 * DAY + HOUR));
    expect(await reminderMails(person.email)).toHaveLength(2);
  });

  it.each([
    ["no body", "", "application/x-www-form-urlencoded", 400, "invalid_request"],
    ["another body", "unsubscribe=yes", "application/x-www-form-urlencoded", 400, "invalid_request"],
    ["JSON", JSON.stringify({ "List-Unsubscribe": "One-Click" }), "application/json", 415, "unsupported_media_type"],
  ])("refuses %s, whatever the token, and changes nothing", async (_name, body, type, status, code) => {
    const person = await waitingEmployee();
    await round(after(person.progress, 2 * DAY));
    const answer = await postOptOut(await optOutUrl(person.email), body, type);
    expect(answer.status).toBe(status);
    expect(((await answer.json()) as { code: string }).code).toBe(code);
    expect((await preferencesOf(person.id))?.remindersOptedOutAt ?? null).toBeNull();
  });
});

describe("the sandbox helper", () => {
  it("runs the rule as of a time the partner gives, and says what it decided", async () => {
    const person = await waitingEmployee();
    const path = `/api/sandbox/employers/${tenant.employerId}/employees/${person.id}/reminders`;
    const soon = await call("POST", path, { body: { asOf: after(new Date(), DAY).toISOString() } });
    expect(soon.status).toBe(200);
    expect(soon.body).toMatchObject({ outcome: "wait", reminder: 1, reason: null });
    const due = await call("POST", path, { body: { asOf: after(new Date(), 2 * DAY + HOUR).toISOString() } });
    expect(due.body).toEqual({ outcome: "sent", reminder: 1, dueAt: null, reason: null });
    expect(await reminderMails(person.email)).toHaveLength(1);
    const past = await call("POST", path, { body: { asOf: "2020-01-01T00:00:00Z" } });
    expect(past.status).toBe(422);
  });
});

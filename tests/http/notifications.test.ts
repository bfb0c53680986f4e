import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

import { getDb } from "@/db/client";
import { devMailOutbox, events, notificationPreferences } from "@/db/schema";
import { runNotifications } from "@/lib/jobs/run-notifications";
import { systemContext } from "@/lib/services/context";
import { updateHrContact } from "@/lib/services/employers/update-hr-contact";
import { sendPendingNotifications } from "@/lib/services/notifications/send-notification";

import { JPEG } from "../support/evidence-images";
import {
  createCompleteEmployee,
  employeeBody,
  issuedSsnIn,
  ownSsnOf,
  savePaymentMethod,
  signInAdmin,
  signInEmployee,
} from "../support/fixtures";
import { httpHarness } from "../support/http-harness";
import { waitFor } from "../support/webhook-receiver";

// Issue 25 item 6: the person hears from us at the moments that matter — card issued, card mailed,
// documents needed, identity failed for good — once each, in their language, with a text part and
// an HTML part (docs/notifications.md). Reminders to finish onboarding: tests/http/onboarding-reminders.test.ts.

// The e-mails follow the events from the first read on: read once before anything happens.
beforeAll(async () => {
  await runNotifications(await getDb());
});
const { server, tenant, call } = httpHarness({ worker: true, tenant: { payrollDeductionRepayment: true } });

beforeAll(async () => {
  await updateHrContact({
    ctx: systemContext(await getDb(), "test", tenant.employerId),
    input: { name: "Grace Hopper", email: "hr@acme.example", phone: "+14155552671" },
  });
});

const mailsTo = async (email: string) =>
  (await getDb()).select().from(devMailOutbox).where(eq(devMailOutbox.to, email)).orderBy(devMailOutbox.createdAt);

/** Waits until `count` e-mails reached the address, then reads the events and the queue twice more: still `count`. */
async function settledMails(email: string, count: number) {
  await waitFor(async () => (await mailsTo(email)).length >= count, 15_000);
  const db = await getDb();
  await Promise.all([runNotifications(db), runNotifications(db)]);
  await sendPendingNotifications({ ctx: systemContext(db, "test", tenant.employerId) });
  const mails = await mailsTo(email);
  expect(mails).toHaveLength(count);
  for (const mail of mails) {
    expect(mail.text.length).toBeGreaterThan(50);
    expect(mail.html).toMatch(/^<!doctype html>/);
    // Never the SSN, its last four, or the birth date.
    expect(`${mail.subject}${mail.text}${mail.html}`).not.toMatch(/231-?54-?\d{4}|\b8765\b|1990-04-23/);
    expect(issuedSsnIn(`${mail.subject}${mail.text}${mail.html}`)).toBeUndefined();
  }
  return mails;
}

/**
 * Opens an e-mail's button as the person would: it signs them in and lands on `path`; it works
 * once. The link is PUBLIC_BASE_URL's (http://localhost:3000 here), opened on the test server.
 */
async function openButton(text: string, path: string, language: "en" | "es" = "en") {
  const link = /http:\/\/localhost:3000\/invite\/[A-Za-z0-9_-]{40,}/.exec(text)?.[0];
  expect(link, text).toBeDefined();
  // In the person's language: opening a link is one of the moments the portal remembers it.
  const open = () =>
    fetch(`${server.baseUrl}${new URL(link!).pathname}`, {
      redirect: "manual",
      headers: { "accept-language": language === "es" ? "es-US,es;q=0.9" : "en-US,en;q=0.9" },
    });
  const first = await open();
  expect(first.status).toBe(303);
  expect(first.headers.get("location")).toBe(path);
  expect(first.headers.get("set-cookie")).toMatch(/bo_session=/);
  expect((await open()).headers.get("location")).toBe("/sign-in?error=link_invalid");
}

/** Opens the employee's invite link as a browser reading `language` would: the portal remembers it for e-mails. */
async function openPortal(base: string, language: "en" | "es") {
  const invite = await call<{ url: string }>("POST", `${base}/invite-link`);
  const opened = await fetch(`${server.baseUrl}${new URL(invite.body.url).pathname}`, {
    redirect: "manual",
    headers: { "accept-language": language === "es" ? "es-US,es;q=0.9" : "en-US,en;q=0.9" },
  });
  expect(opened.status).toBe(303);
}

async function employee(overrides: Record<string, unknown> = {}) {
  const body = employeeBody({ payrollScheduleId: tenant.activeScheduleId, ...overrides, ...ownSsnOf(overrides) });
  const created = await call<{ id: string }>("POST", `/api/employers/${tenant.employerId}/employees`, { body });
  expect(created.status).toBe(201);
  return {
    id: created.body.id,
    email: body.email as string,
    base: `/api/employers/${tenant.employerId}/employees/${created.body.id}`,
  };
}

const SUBJECTS = {
  en: {
    issued: /^Your Employer \w+ benefits card is ready$/,
    mailed: /^Your Employer \w+ benefits card is in the mail$/,
    documents: /: we need a photo of your ID$/,
    failed: /: we could not verify your identity$/,
  },
  es: {
    issued: /^Su tarjeta de beneficios de Employer \w+ está lista$/,
    mailed: /^Le enviamos por correo su tarjeta de beneficios de Employer \w+$/,
    documents: /: necesitamos una foto de su identificación$/,
    failed: /: no pudimos verificar su identidad$/,
  },
} as const;

describe.each(["en", "es"] as const)("in the person's language (%s)", (language) => {
  it("card issued, then the physical card mailed with its tracking number: each e-mailed once", async () => {
    const { employeeId, base } = await createCompleteEmployee(call, tenant, {
      overrides: { payrollScheduleId: tenant.activeScheduleId },
    });
    const { email } = (await call<{ email: string }>("GET", base)).body;
    await openPortal(base, language);
    const card = await call<{ id: string }>("POST", `${base}/cards?cardType=all`);
    expect(card.status).toBe(201);
    const [issued, mailed] = await settledMails(email, 2);
    expect(issued!.subject).toMatch(SUBJECTS[language].issued);
    expect(mailed!.subject).toMatch(SUBJECTS[language].mailed);
    // The sandbox issuer mails the card when it is made, with a tracking number.
    const [shipped] = await (
      await getDb()
    )
      .select()
      .from(events)
      .where(and(eq(events.type, "card.shipped"), eq(events.employeeId, employeeId)));
    const trackingNumber = (shipped!.data as { trackingNumber: string | null }).trackingNumber;
    expect(trackingNumber).toBeTruthy();
    expect(mailed!.text).toContain(trackingNumber!);
    expect(mailed!.html).toContain(trackingNumber!);
    // Links come from PUBLIC_BASE_URL (http://localhost:$PORT here), never from the request.
    // The button signs the person in and lands on their card, once.
    await openButton(issued!.text, "/onboarding/card", language);
    expect(issued!.text).not.toContain("127.0.0.1");
    // Service messages carry no opt-out: they go whatever the person chose about reminders.
    expect(issued!.headers).toBeNull();
  });

  it("documents needed (the identity step's link), then identity failed for good naming HR's contact", async () => {
    const { id, base, email } = await employee({ ssn: "231-54-3333" });
    await openPortal(base, language);
    expect((await call("POST", `${base}/identity-verification/initiate`)).status).toBe(202);
    const [documents] = await settledMails(email, 1);
    expect(documents!.subject).toMatch(SUBJECTS[language].documents);
    expect(documents!.html).toMatch(/href="http:\/\/localhost:3000\/invite\/[A-Za-z0-9_-]+"/);
    await openButton(documents!.text, "/onboarding/identity", language);
    const uploaded = await call("POST", `${base}/evidence`, { body: { documentType: "PASSPORT", frontImage: JPEG } });
    expect(uploaded.status).toBeLessThan(300);
    const [, failed] = await settledMails(email, 2);
    expect(failed!.subject).toMatch(SUBJECTS[language].failed);
    expect(failed!.text).toContain("Grace Hopper");
    expect(failed!.text).toContain("hr@acme.example");
    expect(failed!.text).toContain("(415) 555-2671");
    expect(failed!.html).toContain("Grace Hopper");
    // The person's own timeline is untouched by e-mails: only reminders are recorded there.
    const recorded = await (await getDb()).select().from(events).where(eq(events.employeeId, id));
    expect(recorded.map((event) => event.type)).not.toContain("employee.onboarding_reminder_sent");
  });
});

describe("who gets which e-mail", () => {
  it("a first identity failure (no documentary review) is not final: no e-mail", async () => {
    const { base, email } = await employee({ ssn: "231-54-2222" });
    expect((await call("POST", `${base}/identity-verification/initiate`)).status).toBe(202);
    await waitFor(
      async () => (await call<{ onboarding_status: string }>("GET", base)).body.onboarding_status === "FAILED",
    );
    await runNotifications(await getDb());
    expect(await mailsTo(email)).toHaveLength(0);
  });

  it("a bank account verified by its microdeposits: one e-mail; a card saved Verified from the start, none", async () => {
    const { base, email } = await employee();
    const bank = await savePaymentMethod(call, base, "pm_usBankAccount");
    expect(bank.attached.body).toMatchObject({ paymentMethodStatus: "Pending" });
    await call("POST", `/api/sandbox/stripe/setup_intents/${bank.setupIntentId}/verify_microdeposits`, {
      body: { succeeded: true, client_secret: bank.clientSecret },
    });
    const [mail] = await settledMails(email, 1);
    expect(mail!.subject).toMatch(/your bank account is verified/);
    // A card is Verified when it is saved: its setup intent's success is no news and no e-mail.
    const other = await employee();
    await savePaymentMethod(call, other.base, "pm_card_visa");
    await runNotifications(await getDb());
    expect(await mailsTo(other.email)).toHaveLength(0);
  });

  it("a raised card limit: one e-mail, saying what to do if they did not ask; a preview alone sends none", async () => {
    const { base } = await createCompleteEmployee(call, tenant, {
      overrides: { payrollScheduleId: tenant.activeScheduleId },
    });
    const { email } = (await call<{ email: string }>("GET", base)).body;
    await openPortal(base, "en");
    const card = await call<{ id: string }>("POST", `${base}/cards?cardType=virtual`);
    expect(card.status, card.text).toBe(201);
    await settledMails(email, 1);
    const higher = { annualIncome: 9_000_000, monthlyObligations: 100_000 };
    const preview = await call<{ proposedCreditLimit: number }>(
      "POST",
      `${base}/cards/${card.body.id}/limit-requests/preview`,
      { body: higher },
    );
    expect(preview.status, preview.text).toBe(200);
    await runNotifications(await getDb());
    expect(await mailsTo(email)).toHaveLength(1);
    const raised = await call("POST", `${base}/cards/${card.body.id}/limit-requests`, {
      body: { ...higher, expectedCreditLimit: preview.body.proposedCreditLimit },
    });
    expect(raised.status, raised.text).toBe(200);
    const [, mail] = await settledMails(email, 2);
    expect(mail!.subject).toMatch(/benefits card: its limit was raised$/);
    expect(mail!.text).toContain("If you did not ask for this, someone may be using your account");
    expect(mail!.text).toContain("Questions? Contact Grace Hopper at");
    await openButton(mail!.text, "/onboarding/card");
    // Not the amount: the portal shows it to whoever signs in.
    expect(mail!.text).not.toContain(String(preview.body.proposedCreditLimit / 100));
  });

  it("an e-mail's sign-in link leaves the one the person asked for working; a changed address withdraws both", async () => {
    const { base, email } = await employee();
    const asked = await fetch(`${server.baseUrl}/api/portal/sign-in`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email }),
    });
    expect(asked.status).toBe(202);
    const bank = await savePaymentMethod(call, base, "pm_usBankAccount");
    await call("POST", `/api/sandbox/stripe/setup_intents/${bank.setupIntentId}/verify_microdeposits`, {
      body: { succeeded: true, client_secret: bank.clientSecret },
    });
    // The sign-in e-mail, then the bank account's: the second's link did not withdraw the first's.
    const [signIn, verified] = await settledMails(email, 2);
    const open = async (text: string) => {
      const link = /http:\/\/localhost:3000\/invite\/[A-Za-z0-9_-]+/.exec(text)![0];
      return (await fetch(`${server.baseUrl}${new URL(link).pathname}`, { redirect: "manual" })).headers.get(
        "location",
      );
    };
    expect(await open(signIn!.text)).not.toMatch(/link_invalid/);
    // A new address: the link in an e-mail to the old one no longer signs anybody in.
    const moved = await call("PATCH", base, {
      body: [{ op: "replace", path: "/email", value: `moved.${Date.now()}@example.com` }],
    });
    expect(moved.status, moved.text).toBe(200);
    expect(await open(verified!.text)).toBe("/sign-in?error=link_invalid");
  });

  it("someone who never opened the portal gets English and Spanish in one e-mail", async () => {
    const { base, email } = await employee({ ssn: "231-54-1111" });
    expect((await call("POST", `${base}/identity-verification/initiate`)).status).toBe(202);
    const [mail] = await settledMails(email, 1);
    expect(mail!.subject).toMatch(/photo of your ID \/ Su tarjeta de beneficios/);
    expect(mail!.text.indexOf("Hello Ada,")).toBeLessThan(mail!.text.indexOf("Hola, Ada:"));
  });

  it("the language follows the portal: a write in Spanish after an English sign-in switches it", async () => {
    const { id, base } = await employee();
    const db = await getDb();
    const language = async () =>
      (await db.select().from(notificationPreferences).where(eq(notificationPreferences.employeeId, id)))[0]?.language;
    await openPortal(base, "en");
    expect(await language()).toBe("en");
    const portal = await signInEmployee(server.baseUrl, call, base);
    const saved = await portal("PATCH", base, [{ op: "replace", path: "/phoneNumber", value: "+14155552672" }], {
      "content-type": "application/json-patch+json",
      "accept-language": "es-MX,es;q=0.9",
    });
    expect(saved.status).toBe(200);
    expect(await language()).toBe("es");
  });
});

describe("HR sees the e-mails' language", () => {
  it("the reminders line reads the language the person chose", async () => {
    const { id, base } = await employee();
    await openPortal(base, "es");
    const admin = await signInAdmin(server.baseUrl, tenant);
    const seen = await admin.call<{ language: string | null; reminders: unknown[]; optedOutAt: string | null }>(
      "GET",
      `/api/admin/employees/${id}/reminders`,
    );
    expect(seen.status).toBe(200);
    expect(seen.body).toEqual({ language: "es", reminders: [], optedOutAt: null });
  });
});

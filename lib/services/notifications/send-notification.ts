import { and, eq, ne, sql } from "drizzle-orm";

import { employees, employeeNotifications, employers, type EmployeeNotificationRow } from "@/db/schema";
import { inTransaction } from "@/db/transaction";
import {
  ACTION_PAGE,
  EMAIL_PAGES,
  needsProductConsent,
  signsIn,
  type NotificationData,
} from "@/lib/domain/onboarding/notifications";
import { reminderCanceledBy } from "@/lib/domain/onboarding/onboarding-reminders";
import { formatReference } from "@/lib/domain/person/employee-reference";
import { createOptOutToken } from "@/lib/auth/opt-out-token";
import { getEnv } from "@/lib/env";
import { LOCALES } from "@/lib/i18n/config";
import { logger } from "@/lib/logger";
import { claim, claimEach, settleFailure } from "@/lib/queue/queue";
import { renderNotificationMail, type NotificationMailInput } from "@/lib/mail/notification-mail";
import { sendMail } from "@/lib/mail/send-mail";
import { recordEvent } from "@/lib/events/record-event";

import type { QueryContext, ServiceContext } from "../context";
import { EMAIL_SEND_WAIT_MS, emailQueue } from "../email-queue";
import { hrContactOf } from "../employers/hr-contact";

import { createSignInToken, linkUrl } from "../sign-in-links/sign-in-links";

import { optOutLinks, portalUrl } from "./notification-links";
import { hasProductEmailConsent } from "./product-email-consent";
import { loadReminderFacts } from "./reminder-facts";

/** A queued e-mail to an employee on the work queue; once `failed`, HR's reminders line says so. */
const notificationQueue = emailQueue({
  name: "e-mail to an employee",
  table: employeeNotifications,
  status: employeeNotifications.status,
  attempts: employeeNotifications.attempts,
  lastAttemptAt: employeeNotifications.lastAttemptAt,
  deadSet: { status: "failed" },
});

/**
 * Sends one queued e-mail, by one sender at a time: the attempt is claimed on the queue (two
 * workers never send it together), then the e-mail goes, then it is marked sent — for a reminder
 * with its event on the person's timeline, in one transaction. A reminder tried again is first
 * checked against the rule (an opt-out, a card or a stop since cancels it). A failure leaves it
 * pending for the next attempt; a crash between the mail server's acceptance and the mark sends
 * it again after the queue's lease, with the same Message-ID. Never throws for a mail failure.
 */
export async function sendNotification({
  ctx,
  notificationId,
}: {
  ctx: ServiceContext;
  notificationId: string;
}): Promise<EmployeeNotificationRow["status"] | "not_due"> {
  const [claimed] = await claim(ctx.db, notificationQueue, { limit: 1, id: notificationId });
  return claimed ? deliver(ctx, claimed) : "not_due";
}

/** The worker's round: pending e-mails whose last attempt is old enough, oldest first, each claimed as it is sent. */
export async function sendPendingNotifications({
  ctx,
  limit = 50,
}: {
  ctx: ServiceContext;
  limit?: number;
}): Promise<number> {
  let sent = 0;
  await claimEach(ctx.db, notificationQueue, {
    limit,
    work: async (claimed) => {
      if ((await deliver(ctx, claimed)) === "sent") sent += 1;
    },
  });
  return sent;
}

async function deliver(
  ctx: ServiceContext,
  claimed: EmployeeNotificationRow,
): Promise<EmployeeNotificationRow["status"]> {
  const { db } = ctx;
  // A product e-mail goes only while the person's consent stands: a withdrawal since it was queued cancels it.
  if (needsProductConsent(claimed.kind) && !(await hasProductEmailConsent({ ctx, employeeId: claimed.employeeId }))) {
    await db.update(employeeNotifications).set({ status: "canceled" }).where(eq(employeeNotifications.id, claimed.id));
    return "canceled";
  }
  if (claimed.kind === "onboarding_reminder" && claimed.attempts > 1 && !(await reminderStillWanted(ctx, claimed))) {
    await db.update(employeeNotifications).set({ status: "canceled" }).where(eq(employeeNotifications.id, claimed.id));
    return "canceled";
  }
  try {
    const mail = await composeNotification(ctx, claimed);
    await sendMail({ to: claimed.emailTo, ...mail, messageKey: claimed.id, timeoutMs: EMAIL_SEND_WAIT_MS });
  } catch (error) {
    // The message only: a mail error can echo the recipient, never what was sent.
    const reason = error instanceof Error ? error.message : "unknown";
    const failed = (await settleFailure(db, notificationQueue, claimed, reason)) === "dead";
    logger.warn(
      { notificationId: claimed.id, kind: claimed.kind, attempt: claimed.attempts, failed, error: reason },
      "e-mail to an employee not sent",
    );
    return failed ? "failed" : "pending";
  }
  await markSent(ctx, claimed);
  return "sent";
}

async function markSent(ctx: ServiceContext, row: EmployeeNotificationRow): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    // Sent is sent, even if an opt-out canceled it while it was on its way.
    const [marked] = await tx.db
      .update(employeeNotifications)
      .set({ status: "sent", sentAt: sql`now()` })
      .where(and(eq(employeeNotifications.id, row.id), ne(employeeNotifications.status, "sent")))
      .returning({ id: employeeNotifications.id });
    if (!marked || row.kind !== "onboarding_reminder") return;
    await recordEvent({
      ctx: tx,
      type: "employee.onboarding_reminder_sent",
      employerId: row.employerId,
      employeeId: row.employeeId,
      data: { employerId: row.employerId, employeeId: row.employeeId, reminder: Number(row.occasion) },
    });
  });
}

/**
 * A reminder tried again: still wanted unless an opt-out, a card or a stop came since it was
 * queued, or the next move is no longer the person's (HR's, a provider's).
 */
async function reminderStillWanted(ctx: QueryContext, row: EmployeeNotificationRow): Promise<boolean> {
  const [employee] = await ctx.db.select().from(employees).where(eq(employees.id, row.employeeId));
  if (!employee) return false;
  const facts = await loadReminderFacts({ ctx, employee, now: new Date() });
  return reminderCanceledBy(facts) === null && facts.waitingOnEmployee;
}

async function composeNotification(ctx: QueryContext, row: EmployeeNotificationRow) {
  const [person] = await ctx.db
    .select({
      firstName: employees.firstName,
      externalId: employees.externalId,
      reference: employees.reference,
      employerName: employers.name,
      hrContactName: employers.hrContactName,
      hrContactEmail: employers.hrContactEmail,
      hrContactPhone: employers.hrContactPhone,
    })
    .from(employees)
    .innerJoin(employers, eq(employers.id, employees.employerId))
    .where(and(eq(employees.id, row.employeeId), eq(employees.employerId, row.employerId)));
  if (!person) throw new Error("the employee is gone");
  const optOut =
    row.kind === "onboarding_reminder"
      ? optOutLinks(await createOptOutToken({ employeeId: row.employeeId, employerId: row.employerId }))
      : undefined;
  const action = await actionLink(ctx, row);
  // The row's data was written for its kind (queueNotification): the cast only restores that pairing.
  const mail = renderNotificationMail({
    kind: row.kind,
    data: row.data as NotificationData[typeof row.kind],
    reminder: Number(row.occasion),
    languages: row.language ? [row.language] : LOCALES,
    firstName: person.firstName,
    employerName: person.employerName,
    hrContact: hrContactOf(person),
    reference: person.externalId ?? formatReference(person.reference),
    links: { action, agreements: portalUrl("agreements"), ...(optOut ? { optOut: optOut.page } : {}) },
  } as NotificationMailInput);
  return {
    ...mail,
    // RFC 8058: a mail client's own unsubscribe button POSTs to this address, in one click.
    ...(optOut
      ? {
          headers: {
            "List-Unsubscribe": `<${optOut.oneClick}>`,
            "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
          },
        }
      : {}),
  };
}

/**
 * The e-mail's button: a fresh single-use sign-in link that lands on the page it is about, for
 * every e-mail that signs in (each attempt its own, a day long); the page itself for the rest.
 */
async function actionLink(ctx: QueryContext, row: EmployeeNotificationRow): Promise<string> {
  const page = ACTION_PAGE[row.kind];
  if (!signsIn(row.kind)) return portalUrl(page);
  const { token } = await createSignInToken({
    ctx,
    employeeId: row.employeeId,
    purpose: "notification",
    landing: EMAIL_PAGES[page],
  });
  return linkUrl(getEnv().PUBLIC_BASE_URL, token);
}

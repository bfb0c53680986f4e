import { and, asc, eq, isNull, lt, or, sql } from "drizzle-orm";

import { adverseActionNotices } from "@/db/schema";
import { logger } from "@/lib/logger";
import { sendMail } from "@/lib/mail/send-mail";

import type { QueryContext } from "../context";

/** After this many failed attempts a notice's e-mail is `failed`; it stays readable in the portal. */
export const NOTICE_EMAIL_MAX_ATTEMPTS = 10;
/** A notice whose send did not finish (a crash, a slow mail server) is tried again after this. */
const RETRY_AFTER = "5 minutes";
/** How long a request waits for the mail server before it answers anyway; the worker retries. */
const SEND_WAIT_MS = 10_000;

/**
 * E-mails one notice in its language, at most once at a time: the attempt is claimed by an update
 * (so the request that recorded the notice and a worker never send it together), then sent, then
 * marked. A crash between sending and marking sends it again on retry (at least once).
 * Never throws: a failure leaves the notice pending for the worker.
 */
export async function sendAdverseActionNotice({
  ctx,
  noticeId,
}: {
  ctx: QueryContext;
  noticeId: string;
}): Promise<void> {
  const { db } = ctx;
  const [claimed] = await db
    .update(adverseActionNotices)
    .set({ emailAttempts: sql`${adverseActionNotices.emailAttempts} + 1`, emailLastAttemptAt: sql`now()` })
    .where(and(eq(adverseActionNotices.id, noticeId), eq(adverseActionNotices.emailStatus, "pending"), retryDue()))
    .returning();
  if (!claimed) return;
  const notice = claimed.content[claimed.language];
  try {
    await withTimeout(sendMail({ to: claimed.emailTo, subject: notice.subject, text: notice.text }), SEND_WAIT_MS);
    await db
      .update(adverseActionNotices)
      .set({ emailStatus: "sent", emailSentAt: sql`now()` })
      .where(eq(adverseActionNotices.id, noticeId));
  } catch (error) {
    const failed = claimed.emailAttempts >= NOTICE_EMAIL_MAX_ATTEMPTS;
    if (failed)
      await db.update(adverseActionNotices).set({ emailStatus: "failed" }).where(eq(adverseActionNotices.id, noticeId));
    // The message only: a mail error can echo the recipient, never the notice.
    logger.warn(
      { noticeId, attempt: claimed.emailAttempts, failed, error: error instanceof Error ? error.message : "unknown" },
      "adverse action notice e-mail not sent",
    );
  }
}

/** The worker's retry: every pending notice whose last attempt is old enough, oldest first. */
export async function sendPendingAdverseActionNotices({
  ctx,
  limit = 50,
}: {
  ctx: QueryContext;
  limit?: number;
}): Promise<number> {
  const { db } = ctx;
  const due = await db
    .select({ id: adverseActionNotices.id })
    .from(adverseActionNotices)
    .where(and(eq(adverseActionNotices.emailStatus, "pending"), retryDue()))
    .orderBy(asc(adverseActionNotices.createdAt))
    .limit(limit);
  for (const { id } of due) await sendAdverseActionNotice({ ctx, noticeId: id });
  return due.length;
}

const retryDue = () =>
  or(
    isNull(adverseActionNotices.emailLastAttemptAt),
    lt(adverseActionNotices.emailLastAttemptAt, sql`now() - ${RETRY_AFTER}::interval`),
  );

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer from the mail server within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

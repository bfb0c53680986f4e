import { eq, getTableColumns, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";

import { adverseActionNotices, type AdverseActionNoticeRow } from "@/db/schema";
import { logger } from "@/lib/logger";
import { claim, claimEach, settleFailure, type Queue } from "@/lib/queue/queue";
import { sendMail } from "@/lib/mail/send-mail";

import type { QueryContext } from "../context";

/** After this many failed attempts a notice's e-mail is `failed`; it stays readable in the portal. */
export const NOTICE_EMAIL_MAX_ATTEMPTS = 10;
/** A notice whose send did not finish (a crash, a slow mail server) is tried again after this (seconds). */
const RETRY_AFTER_SECONDS = 5 * 60;
/** How long a request waits for the mail server before it answers anyway; the worker retries. */
const SEND_WAIT_MS = 10_000;

/**
 * Notices' e-mails on the work queue (lib/queue): a pending one is due once its last attempt is
 * RETRY_AFTER_SECONDS old, oldest first; after NOTICE_EMAIL_MAX_ATTEMPTS failed attempts its e-mail
 * is `failed` (the notice stays readable in the portal).
 */
const noticeQueue = {
  name: "adverse action notice e-mail",
  table: adverseActionNotices,
  id: adverseActionNotices.id,
  attempts: adverseActionNotices.emailAttempts,
  due: eq(adverseActionNotices.emailStatus, "pending"),
  order: adverseActionNotices.createdAt,
  lease: { since: adverseActionNotices.emailLastAttemptAt, seconds: RETRY_AFTER_SECONDS },
  item: getTableColumns(adverseActionNotices),
  maxAttempts: NOTICE_EMAIL_MAX_ATTEMPTS,
  deadSet: { emailStatus: "failed" },
} satisfies Queue<Record<string, PgColumn>>;

type Notice = AdverseActionNoticeRow;

/**
 * E-mails one notice in its language, at most once at a time: the attempt is claimed on the queue
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
  const [claimed] = await claim(ctx.db, noticeQueue, { limit: 1, id: noticeId });
  if (claimed) await deliver(ctx, claimed);
}

/** The worker's retry: pending notices whose last attempt is old enough, oldest first, each claimed as it is sent. */
export async function sendPendingAdverseActionNotices({
  ctx,
  limit = 50,
}: {
  ctx: QueryContext;
  limit?: number;
}): Promise<number> {
  return claimEach(ctx.db, noticeQueue, { limit, work: (claimed) => deliver(ctx, claimed) });
}

async function deliver(ctx: QueryContext, claimed: Notice): Promise<void> {
  const { db } = ctx;
  const notice = claimed.content[claimed.language];
  try {
    await sendMail({ to: claimed.emailTo, subject: notice.subject, text: notice.text, timeoutMs: SEND_WAIT_MS });
    await db
      .update(adverseActionNotices)
      .set({ emailStatus: "sent", emailSentAt: sql`now()` })
      .where(eq(adverseActionNotices.id, claimed.id));
  } catch (error) {
    // The message only: a mail error can echo the recipient, never the notice.
    const reason = error instanceof Error ? error.message : "unknown";
    const failed =
      (await settleFailure(db, noticeQueue, { id: claimed.id, attempts: claimed.emailAttempts }, reason)) === "dead";
    logger.warn(
      { noticeId: claimed.id, attempt: claimed.emailAttempts, failed, error: reason },
      "adverse action notice e-mail not sent",
    );
  }
}

import { eq, sql } from "drizzle-orm";

import { adverseActionNotices, type AdverseActionNoticeRow } from "@/db/schema";
import { logger } from "@/lib/logger";
import { claim, claimEach, settleFailure } from "@/lib/queue/queue";
import { sendMail } from "@/lib/mail/send-mail";

import type { QueryContext } from "../context";
import { EMAIL_SEND_WAIT_MS, emailQueue } from "../email-queue";

/** A notice's e-mail on the work queue; once `failed`, the notice stays readable in the portal. */
const noticeQueue = emailQueue({
  name: "adverse action notice e-mail",
  table: adverseActionNotices,
  status: adverseActionNotices.emailStatus,
  attempts: adverseActionNotices.emailAttempts,
  lastAttemptAt: adverseActionNotices.emailLastAttemptAt,
  deadSet: { emailStatus: "failed" },
});

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
    await sendMail({ to: claimed.emailTo, subject: notice.subject, text: notice.text, timeoutMs: EMAIL_SEND_WAIT_MS });
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

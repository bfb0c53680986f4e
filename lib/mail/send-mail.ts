import { desc, eq, sql } from "drizzle-orm";
import nodemailer from "nodemailer";

import { getDb } from "@/db/client";
import { devMailOutbox } from "@/db/schema";
import { getEnv } from "@/lib/env";
import { createId } from "@/lib/ids";
import { logger } from "@/lib/logger";
import { callVendor } from "@/lib/telemetry/vendor";

export type Mail = {
  to: string;
  subject: string;
  /** The plain-text part: every mail has one. */
  text: string;
  /** The HTML part, beside the text (multipart/alternative). */
  html?: string;
  /** Extra headers a mail client acts on, such as RFC 8058's List-Unsubscribe and List-Unsubscribe-Post. */
  headers?: Record<string, string>;
  /**
   * The Message-ID's local part, when the mail stands for one occasion: sent again after a crash,
   * it carries the same id, which mail systems use to drop the copy.
   */
  messageKey?: string;
  /** How long to wait for the mail server before giving up on this attempt. */
  timeoutMs?: number;
};

/** SMTP when SMTP_URL is configured; otherwise the development outbox page (/dev/outbox). */
export async function sendMail(mail: Mail): Promise<void> {
  const env = getEnv();
  const { messageKey, timeoutMs, ...message } = mail;
  if (env.SMTP_URL) {
    const domain = /@([^>\s]+)>?\s*$/.exec(env.MAIL_FROM)?.[1] ?? new URL(env.PUBLIC_BASE_URL).hostname;
    const smtpUrl = env.SMTP_URL;
    await callVendor("smtp", "send", () => {
      const sending = nodemailer.createTransport(smtpUrl).sendMail({
        from: env.MAIL_FROM,
        ...message,
        ...(messageKey ? { messageId: `<${messageKey}@${domain}>` } : {}),
      });
      return timeoutMs ? withTimeout(sending, timeoutMs) : sending;
    });
    return;
  }
  const db = await getDb();
  await db.insert(devMailOutbox).values({
    id: createId("mail"),
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html ?? null,
    headers: message.headers ?? null,
  });
  logger.info({ subject: mail.subject }, "mail stored in the development outbox (/dev/outbox)");
}

/** The development outbox's latest 50 mails (or a recipient's), newest first (the /dev/outbox page, sandbox only). */
export async function listDevOutbox({ to }: { to?: string } = {}) {
  const db = await getDb();
  return db
    .select()
    .from(devMailOutbox)
    .where(to ? sql`lower(${devMailOutbox.to}) = ${to.trim().toLowerCase()}` : undefined)
    .orderBy(desc(devMailOutbox.createdAt))
    .limit(50);
}

/** One mail of the development outbox (its HTML part's page, sandbox only). */
export async function getDevOutboxMail(id: string) {
  const db = await getDb();
  const [mail] = await db.select().from(devMailOutbox).where(eq(devMailOutbox.id, id));
  return mail;
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer from the mail server within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

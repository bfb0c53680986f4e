import { desc } from "drizzle-orm";
import nodemailer from "nodemailer";

import { getDb } from "@/db/client";
import { devMailOutbox } from "@/db/schema";
import { getEnv } from "@/lib/env";
import { createId } from "@/lib/ids";
import { logger } from "@/lib/logger";

export type Mail = { to: string; subject: string; text: string };

/** SMTP when SMTP_URL is configured; otherwise the development outbox page (/dev/outbox). */
export async function sendMail(mail: Mail): Promise<void> {
  const env = getEnv();
  if (env.SMTP_URL) {
    await nodemailer.createTransport(env.SMTP_URL).sendMail({ from: env.MAIL_FROM, ...mail });
    return;
  }
  const db = await getDb();
  await db.insert(devMailOutbox).values({ id: createId("mail"), ...mail });
  logger.info({ subject: mail.subject }, "mail stored in the development outbox (/dev/outbox)");
}

/** The development outbox's latest 50 mails, newest first (the /dev/outbox page, sandbox only). */
export async function listDevOutbox() {
  const db = await getDb();
  return db.select().from(devMailOutbox).orderBy(desc(devMailOutbox.createdAt)).limit(50);
}

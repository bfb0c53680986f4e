import { index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

import type { NoticeLanguage, RenderedNotice } from "@/lib/domain/credit/adverse-action-notice";

import { atrSubmissions } from "./atr-submissions";
import { belongsTo, createdAt } from "./columns";
import { ownedByEmployee } from "./employees";

export type NoticeEmailStatus = "pending" | "sent" | "failed";

// One Regulation B adverse action notice per declined ATR decision, kept as rendered (both
// languages, so the portal shows the words that were sent in either) until expires_at, 25 months
// after it was given (12 CFR 1002.12(b)(1)); the worker deletes it then.
export const adverseActionNotices = pgTable(
  "adverse_action_notices",
  {
    id: text("id").primaryKey(),
    ...ownedByEmployee(),
    atrSubmissionId: belongsTo("atr_submission_id", () => atrSubmissions.id).unique(
      "adverse_action_notices_atr_submission_id_unique",
    ),
    // The language the notice was e-mailed in.
    language: text("language").$type<NoticeLanguage>().notNull(),
    content: jsonb("content").$type<Record<NoticeLanguage, RenderedNotice>>().notNull(),
    emailTo: text("email_to").notNull(),
    emailStatus: text("email_status").$type<NoticeEmailStatus>().notNull().default("pending"),
    emailAttempts: integer("email_attempts").notNull().default(0),
    emailLastAttemptAt: timestamp("email_last_attempt_at", { withTimezone: true }),
    emailSentAt: timestamp("email_sent_at", { withTimezone: true }),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    index("adverse_action_notices_employee_id_idx").on(table.employeeId, table.createdAt),
    index("adverse_action_notices_email_status_idx").on(table.emailStatus, table.createdAt),
    index("adverse_action_notices_expires_at_idx").on(table.expiresAt),
  ],
);

export type AdverseActionNoticeRow = typeof adverseActionNotices.$inferSelect;

import { sql } from "drizzle-orm";

import { adverseActionNotices, type AtrSubmissionRow, type EmployeeRow } from "@/db/schema";
import {
  NOTICE_LANGUAGES,
  renderAdverseActionNotice,
  type NoticeLanguage,
  type RenderedNotice,
} from "@/lib/domain/credit/adverse-action-notice";
import type { DeclineReason } from "@/lib/domain/credit/adverse-action-reasons";
import { getEnv } from "@/lib/env";
import { createId } from "@/lib/ids";

import type { QueryContext } from "../context";
import { termsOfVersion } from "../program/program-terms";

/** How long a notice is kept: Regulation B 12 CFR 1002.12(b)(1), 25 months after the notice. */
export const NOTICE_RETENTION = "25 months";

/**
 * Records the adverse action notice of a declined decision, in the transaction that records the
 * decision, rendered in both languages (the portal shows either; the e-mail goes in `language`).
 * Sending is not done here: no mail is sent while the transaction is open (send-adverse-action-notice.ts).
 */
export async function createAdverseActionNotice({
  ctx,
  submission,
  employee,
  employerName,
  reasons,
  language,
}: {
  ctx: QueryContext;
  submission: AtrSubmissionRow;
  employee: EmployeeRow;
  employerName: string;
  reasons: DeclineReason[];
  language: NoticeLanguage;
}): Promise<string> {
  const { db } = ctx;
  const env = getEnv();
  // The numbers the decision was made under, whatever the terms are today.
  const settings = await termsOfVersion({ ctx, version: submission.settingsVersion });
  const render = (lang: NoticeLanguage): RenderedNotice =>
    renderAdverseActionNotice({
      language: lang,
      applicantName: `${employee.firstName} ${employee.lastName}`,
      employerName,
      decidedAt: submission.createdAt,
      reasons,
      creditor: { name: env.CREDITOR_NAME, address: env.CREDITOR_ADDRESS },
      agency: { name: env.ECOA_AGENCY_NAME, address: env.ECOA_AGENCY_ADDRESS },
      settings,
    });
  const content = Object.fromEntries(NOTICE_LANGUAGES.map((lang) => [lang, render(lang)])) as Record<
    NoticeLanguage,
    RenderedNotice
  >;
  const id = createId("aan");
  await db.insert(adverseActionNotices).values({
    id,
    employerId: submission.employerId,
    employeeId: submission.employeeId,
    atrSubmissionId: submission.id,
    language,
    content,
    emailTo: employee.email,
    createdAt: submission.createdAt,
    // PostgreSQL's month arithmetic: 31 January plus 25 months is the last day of February.
    expiresAt: sql`${submission.createdAt.toISOString()}::timestamptz + ${NOTICE_RETENTION}::interval`,
  });
  return id;
}

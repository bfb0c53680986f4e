import { and, asc, count, eq, inArray, sql, type SQL } from "drizzle-orm";

import { employees, employers, type EmployeeRow } from "@/db/schema";
import { inTransaction } from "@/db/transaction";
import { AppError } from "@/lib/errors/app-error";
import { sendMail } from "@/lib/mail/send-mail";
import { BULK_INVITE_MAX, type BulkInvite, type InviteOutcome } from "@/lib/schemas/admin";

import { type EmployerContext } from "../context";
import { createSignInToken, linkUrl } from "../sign-in-links/sign-in-links";

import { adminEmployeeFilter } from "./list-admin-employees";
import { authorize } from "../authorize";
import { assertEmployerActive } from "../employers/employer-active";
import { recordAudits } from "../audit/record-audit";

/** A person invited this recently is skipped: a retried or doubled request sends nothing twice. */
export const INVITE_AGAIN_AFTER_MS = 24 * 60 * 60 * 1000;

export type InviteResult = {
  employeeId: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  status: InviteOutcome;
};

type Recipient = Pick<
  EmployeeRow,
  "id" | "firstName" | "lastName" | "email" | "requirementsComplete" | "invitedAt" | "waitingOnOwner" | "employeeCanAct"
>;

const recipientColumns = {
  id: employees.id,
  firstName: employees.firstName,
  lastName: employees.lastName,
  email: employees.email,
  requirementsComplete: employees.requirementsComplete,
  invitedAt: employees.invitedAt,
  waitingOnOwner: employees.waitingOnOwner,
  employeeCanAct: employees.employeeCanAct,
};

async function loadRecipients(
  ctx: EmployerContext,
  selection: BulkInvite,
): Promise<{ recipients: Recipient[]; missing: string[] }> {
  const order = [asc(employees.lastName), asc(employees.firstName), asc(employees.id)];
  if ("employeeIds" in selection) {
    const ids = [...new Set(selection.employeeIds)];
    const recipients = await ctx.db
      .select(recipientColumns)
      .from(employees)
      .where(and(eq(employees.employerId, ctx.employerId), inArray(employees.id, ids)))
      .orderBy(...order);
    const found = new Set(recipients.map((recipient) => recipient.id));
    return { recipients, missing: ids.filter((id) => !found.has(id)) };
  }
  const where = adminEmployeeFilter(ctx.employerId, selection.filter);
  const [selected] = await ctx.db.select({ value: count() }).from(employees).where(where);
  const total = selected?.value ?? 0;
  if (total > BULK_INVITE_MAX) {
    throw new AppError(
      "too_many_recipients",
      `These filters select ${total} employees; one invitation request reaches at most ${BULK_INVITE_MAX}. Invite them in the background instead (POST /api/admin/invitation-runs).`,
      {
        extra: { maximum: BULK_INVITE_MAX, selected: total },
      },
    );
  }
  return {
    recipients: await ctx.db
      .select(recipientColumns)
      .from(employees)
      .where(where)
      .orderBy(...order),
    missing: [],
  };
}

/**
 * Why an invitation cannot help, from who acts next (lib/domain/onboarding/who-acts.ts, the table's column):
 * complete, stopped, or nothing of their own to do yet (waiting on HR, a check, the program, or a
 * credit decision made); then no address, or invited in the last day.
 */
function skipReason(recipient: Recipient, now: Date): InviteOutcome | null {
  if (recipient.requirementsComplete) return "already_complete";
  if (recipient.waitingOnOwner === "stopped") return "stopped";
  if (!recipient.employeeCanAct) {
    if (recipient.waitingOnOwner === "hr") return "waiting_on_hr";
    if (recipient.waitingOnOwner === "provider") return "waiting_on_provider";
    return "nothing_to_do";
  }
  if (!recipient.email.trim()) return "no_email";
  if (recipient.invitedAt && now.getTime() - recipient.invitedAt.getTime() < INVITE_AGAIN_AFTER_MS)
    return "recently_invited";
  return null;
}

/**
 * skipReason in SQL, for a selection too large to read (an invitation run): the same reasons in the
 * same order, over the same columns. tests/http/invitation-runs.test.ts holds the two together.
 */
export function skipReasonSql(now: Date): SQL<InviteOutcome | null> {
  const recent = new Date(now.getTime() - INVITE_AGAIN_AFTER_MS);
  return sql<InviteOutcome | null>`case
    when ${employees.requirementsComplete} then 'already_complete'
    when ${employees.waitingOnOwner} = 'stopped' then 'stopped'
    when not ${employees.employeeCanAct} and ${employees.waitingOnOwner} = 'hr' then 'waiting_on_hr'
    when not ${employees.employeeCanAct} and ${employees.waitingOnOwner} = 'provider' then 'waiting_on_provider'
    when not ${employees.employeeCanAct} then 'nothing_to_do'
    when btrim(${employees.email}) = '' then 'no_email'
    when ${employees.invitedAt} > ${recent} then 'recently_invited'
  end`;
}

/**
 * Claims one person's invite: under the row's lock, checks again that nobody invited them in the
 * meantime (a doubled request), makes a single-use link (withdrawing older ones) and stamps
 * invited_at. The e-mail goes out after the commit; otherwise why not (someone else got there first: `recently_invited`).
 */
async function claimInvite(
  ctx: EmployerContext,
  employeeId: string,
  now: Date,
): Promise<
  { token: string; expiresAt: Date; previous: Date | null; email: string; firstName: string } | { skip: InviteOutcome }
> {
  return inTransaction(ctx, async (tx) => {
    const [row] = await tx.db
      .select()
      .from(employees)
      .where(and(eq(employees.id, employeeId), eq(employees.employerId, ctx.employerId)))
      .for("update");
    if (!row) return { skip: "not_found" as const };
    const skip = skipReason(row, now);
    if (skip) return { skip };
    const { token, expiresAt } = await createSignInToken({ ctx: tx, employeeId: row.id, purpose: "invite" });
    await tx.db.update(employees).set({ invitedAt: now }).where(eq(employees.id, employeeId));
    return { token, expiresAt, previous: row.invitedAt, email: row.email, firstName: row.firstName };
  });
}

function invitationMail({
  firstName,
  employerName,
  url,
  expiresAt,
}: {
  firstName: string;
  employerName: string;
  url: string;
  expiresAt: Date;
}) {
  const until = expiresAt.toISOString().slice(0, 10);
  return {
    subject: `${employerName}: set up your benefits card / configure su tarjeta de beneficios`,
    text:
      `Hello ${firstName},\n\n${employerName} invites you to set up your benefits card. This link works once, until ${until}:\n${url}\n\n` +
      `Hola ${firstName}:\n\n${employerName} le invita a configurar su tarjeta de beneficios. Este enlace funciona una sola vez, hasta el ${until}:\n${url}\n`,
  };
}

export async function employerNameOf({ ctx }: { ctx: EmployerContext }): Promise<string> {
  const [employer] = await ctx.db
    .select({ name: employers.name })
    .from(employers)
    .where(eq(employers.id, ctx.employerId));
  return employer?.name ?? "";
}

/**
 * Invites one person: claims the invite under the row's lock (or says why not: someone else just
 * did, `recently_invited`, or they no longer need it), e-mails the link, and on a refusal by
 * the mail server gives the person back their earlier invited_at, so they may be invited again.
 */
export async function inviteOne({
  ctx,
  employeeId,
  employerName,
  baseUrl,
  now,
}: {
  ctx: EmployerContext;
  employeeId: string;
  employerName: string;
  baseUrl: string;
  now: Date;
}): Promise<InviteOutcome> {
  const claim = await claimInvite(ctx, employeeId, now);
  if ("skip" in claim) return claim.skip;
  try {
    await sendMail({
      to: claim.email,
      ...invitationMail({
        firstName: claim.firstName,
        employerName,
        url: linkUrl(baseUrl, claim.token),
        expiresAt: claim.expiresAt,
      }),
    });
    return "sent";
  } catch {
    // Not sent: the person may be invited again at once (the link made for them is useless but harmless).
    await ctx.db
      .update(employees)
      .set({ invitedAt: claim.previous })
      .where(and(eq(employees.id, employeeId), eq(employees.invitedAt, now)));
    return "send_failed";
  }
}

/**
 * E-mails a single-use invite link to each selected employee of the admin's employer, one by one,
 * and says what happened to each: sent, or why not (already complete, no e-mail address, invited
 * in the last 24 hours, over the employer's hourly limit, not found, the mail server refused).
 * `allowSend` spends one point of the employer's throttle per e-mail (lib/api decides).
 */
export async function inviteEmployees({
  ctx,
  selection,
  baseUrl,
  allowSend,
  now = new Date(),
}: {
  ctx: EmployerContext;
  selection: BulkInvite;
  baseUrl: string;
  allowSend: () => Promise<boolean>;
  now?: Date;
}): Promise<InviteResult[]> {
  authorize(ctx.actor, "employees.invite");
  await assertEmployerActive({ ctx, employerId: ctx.employerId });
  const { recipients, missing } = await loadRecipients(ctx, selection);
  const employerName = await employerNameOf({ ctx });
  const results: InviteResult[] = [];
  let throttled = false;
  for (const recipient of recipients) {
    const person = {
      employeeId: recipient.id,
      firstName: recipient.firstName,
      lastName: recipient.lastName,
      email: recipient.email,
    };
    const skipped = skipReason(recipient, now) ?? (throttled || !(await allowSend()) ? "throttled" : null);
    if (skipped === "throttled") throttled = true;
    const status = skipped ?? (await inviteOne({ ctx, employeeId: recipient.id, employerName, baseUrl, now }));
    results.push({ ...person, status });
  }
  // One record per person e-mailed: the trail answers "who invited this person" as the page does.
  await recordAudits({
    ctx,
    entries: results
      .filter((result) => result.status === "sent")
      .map((result) => ({
        action: "employee.invited" as const,
        target: { type: "employee", id: result.employeeId },
        details: { channel: "email" },
      })),
  });
  return [
    ...results,
    ...missing.map((employeeId) => ({
      employeeId,
      firstName: null,
      lastName: null,
      email: null,
      status: "not_found" as const,
    })),
  ];
}

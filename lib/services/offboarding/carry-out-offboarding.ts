import { and, asc, eq, inArray, isNotNull, isNull, notExists, sql } from "drizzle-orm";

import type { Db } from "@/db/client";
import {
  accountSessions,
  accounts,
  adminUsers,
  apiClientEmployers,
  apiClients,
  employees,
  employers,
  partnerEmployers,
  sftpAccounts,
} from "@/db/schema";
import { inTransaction } from "@/db/transaction";
import { forgetPartnerClient } from "@/lib/auth/partner-clients";
import { AppError } from "@/lib/errors/app-error";
import { failureReason } from "@/lib/errors/failure-reason";
import { logger } from "@/lib/logger";

import { recordAudit } from "../audit/record-audit";
import { revokeClient } from "../api-clients/client-credentials";
import { systemContext, systemWideContext, type Actor, type ServiceContext } from "../context";
import { eraseEmployee } from "../erasure/erase-employee";
import { removeGrant } from "../partners/partner-grants";

const ACTOR = "offboarding";

/**
 * The worker's part of offboarding (docs/operator.md#offboarding), one round: for the employer
 * whose offboarding started first and is not finished, erase up to `batch` of its people exactly as
 * an erasure does — cards cancelled at the issuer first, legal records kept with their retention
 * clocks started, everything else removed — and, once nobody is left, shut its doors and mark it
 * offboarded. An issuer that does not confirm a cancellation stops the round, is written on the
 * employer (`offboarding_error`) and is asked again next round. Returns how many people and
 * employers it handled.
 */
export async function carryOutOffboarding({
  ctx: { db },
  batch = 25,
}: {
  ctx: { db: Db; actor: Actor };
  batch?: number;
}): Promise<number> {
  const [employer] = await db
    .select({ id: employers.id })
    .from(employers)
    .where(and(isNotNull(employers.offboardingStartedAt), isNull(employers.offboardedAt)))
    .orderBy(asc(employers.offboardingStartedAt))
    .limit(1);
  if (!employer) return 0;
  const people = await db
    .select({ id: employees.id })
    .from(employees)
    .where(eq(employees.employerId, employer.id))
    .orderBy(asc(employees.id))
    .limit(batch);
  const ctx = systemContext(db, ACTOR, employer.id);
  for (const [index, person] of people.entries()) {
    try {
      await eraseEmployee({ ctx, employeeId: person.id });
    } catch (error) {
      if (error instanceof AppError && error.code === "employee_not_found") continue;
      const reason = failureReason(error);
      logger.warn({ employerId: employer.id, employeeId: person.id, reason }, "offboarding: an erasure waits");
      await db.update(employers).set({ offboardingError: reason }).where(eq(employers.id, employer.id));
      return index;
    }
  }
  if (people.length === batch) return people.length;
  await inTransaction(systemWideContext(db, ACTOR), (tx) => shutDoors({ ctx: tx, employerId: employer.id }));
  return people.length + 1;
}

/**
 * Once nobody is left: partners no longer serve the employer, its own API clients are revoked, its
 * SFTP accounts closed, its HR people's accounts disabled with every session ended, and the
 * employer marked offboarded. Its row stays, with its agreements, imports' counts and audit trail.
 */
async function shutDoors({ ctx, employerId }: { ctx: ServiceContext; employerId: string }): Promise<void> {
  const { db } = ctx;
  // Two workers may finish the same employer: the first holds its row, the second finds it done.
  const [open] = await db
    .select({ id: employers.id })
    .from(employers)
    .where(and(eq(employers.id, employerId), isNull(employers.offboardedAt)))
    .for("update");
  if (!open) return;
  const grants = await db
    .select({ partnerId: partnerEmployers.partnerId })
    .from(partnerEmployers)
    .where(eq(partnerEmployers.employerId, employerId));
  for (const { partnerId } of grants) await removeGrant({ ctx, partnerId, employerId });
  const bound = await db
    .delete(apiClientEmployers)
    .where(eq(apiClientEmployers.employerId, employerId))
    .returning({ clientId: apiClientEmployers.clientId });
  // An employer's own clients that now serve nobody are revoked; one shared with another employer keeps serving it.
  const orphans = bound.length
    ? await db
        .select({ id: apiClients.id })
        .from(apiClients)
        .where(
          and(
            inArray(
              apiClients.id,
              bound.map((row) => row.clientId),
            ),
            isNull(apiClients.partnerId),
            notExists(db.select().from(apiClientEmployers).where(eq(apiClientEmployers.clientId, apiClients.id))),
          ),
        )
    : [];
  for (const { id } of orphans) await revokeClient({ ctx, clientId: id });
  for (const { clientId } of bound) forgetPartnerClient(clientId);
  const now = new Date();
  await db
    .update(sftpAccounts)
    .set({ revokedAt: now })
    .where(and(eq(sftpAccounts.employerId, employerId), isNull(sftpAccounts.revokedAt)));
  const hrPeople = db.select({ id: adminUsers.id }).from(adminUsers).where(eq(adminUsers.employerId, employerId));
  const disabled = await db
    .update(accounts)
    .set({ disabledAt: now, sessionVersion: sql`${accounts.sessionVersion} + 1` })
    .where(and(inArray(accounts.id, hrPeople), isNull(accounts.disabledAt)))
    .returning({ id: accounts.id });
  await db
    .update(accountSessions)
    .set({ endedAt: now, endedReason: "disabled" })
    .where(and(inArray(accountSessions.accountId, hrPeople), isNull(accountSessions.endedAt)));
  await db.update(employers).set({ offboardedAt: now, offboardingError: null }).where(eq(employers.id, employerId));
  await recordAudit({
    ctx,
    entry: {
      action: "employer.offboarded",
      employerId: null,
      target: { type: "employer", id: employerId },
      details: {
        partnersWithdrawn: grants.length,
        clientsRevoked: orphans.length,
        hrAccountsDisabled: disabled.length,
      },
    },
  });
}

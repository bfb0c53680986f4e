import { and, eq, gte, inArray, ne, sql } from "drizzle-orm";

import { employees, identityChecks } from "@/db/schema";
import type { IdentityCheckKind } from "@/lib/domain/identity/identity-recheck";
import type { DocumentDescription } from "@/lib/providers/identity";

import type { QueryContext } from "../context";

import { lockPersonOfCheck } from "./lock-person-of-check";
import { settleIdentityCheck, type FinalOutcome } from "./settle-check";

/**
 * Settles a check a vendor's person reviewed, with the vendor's decision as it reached us: by its
 * signed callback (apply-persona-event.ts) or by our poll of the vendor when the callback is late
 * (lib/jobs/poll-identity-reviews.ts). Only the still-pending check that `provider` ran, and whose
 * recorded case is `providerReference` (or none yet: a callback may arrive before the runner
 * recorded the answer), is settled; `decide` maps the vendor's word for the check's kind, and
 * undefined (no final decision) changes nothing. The row is locked first, so the callback and a
 * poll arriving together settle it once: the second finds it settled (false). Run it in the
 * caller's transaction.
 */
export async function settleReviewedCheck({
  ctx,
  checkId,
  provider,
  providerReference,
  decide,
  document,
}: {
  ctx: QueryContext;
  checkId: string;
  provider: string;
  providerReference: string;
  decide: (kind: IdentityCheckKind) => FinalOutcome | undefined;
  /** What the vendor read from the document, when the decision came with it (a documentary check's). */
  document?: DocumentDescription;
}): Promise<boolean> {
  const { db } = ctx;
  // The person first, then the check: the order every such path takes.
  if (!(await lockPersonOfCheck({ ctx, checkId }))) return false;
  const [check] = await db
    .select()
    .from(identityChecks)
    .where(
      and(
        eq(identityChecks.id, checkId),
        eq(identityChecks.provider, provider),
        inArray(identityChecks.status, ["pending", "unresolved"]),
      ),
    )
    .for("update");
  // Another case carrying our check id is not the one this check's provider created.
  if (!check || (check.providerReference !== null && check.providerReference !== providerReference)) return false;
  const late = check.status === "unresolved";
  if (late && !(await stillWhereTheEndLeftThem(ctx, check))) return false;
  const outcome = decide(check.kind);
  if (!outcome) return false;
  await db.update(identityChecks).set({ providerReference }).where(eq(identityChecks.id, check.id));
  return settleIdentityCheck({
    ctx: ctx,
    check,
    outcome,
    document: check.kind === "documentary" ? document : undefined,
    lateAfterUnresolved: late,
  });
}

/**
 * A check that ended unresolved for want of a decision may still get one from the vendor (a case
 * its people finished later): it settles the check if nothing has happened since — the person is
 * where the end left them and no newer check of theirs exists — so they are not asked to start
 * again (and billed again) for a decision that came. After a newer check, the late one changes nothing.
 */
async function stillWhereTheEndLeftThem(
  { db }: QueryContext,
  check: { id: string; employeeId: string; kind: string },
): Promise<boolean> {
  const [person] = await db
    .select({ status: employees.onboardingStatus })
    .from(employees)
    .where(eq(employees.id, check.employeeId));
  const leftAt = check.kind === "documentary" ? "NEEDS_EXPANDED_VERIFICATION" : "NOT_STARTED";
  if (person?.status !== leftAt) return false;
  const [newer] = await db
    .select({ id: identityChecks.id })
    .from(identityChecks)
    .where(
      and(
        eq(identityChecks.employeeId, check.employeeId),
        ne(identityChecks.id, check.id),
        // Compared in the database: its timestamps have microseconds, a JavaScript Date only milliseconds.
        gte(identityChecks.createdAt, sql`(select created_at from identity_checks where id = ${check.id})`),
      ),
    )
    .limit(1);
  return newer === undefined;
}

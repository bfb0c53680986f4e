import { and, eq, isNull } from "drizzle-orm";

import { agreementAcceptances, agreements, employees } from "@/db/schema";
import { PRODUCT_EMAILS_AGREEMENT_SLUG } from "@/lib/domain/onboarding/notifications";

import type { EmployerContext } from "../context";

import { queueNotification } from "./queue-notification";

/**
 * Queues a product e-mail (`occasion`: what it announces, e.g. "2027-01-new-features") for every
 * employee of the employer whose consent to product e-mails stands; the notifications job sends
 * it, checking the consent once more just before. Returns how many were queued (each person gets
 * one per occasion, however often this runs).
 */
export async function queueProductUpdate({
  ctx,
  occasion,
}: {
  ctx: EmployerContext;
  occasion: string;
}): Promise<number> {
  const consenting = await ctx.db
    .selectDistinct({ employeeId: agreementAcceptances.employeeId })
    .from(agreementAcceptances)
    .innerJoin(agreements, eq(agreements.id, agreementAcceptances.agreementId))
    .innerJoin(employees, eq(employees.id, agreementAcceptances.employeeId))
    .where(
      and(
        eq(employees.employerId, ctx.employerId),
        eq(agreements.slug, PRODUCT_EMAILS_AGREEMENT_SLUG),
        isNull(agreementAcceptances.withdrawnAt),
      ),
    );
  let queued = 0;
  for (const { employeeId } of consenting) {
    const id = await queueNotification({
      ctx,
      employerId: ctx.employerId,
      employeeId,
      occasion: { kind: "product_update", occasion, data: {} },
    });
    if (id) queued += 1;
  }
  return queued;
}

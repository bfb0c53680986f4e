import { and, eq, isNull } from "drizzle-orm";

import { agreementAcceptances, agreements } from "@/db/schema";
import { PRODUCT_EMAILS_AGREEMENT_SLUG } from "@/lib/domain/onboarding/notifications";

import type { EmployeeQuery } from "../requests";

/**
 * Whether the person's consent to product e-mails stands: an acceptance of the product e-mails
 * agreement (any version) that was not withdrawn (lib/services/agreements/withdraw-agreement.ts).
 */
export async function hasProductEmailConsent({ ctx, employeeId }: EmployeeQuery): Promise<boolean> {
  const [consent] = await ctx.db
    .select({ id: agreementAcceptances.id })
    .from(agreementAcceptances)
    .innerJoin(agreements, eq(agreements.id, agreementAcceptances.agreementId))
    .where(
      and(
        eq(agreementAcceptances.employeeId, employeeId),
        eq(agreements.slug, PRODUCT_EMAILS_AGREEMENT_SLUG),
        isNull(agreementAcceptances.withdrawnAt),
      ),
    )
    .limit(1);
  return consent !== undefined;
}

import { and, asc, desc, eq, isNull } from "drizzle-orm";

import type { Queryable } from "@/db/client";
import { agreementAcceptances, agreements, events, identityChecks, paymentMethods } from "@/db/schema";
import { evaluateRequirements } from "@/lib/domain/requirements";

import { listCards } from "../cards/get-card-or-throw";
import { getEmployeeOrThrow } from "../employees/get-employee-or-throw";
import { loadRequirementsSnapshot } from "../onboarding/load-requirements-snapshot";

/** Everything HR sees about one employee: live requirements, verification, money, cards, records, timeline. */
export async function getAdminEmployee(db: Queryable, { employerId, employeeId }: { employerId: string; employeeId: string }) {
  const employee = await getEmployeeOrThrow(db, { employerId, employeeId });
  const [snapshot, checks, methods, cards, acceptances, timeline] = await Promise.all([
    loadRequirementsSnapshot(db, employee),
    db.select().from(identityChecks).where(eq(identityChecks.employeeId, employeeId)).orderBy(desc(identityChecks.createdAt)).limit(20),
    db.select().from(paymentMethods).where(and(eq(paymentMethods.employeeId, employeeId), isNull(paymentMethods.removedAt))).orderBy(asc(paymentMethods.id)),
    listCards(db, { employerId, employeeId }),
    db
      .select({ acceptance: agreementAcceptances, slug: agreements.slug })
      .from(agreementAcceptances)
      .innerJoin(agreements, eq(agreements.id, agreementAcceptances.agreementId))
      .where(eq(agreementAcceptances.employeeId, employeeId))
      .orderBy(desc(agreementAcceptances.recordedAt)),
    db.select().from(events).where(eq(events.employeeId, employeeId)).orderBy(desc(events.createdAt)).limit(100),
  ]);
  return { employee, status: evaluateRequirements(snapshot), checks, methods, cards, acceptances, timeline };
}

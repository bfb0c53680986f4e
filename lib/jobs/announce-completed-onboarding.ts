import { and, eq, isNull, sql } from "drizzle-orm";

import type { Db } from "@/db/client";
import { employees } from "@/db/schema";
import { inTransaction } from "@/db/transaction";
import { recordEvent } from "@/lib/events/record-event";

/**
 * `employee.onboarding_completed`, once per employee, the first time every requirement is met. The
 * requirements projection (employees.requirements_complete) is kept by every write that changes an
 * input, in its own transaction; this reads what those writes left, so no write path has to
 * remember to announce it. Each employee is marked as it is announced, in the event's transaction;
 * a worker beside this one finds the mark and leaves the employee (the update rechecks the row).
 * Returns how many were announced; the worker runs it each round.
 */
export async function announceCompletedOnboarding(db: Db, limit = 200): Promise<number> {
  return inTransaction({ db }, async (tx) => {
    const completed = await tx.db
      .update(employees)
      .set({ onboardingCompletedAt: sql`now()` })
      .where(
        and(
          isNull(employees.onboardingCompletedAt),
          eq(employees.requirementsComplete, true),
          sql`${employees.id} in (
            select ${employees.id} from ${employees}
            where ${employees.requirementsComplete} and ${employees.onboardingCompletedAt} is null
            limit ${limit})`,
        ),
      )
      .returning({ id: employees.id, employerId: employees.employerId });
    for (const { id, employerId } of completed)
      await recordEvent({
        ctx: tx,
        type: "employee.onboarding_completed",
        employerId,
        employeeId: id,
        data: { employerId, employeeId: id },
      });
    return completed.length;
  });
}

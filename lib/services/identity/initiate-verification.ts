import { and, eq } from "drizzle-orm";

import type { Db } from "@/db/client";
import { employees, identityChecks, type IdentityCheckRow } from "@/db/schema";
import { AppError } from "@/lib/errors/app-error";
import { createId } from "@/lib/ids";
import { getIdentityProvider } from "@/lib/providers/identity";

import { getEmployeeOrThrow } from "../employees/get-employee-or-throw";
import { refreshRequirementsProjection } from "../onboarding/refresh-requirements-projection";

import { checkIdentityData } from "./check-identity-data";

/**
 * Hands a standard check to the provider's queue and answers at once (202): the outcome arrives
 * from the job runner and by webhook. 422 lists each missing item; 409 while a check runs.
 */
export async function initiateVerification({
  db,
  employerId,
  employeeId,
}: {
  db: Db;
  employerId: string;
  employeeId: string;
}): Promise<IdentityCheckRow> {
  return db.transaction(async (tx) => {
    const employee = await getEmployeeOrThrow(tx, { employerId, employeeId, forUpdate: true });
    switch (employee.onboardingStatus) {
      case "PENDING":
        throw new AppError("identity_verification_pending", "Wait for the running check's webhook, then try again if needed.");
      case "VERIFIED":
        throw new AppError("identity_already_verified", "Nothing to do: the employee is verified.");
      case "NEEDS_EXPANDED_VERIFICATION":
        throw new AppError("evidence_required", "Upload a document with POST …/evidence.");
    }
    const data = checkIdentityData(employee);
    if (!data.ok) {
      throw new AppError("identity_data_missing", "Complete the employee's data (PATCH the fields listed in errors), then initiate again.", {
        errors: data.errors,
      });
    }
    const [check] = await tx
      .insert(identityChecks)
      .values({ id: createId("idv"), employerId, employeeId, kind: "standard", provider: getIdentityProvider().name })
      .returning();
    await tx
      .update(employees)
      .set({ onboardingStatus: "PENDING", updatedAt: new Date() })
      .where(and(eq(employees.id, employeeId), eq(employees.employerId, employerId)));
    await refreshRequirementsProjection(tx, employeeId);
    return check!;
  });
}

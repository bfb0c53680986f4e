import type { IdentityCheckRow } from "@/db/schema";
import { inTransaction } from "@/db/transaction";
import { AppError } from "@/lib/errors/app-error";

import type { EmployeeRequest } from "../requests";
import { getEmployeeOrThrow } from "../employee-scope";
import { refuseIfHardStopped } from "../onboarding/refuse-hard-stopped";

import { checkIdentityData } from "./check-identity-data";
import { queueIdentityCheck } from "./queue-check";

/**
 * Hands a standard check to the provider's queue and answers at once (202): the outcome arrives
 * from the job runner and by webhook. 422 lists each missing item; 409 while a check runs.
 */
export async function initiateVerification({ ctx, employeeId }: EmployeeRequest): Promise<IdentityCheckRow> {
  return inTransaction(ctx, async (tx) => {
    const employee = await getEmployeeOrThrow({ ctx: tx, employeeId, forUpdate: true });
    // Never a vendor call for someone the program cannot take (a child).
    await refuseIfHardStopped({ ctx: tx, employee, action: "identity_verification" });
    switch (employee.onboardingStatus) {
      case "PENDING":
        throw new AppError(
          "identity_verification_pending",
          "Wait for the running check's webhook, then try again if needed.",
        );
      case "VERIFIED":
        throw new AppError("identity_already_verified", "Nothing to do: the employee is verified.");
      case "NEEDS_EXPANDED_VERIFICATION":
        throw new AppError("evidence_required", "Upload a document with POST …/evidence.");
    }
    const data = checkIdentityData(employee);
    if (!data.ok) {
      throw new AppError(
        "identity_data_missing",
        "Complete the employee's data (PATCH the fields listed in errors), then initiate again.",
        {
          errors: data.errors,
        },
      );
    }
    return queueIdentityCheck({ ctx: tx, employee, kind: "standard" });
  });
}

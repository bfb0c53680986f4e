import type { FoundPerson } from "@/lib/services/support/find-people";
import type { getPerson } from "@/lib/services/support/get-person";
import { formatReference } from "@/lib/domain/person/employee-reference";
import type { Person, PersonRow } from "@/lib/schemas/responses/operator-people";

import { waitingOnView } from "./admin";
import { serializeAdminEmployeeDetail } from "./admin-employee-detail";

// Support's answers about people across employers (lib/schemas/responses/operator-people.ts).

/** One match of a people search. */
export function personRowJson(row: FoundPerson): PersonRow {
  return {
    id: row.id,
    reference: formatReference(row.reference),
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    employer: { id: row.employerId, name: row.employerName },
    complete: row.complete,
    onboardingStatus: row.onboardingStatus,
    waitingOn: waitingOnView(row),
    createdAt: row.createdAt.toISOString(),
  };
}

/** A person's page as support reads it: HR's, masked, with the employer. */
export function personJson(
  { detail, employer }: Awaited<ReturnType<typeof getPerson>>,
  { sandbox }: { sandbox: boolean },
): Person {
  return {
    ...serializeAdminEmployeeDetail(detail, { sandbox }),
    employer: { id: employer.id, name: employer.name, status: employer.status },
  };
}

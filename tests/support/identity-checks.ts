import { desc, eq } from "drizzle-orm";

import { getDb } from "@/db/client";
import { identityChecks } from "@/db/schema";
import type { IdentitySubject } from "@/lib/providers/identity";

/** The employee's most recent identity check row, as the database has it now. */
export async function latestIdentityCheck(employeeId: string) {
  const [check] = await (
    await getDb()
  )
    .select()
    .from(identityChecks)
    .where(eq(identityChecks.employeeId, employeeId))
    .orderBy(desc(identityChecks.createdAt))
    .limit(1);
  return check!;
}

/** One identity check row by its id, as the database has it now (undefined if there is none). */
export async function identityCheck(id: string) {
  const [check] = await (await getDb()).select().from(identityChecks).where(eq(identityChecks.id, id));
  return check;
}

/** The person an identity adapter is asked to check: Ada Lovelace of Austin, unless `overrides` say otherwise. */
export const identitySubject = (checkId: string, overrides: Partial<IdentitySubject> = {}): IdentitySubject => ({
  checkId,
  personId: "empl_ada",
  attempt: 1,
  firstName: "Ada",
  lastName: "Lovelace",
  birthDate: "1990-04-23",
  ssn: "231548765",
  phoneNumber: "+14155552671",
  address: { line1: "1 Main St", line2: null, city: "Austin", state: "TX", postalCode: "73301" },
  expandedRequired: false,
  ...overrides,
});

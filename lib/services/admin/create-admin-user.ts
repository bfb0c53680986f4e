import { adminUsers } from "@/db/schema";
import { hashPassword } from "@/lib/auth/password";
import type { HrRole } from "@/lib/domain/hr/hr-roles";
import { createId } from "@/lib/ids";

import type { QueryContext } from "../context";

/** An employer's first HR people are created by the operator (seed, tooling); owners invite the rest (team/). */
export async function createAdminUser({
  ctx: { db },
  input,
}: {
  ctx: QueryContext;
  input: { employerId: string; email: string; name: string; password: string; role: HrRole };
}): Promise<string> {
  const id = createId("adm");
  await db.insert(adminUsers).values({
    id,
    employerId: input.employerId,
    email: input.email.trim().toLowerCase(),
    name: input.name,
    role: input.role,
    passwordHash: await hashPassword(input.password),
  });
  return id;
}

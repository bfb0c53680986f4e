import { inTransaction } from "@/db/transaction";
import { hashPassword } from "@/lib/auth/password";
import type { HrRole } from "@/lib/domain/hr/hr-roles";

import type { QueryContext } from "../context";

import { insertAdminUser } from "../accounts/hr-people";

/** An employer's first HR people are created by the operator (seed, tooling); owners invite the rest (team/). */
export async function createAdminUser({
  ctx,
  input,
}: {
  ctx: QueryContext;
  input: { employerId: string; email: string; name: string; password: string; role: HrRole };
}): Promise<string> {
  const passwordHash = await hashPassword(input.password);
  const { password: _password, ...person } = input;
  const created = await inTransaction(ctx, (tx) => insertAdminUser({ ctx: tx, person: { ...person, passwordHash } }));
  return created.id;
}

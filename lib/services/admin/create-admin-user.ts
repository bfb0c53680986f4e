import { adminUsers } from "@/db/schema";
import { hashPassword } from "@/lib/auth/password";
import { createId } from "@/lib/ids";

import type { QueryContext } from "../context";

/** HR admins are created by the operator (seed, tooling), one employer each. */
export async function createAdminUser({
  ctx: { db },
  input,
}: {
  ctx: QueryContext;
  input: { employerId: string; email: string; name: string; password: string };
}): Promise<string> {
  const id = createId("adm");
  await db.insert(adminUsers).values({
    id,
    employerId: input.employerId,
    email: input.email.trim().toLowerCase(),
    name: input.name,
    passwordHash: await hashPassword(input.password),
  });
  return id;
}

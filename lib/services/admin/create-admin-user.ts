import type { Queryable } from "@/db/client";
import { adminUsers } from "@/db/schema";
import { hashPassword } from "@/lib/auth/password";
import { createId } from "@/lib/ids";

export async function createAdminUser(db: Queryable, input: { employerId: string; email: string; name: string; password: string }): Promise<string> {
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

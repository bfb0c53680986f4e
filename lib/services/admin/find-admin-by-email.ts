import { eq } from "drizzle-orm";

import { accounts, type AdminUserRow, adminUsers } from "@/db/schema";

import type { ServiceContext } from "../context";
import { hrEmail } from "../accounts/hr-people";

/** The person named by an e-mail, if any: for recording a refusal that came before the password was read. */
export async function findAdminByEmail({
  ctx,
  email,
}: {
  ctx: ServiceContext;
  email: string;
}): Promise<Pick<AdminUserRow, "id" | "employerId"> | undefined> {
  const [admin] = await ctx.db
    .select({ id: adminUsers.id, employerId: adminUsers.employerId })
    .from(adminUsers)
    .innerJoin(accounts, eq(accounts.id, adminUsers.id))
    .where(hrEmail(email));
  return admin;
}

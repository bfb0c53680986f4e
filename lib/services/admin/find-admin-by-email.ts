import { eq } from "drizzle-orm";

import { adminUsers, type AdminUserRow } from "@/db/schema";

import type { ServiceContext } from "../context";

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
    .where(eq(adminUsers.email, email.trim().toLowerCase()));
  return admin;
}

import { eq } from "drizzle-orm";

import { adminUsers, type AdminUserRow } from "@/db/schema";
import { DUMMY_HASH, verifyPassword } from "@/lib/auth/password";
import { AppError } from "@/lib/errors/app-error";

import type { ServiceContext } from "../context";

/** The same answer, after the same work, for an unknown e-mail and a wrong password. */
export async function signInAdmin({
  ctx,
  email,
  password,
}: {
  ctx: ServiceContext;
  email: string;
  password: string;
}): Promise<AdminUserRow> {
  const [admin] = await ctx.db.select().from(adminUsers).where(eq(adminUsers.email, email.trim().toLowerCase()));
  const ok = await verifyPassword(password, admin?.passwordHash ?? DUMMY_HASH);
  if (!admin || !ok || admin.disabledAt) throw new AppError("unauthorized", "The e-mail or password is not right.");
  return admin;
}

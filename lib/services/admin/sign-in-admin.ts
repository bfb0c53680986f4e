import { eq } from "drizzle-orm";

import type { Db } from "@/db/client";
import { adminUsers, type AdminUserRow } from "@/db/schema";
import { DUMMY_HASH, verifyPassword } from "@/lib/auth/password";
import { AppError } from "@/lib/errors/app-error";

/** The same answer, after the same work, for an unknown e-mail and a wrong password. */
export async function signInAdmin(db: Db, { email, password }: { email: string; password: string }): Promise<AdminUserRow> {
  const [admin] = await db.select().from(adminUsers).where(eq(adminUsers.email, email.trim().toLowerCase()));
  const ok = await verifyPassword(password, admin?.passwordHash ?? DUMMY_HASH);
  if (!admin || !ok || admin.disabledAt) throw new AppError("unauthorized", "The e-mail or password is not right.");
  return admin;
}

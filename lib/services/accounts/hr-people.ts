import { eq } from "drizzle-orm";

import { accounts, adminUserColumns, adminUsers, type AdminUserRow } from "@/db/schema";
import type { HrRole } from "@/lib/domain/hr/hr-roles";
import { createId } from "@/lib/ids";

import type { QueryContext } from "../context";

import { accountEmail } from "./account-email";

// HR people are accounts of the `hr` realm with a membership of one employer (db/schema/admin-users.ts):
// read and made here, both halves at once.

/** HR people with their accounts' e-mail, name, password and state; add `.where(…)` on either table's columns. */
export const selectAdminUsers = ({ ctx }: { ctx: QueryContext }) =>
  ctx.db.select(adminUserColumns).from(adminUsers).innerJoin(accounts, eq(accounts.id, adminUsers.id));

/** The HR account an e-mail names (HR's realm only: an operator's e-mail is nobody here). */
export const hrEmail = (email: string) => accountEmail("hr", email);

export type NewAdminUser = {
  employerId: string;
  email: string;
  name: string;
  role: HrRole;
  passwordHash: string | null;
  ssoIssuer?: string;
  ssoSubject?: string;
};

/**
 * Makes an HR person: the account and its membership, under one id. Two statements: run it in the
 * caller's transaction.
 */
export async function insertAdminUser({
  ctx: { db },
  person,
}: {
  ctx: QueryContext;
  person: NewAdminUser;
}): Promise<AdminUserRow> {
  const id = createId("adm");
  const [account] = await db
    .insert(accounts)
    .values({
      id,
      realm: "hr",
      email: person.email.trim().toLowerCase(),
      name: person.name,
      passwordHash: person.passwordHash,
    })
    .returning();
  const [membership] = await db
    .insert(adminUsers)
    .values({
      id,
      employerId: person.employerId,
      role: person.role,
      ssoIssuer: person.ssoIssuer ?? null,
      ssoSubject: person.ssoSubject ?? null,
    })
    .returning();
  const { realm: _realm, id: _id, ...fromAccount } = account!;
  return { ...membership!, ...fromAccount };
}

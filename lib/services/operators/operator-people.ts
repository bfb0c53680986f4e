import { eq, getTableColumns, sql, type SQL } from "drizzle-orm";

import {
  accountPasskeys,
  accountPersonColumns,
  accounts,
  accountTotp,
  operators,
  type AccountPerson,
  type OperatorRow,
} from "@/db/schema";
import type { OperatorRole } from "@/lib/domain/operator/operator-roles";
import { createId } from "@/lib/ids";

import { accountEmail } from "../accounts/account-email";
import type { QueryContext } from "../context";

// Operators are accounts of the `operator` realm with a role (db/schema/accounts.ts operators):
// read and made here, both halves at once.

export const operatorColumns = { ...getTableColumns(operators), ...accountPersonColumns };

export type OperatorPerson = OperatorRow & AccountPerson;

/** Operators with their accounts' e-mail, name, password and state; add `.where(…)` on either table's columns. */
export const selectOperators = ({ ctx }: { ctx: QueryContext }) =>
  ctx.db.select(operatorColumns).from(operators).innerJoin(accounts, eq(accounts.id, operators.id));

/** The operator account an e-mail names (the operators' realm only: an HR e-mail is nobody here). */
export const operatorEmail = (email: string) => accountEmail("operator", email);

/**
 * An operator account that can sign in (for a `where` over selectOperators): not disabled, with a
 * passkey or a confirmed authenticator app. One without either has joined and never finished.
 */
export const operatorIsActive = (): SQL =>
  sql`${accounts.disabledAt} is null and (exists (select 1 from ${accountTotp} where ${accountTotp.accountId} = ${accounts.id} and ${accountTotp.confirmedAt} is not null) or exists (select 1 from ${accountPasskeys} where ${accountPasskeys.accountId} = ${accounts.id}))`;

/**
 * Makes an operator: the account and its role, under one id. Two statements: run it in the caller's
 * transaction.
 */
export async function insertOperator({
  ctx: { db },
  person,
}: {
  ctx: QueryContext;
  person: { email: string; name: string; role: OperatorRole; passwordHash: string | null };
}): Promise<OperatorPerson> {
  const id = createId("opr");
  const [account] = await db
    .insert(accounts)
    .values({
      id,
      realm: "operator",
      email: person.email.trim().toLowerCase(),
      name: person.name,
      passwordHash: person.passwordHash,
    })
    .returning();
  const [operator] = await db.insert(operators).values({ id, role: person.role }).returning();
  const { realm: _realm, id: _id, ...fromAccount } = account!;
  return { ...operator!, ...fromAccount };
}

import { randomBytes } from "node:crypto";

import { and, eq, gt, isNull, type SQL } from "drizzle-orm";

import { accountInvites, type AccountInviteRow } from "@/db/schema";
import { hashSecret } from "@/lib/crypto/secrets";
import type { Realm } from "@/lib/domain/accounts/realms";
import { isHrRole, type HrRole } from "@/lib/domain/hr/hr-roles";
import { isOperatorRole, type OperatorRole } from "@/lib/domain/operator/operator-roles";
import { AppError } from "@/lib/errors/app-error";

// Invitations to make an account, for both realms (db/schema/accounts.ts accountInvites): a
// single-use link whose token only the person holds (in the link's fragment, which browsers never
// send to a server, so no log holds it) and whose SHA-256 alone is stored.

/** A new link's token and the hash to store for it. */
export function newInviteToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, tokenHash: hashSecret(token) };
}

/** The realm's invitation this link is for, while it is still open: not accepted, withdrawn or expired. */
export function openInviteWithToken({ token, realm }: { token: string; realm: Realm }): SQL | undefined {
  return and(
    eq(accountInvites.tokenHash, hashSecret(token)),
    eq(accountInvites.realm, realm),
    isNull(accountInvites.acceptedAt),
    isNull(accountInvites.withdrawnAt),
    gt(accountInvites.expiresAt, new Date()),
  );
}

export const inviteInvalid = () =>
  new AppError("invite_invalid", "This invitation link was used, withdrawn or has expired. Ask for a new one.");

/** An HR invitation as HR's services read one: its employer, inviter and HR role. */
export type HrInvite = Omit<AccountInviteRow, "employerId" | "invitedBy" | "role"> & {
  employerId: string;
  invitedBy: string;
  role: HrRole;
};

/** An operator's invitation: an operator role, and no employer. */
export type OperatorInvite = Omit<AccountInviteRow, "employerId" | "role"> & { role: OperatorRole };

/** The row as an HR invitation; a row that is not one is a bug (the checks in the table hold it). */
export function asHrInvite(row: AccountInviteRow): HrInvite {
  const { employerId, invitedBy, role } = row;
  if (row.realm !== "hr" || employerId === null || invitedBy === null || !isHrRole(role))
    throw new Error(`Invitation ${row.id} is not an HR invitation`);
  return { ...row, employerId, invitedBy, role };
}

/** The row as an operator's invitation. */
export function asOperatorInvite(row: AccountInviteRow): OperatorInvite {
  const { role } = row;
  if (row.realm !== "operator" || row.employerId !== null || !isOperatorRole(role))
    throw new Error(`Invitation ${row.id} is not an operator's invitation`);
  return { ...row, role };
}

import type { OperatorInvite } from "@/lib/services/accounts/invites";
import type { OperatorPerson } from "@/lib/services/operators/operator-people";

/** An operator as the console's API answers one: never a password hash. */
export const operatorJson = (operator: OperatorPerson) => ({
  id: operator.id,
  name: operator.name,
  email: operator.email,
  role: operator.role,
  disabledAt: operator.disabledAt?.toISOString() ?? null,
  lastSignInAt: operator.lastSignInAt?.toISOString() ?? null,
  createdAt: operator.createdAt.toISOString(),
});

/** An operator's open invitation. */
export const operatorInviteJson = (invite: OperatorInvite) => ({
  id: invite.id,
  email: invite.email,
  name: invite.name,
  role: invite.role,
  expiresAt: invite.expiresAt.toISOString(),
});

/** The operators and the open invitations, as the console's list and `ops operators list` answer them. */
export const operatorListJson = ({
  people,
  invites,
}: {
  people: Parameters<typeof operatorJson>[0][];
  invites: Parameters<typeof operatorInviteJson>[0][];
}) => ({ data: people.map(operatorJson), invites: invites.map(operatorInviteJson) });

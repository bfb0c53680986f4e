import type { HrInvite } from "@/lib/services/accounts/invites";
import { ssoLinkApprovalHolds } from "@/lib/domain/hr/sso-policy";
import type { TeamInvite, TeamMember } from "@/lib/schemas/responses/admin-team";
import type { listTeam } from "@/lib/services/team/list-team";

type Person = Awaited<ReturnType<typeof listTeam>>["people"][number];

/** A teammate's link to single sign-on, when the employer has it on: linked, an owner's approval waiting, or none. */
function ssoLinkOf(person: Person, ssoEnabled: boolean): TeamMember["ssoLink"] {
  if (!ssoEnabled) return null;
  if (person.ssoSubject !== null) return "linked";
  return person.ssoLinkApprovedAt && ssoLinkApprovalHolds(person.ssoLinkApprovedAt, new Date()) ? "approved" : "none";
}

export const teamMemberView = (person: Person, youId: string, ssoEnabled: boolean): TeamMember => ({
  id: person.id,
  name: person.name,
  email: person.email,
  role: person.role,
  status: person.disabledAt ? "disabled" : "active",
  factors: { totp: person.totp, passkeys: person.passkeys },
  sso: person.passwordHash === null,
  ssoLink: ssoLinkOf(person, ssoEnabled),
  lastSignInAt: person.lastSignInAt?.toISOString() ?? null,
  openSessions: person.openSessions,
  isYou: person.id === youId,
});

export const teamInviteView = (invite: HrInvite, invitedBy: string | null): TeamInvite => ({
  id: invite.id,
  email: invite.email,
  name: invite.name,
  role: invite.role,
  invitedAt: invite.createdAt.toISOString(),
  expiresAt: invite.expiresAt.toISOString(),
  invitedBy,
});

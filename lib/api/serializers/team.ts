import type { AdminInviteRow } from "@/db/schema";
import type { TeamInvite, TeamMember } from "@/lib/schemas/responses/admin";
import type { listTeam } from "@/lib/services/team/list-team";

type Person = Awaited<ReturnType<typeof listTeam>>["people"][number];

export const teamMemberView = (person: Person, youId: string): TeamMember => ({
  id: person.id,
  name: person.name,
  email: person.email,
  role: person.role,
  status: person.disabledAt ? "disabled" : "active",
  factors: { totp: person.totp, passkeys: person.passkeys },
  sso: person.ssoSubject !== null && person.passwordHash === null,
  lastSignInAt: person.lastSignInAt?.toISOString() ?? null,
  openSessions: person.openSessions,
  isYou: person.id === youId,
});

export const teamInviteView = (invite: AdminInviteRow, invitedBy: string | null): TeamInvite => ({
  id: invite.id,
  email: invite.email,
  name: invite.name,
  role: invite.role,
  invitedAt: invite.createdAt.toISOString(),
  expiresAt: invite.expiresAt.toISOString(),
  invitedBy,
});

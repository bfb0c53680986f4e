import { methods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { teamInviteView, teamMemberView } from "@/lib/api/serializers/team";
import { withAdmin } from "@/lib/api/with-admin";
import type { Team } from "@/lib/schemas/responses/admin-team";
import { listTeam } from "@/lib/services/team/list-team";

// The team (owners): people with their factors and sessions, and open invitations.
const handleGET = withAdmin(async ({ ctx, admin }) => {
  const { people, invites, ssoEnabled } = await listTeam({ ctx });
  return json({
    people: people.map((person) => teamMemberView(person, admin.adminId, ssoEnabled)),
    invites: invites.map(({ invite, invitedBy }) => teamInviteView(invite, invitedBy)),
  } satisfies Team);
});

export const { GET, POST, PATCH, PUT, DELETE } = methods({ GET: handleGET });

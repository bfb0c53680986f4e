import { publicBaseUrl } from "@/lib/api/base-url";
import { assertContentType, parseBody } from "@/lib/api/body";
import { methods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { teamInviteView } from "@/lib/api/serializers/team";
import { withAdmin } from "@/lib/api/with-admin";
import { inviteTeammateSchema } from "@/lib/schemas/admin";
import { inviteTeammate } from "@/lib/services/team/invite-teammate";

// An owner invites a teammate by e-mail (a single-use link that expires in 72 hours).
const handlePOST = withAdmin(async ({ request, ctx, admin, body }) => {
  assertContentType(request);
  const input = parseBody(body, inviteTeammateSchema);
  const invite = await inviteTeammate({ ctx, input, baseUrl: publicBaseUrl() });
  return json(teamInviteView(invite, admin.name), { status: 201 });
});

export const { GET, POST, PATCH, PUT, DELETE } = methods({ POST: handlePOST });

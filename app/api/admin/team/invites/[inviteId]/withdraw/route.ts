import { methods } from "@/lib/api/methods";
import { withAdmin } from "@/lib/api/with-admin";
import { withdrawTeamInvite } from "@/lib/services/team/withdraw-team-invite";

const handlePOST = withAdmin<{ inviteId: string }>(async ({ ctx, params }) => {
  await withdrawTeamInvite({ ctx, inviteId: params.inviteId });
  return new Response(null, { status: 204 });
});

export const { GET, POST, PATCH, PUT, DELETE } = methods({ POST: handlePOST });

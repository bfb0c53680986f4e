import { methods } from "@/lib/api/methods";
import { withAdmin } from "@/lib/api/with-admin";
import { disableTeammate } from "@/lib/services/team/disable-teammate";

const handlePOST = withAdmin<{ adminId: string }>(async ({ ctx, params }) => {
  await disableTeammate({ ctx, adminId: params.adminId });
  return new Response(null, { status: 204 });
});

export const { GET, POST, PATCH, PUT, DELETE } = methods({ POST: handlePOST });

import { methods } from "@/lib/api/methods";
import { withAdmin } from "@/lib/api/with-admin";
import { approveSsoLink } from "@/lib/services/team/approve-sso-link";

// An owner lets a teammate's next single sign-on link them (step-up first).
const handlePOST = withAdmin<{ adminId: string }>(async ({ ctx, params }) => {
  await approveSsoLink({ ctx, adminId: params.adminId });
  return new Response(null, { status: 204 });
});

export const { GET, POST, PATCH, PUT, DELETE } = methods({ POST: handlePOST });

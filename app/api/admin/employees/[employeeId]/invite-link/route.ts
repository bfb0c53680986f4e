import { publicBaseUrl } from "@/lib/api/base-url";
import { methods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { withAdmin } from "@/lib/api/with-admin";
import { createInviteLink } from "@/lib/services/portal/create-invite-link";

// HR creates an invite to hand to the employee (copied from the admin page).
const handlePOST = withAdmin<{ employeeId: string }>(async ({ ctx, params }) => {
  const { url, expiresAt } = await createInviteLink({ ctx, employeeId: params.employeeId, baseUrl: publicBaseUrl() });
  return json({ url, expiresAt: expiresAt.toISOString() }, { status: 201 });
});

export const { GET, POST, PATCH, PUT, DELETE } = methods({ POST: handlePOST });

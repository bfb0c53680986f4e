import { publicBaseUrl } from "@/lib/api/base-url";
import { methods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { withPartner } from "@/lib/api/with-partner";
import { isSandbox } from "@/lib/env";
import type { InviteLinkResponse } from "@/lib/schemas/responses/misc";
import { logger } from "@/lib/logger";
import { createInviteLink } from "@/lib/services/portal/create-invite-link";

// A single-use link that signs the employee in to the portal; valid for 7 days.
const handlePOST = withPartner<{ employerId: string; employeeId: string }>(async ({ ctx, params }) => {
  const { url, expiresAt } = await createInviteLink({ ctx, employeeId: params.employeeId, baseUrl: publicBaseUrl() });
  // Development convenience only: a production log never carries a working sign-in link.
  if (isSandbox()) logger.info({ employeeId: params.employeeId, inviteUrl: url }, "invite link created");
  return json({ url, expiresAt: expiresAt.toISOString() } satisfies InviteLinkResponse, { status: 201 });
});

export const { GET, POST, PATCH, PUT, DELETE } = methods({ POST: handlePOST });

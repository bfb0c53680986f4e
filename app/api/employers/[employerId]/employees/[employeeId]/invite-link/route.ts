import { publicBaseUrl } from "@/lib/api/base-url";
import { methods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { withPartner } from "@/lib/api/with-partner";
import { isSandbox } from "@/lib/env";
import type { InviteLinkResponse } from "@/lib/schemas/responses/misc";
import { logger } from "@/lib/logger";
import { getEmployeeOrThrow } from "@/lib/services/employees/get-employee-or-throw";
import { createSignInToken, linkUrl } from "@/lib/services/portal/sign-in-links";

// A single-use link that signs the employee in to the portal; valid for 7 days.
const handlePOST = withPartner<{ employerId: string; employeeId: string }>(async ({ request, ctx, params }) => {
  const employee = await getEmployeeOrThrow(ctx.db, params);
  const { token, expiresAt } = await createSignInToken(ctx.db, employee, "invite");
  const url = linkUrl(publicBaseUrl(request), token);
  // Development convenience only: a production log never carries a working sign-in link.
  if (isSandbox()) logger.info({ employeeId: employee.id, inviteUrl: url }, "invite link created");
  return json({ url, expiresAt: expiresAt.toISOString() } satisfies InviteLinkResponse, { status: 201 });
});

export const { GET, POST, PATCH, PUT, DELETE } = methods({ POST: handlePOST });

import { publicBaseUrl } from "@/lib/api/base-url";
import { assertContentType, parseBody } from "@/lib/api/body";
import { inviteLinkRequestSchema } from "@/lib/schemas/invite-link";
import { methods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { withPartner } from "@/lib/api/with-partner";
import { isSandbox } from "@/lib/env";
import type { InviteLinkResponse } from "@/lib/schemas/responses/misc";
import { logger } from "@/lib/logger";
import type { ServiceContext } from "@/lib/services/context";
import { createInviteLink } from "@/lib/services/portal/create-invite-link";
import { isLinkLive } from "@/lib/services/sign-in-links/sign-in-links";

// A single-use link that signs the employee in to the portal; valid for 7 days. Retried under the
// same Idempotency-Key it answers the same link while that link still works, and a fresh one once
// it was used, expired or replaced: a replay never hands out a dead link.
const handlePOST = withPartner<{ employerId: string; employeeId: string }>(
  async ({ request, ctx, params, body }) => {
    // The body is optional: none (or `{}`) is an invite without the partner's URLs.
    if (body.trim() !== "") assertContentType(request);
    const partnerUrls = body.trim() === "" ? {} : parseBody(body, inviteLinkRequestSchema);
    const { url, expiresAt } = await createInviteLink({
      ctx,
      employeeId: params.employeeId,
      baseUrl: publicBaseUrl(),
      partnerUrls,
    });
    // Development convenience only: a production log never carries a working sign-in link.
    if (isSandbox()) logger.info({ employeeId: params.employeeId, inviteUrl: url }, "invite link created");
    return json({ url, expiresAt: expiresAt.toISOString() } satisfies InviteLinkResponse, { status: 201 });
  },
  { replayStillGood: inviteStillGood },
);

async function inviteStillGood(body: string, ctx: ServiceContext): Promise<boolean> {
  const { url } = JSON.parse(body) as Partial<InviteLinkResponse>;
  return typeof url === "string" && isLinkLive({ ctx, url });
}

export const { GET, POST, PATCH, PUT, DELETE } = methods({ POST: handlePOST });

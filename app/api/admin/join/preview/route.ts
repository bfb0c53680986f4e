import { assertContentType, parseBody, readBodyText } from "@/lib/api/body";
import { methods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { withPublic } from "@/lib/api/with-public";
import { joinPreviewSchema } from "@/lib/schemas/admin";
import type { TeamInvitePreview } from "@/lib/schemas/responses/admin-team";
import { previewTeamInvite } from "@/lib/services/team/preview-team-invite";

// What a team invitation is for (the token comes in the body: it never sits in a URL a log keeps).
const handlePOST = withPublic(async ({ request, ctx }) => {
  assertContentType(request);
  const { token } = parseBody(await readBodyText(request, 1024), joinPreviewSchema);
  const { invite, employerName, requireMfa } = await previewTeamInvite({ ctx, token });
  return json({
    employerName,
    email: invite.email,
    name: invite.name,
    role: invite.role,
    requireMfa,
  } satisfies TeamInvitePreview);
});

export const { GET, POST, PATCH, PUT, DELETE } = methods({ POST: handlePOST });

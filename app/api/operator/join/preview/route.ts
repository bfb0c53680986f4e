import { assertContentType, parseBody, readBodyText } from "@/lib/api/body";
import { methods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { withPublic } from "@/lib/api/with-public";
import { operatorJoinPreviewSchema } from "@/lib/schemas/operator";
import { previewOperatorInvite } from "@/lib/services/operators/join-operators";

// What an operator's invitation is for (the token comes in the body: it never sits in a URL a log keeps).
const handlePOST = withPublic(async ({ request, ctx }) => {
  assertContentType(request);
  const { token } = parseBody(await readBodyText(request, 1024), operatorJoinPreviewSchema);
  const invite = await previewOperatorInvite({ ctx, token });
  return json({ email: invite.email, name: invite.name, role: invite.role, expiresAt: invite.expiresAt.toISOString() });
});

export const { GET, POST, PATCH, PUT, DELETE } = methods({ POST: handlePOST });

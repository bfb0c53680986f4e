import { publicBaseUrl } from "@/lib/api/base-url";
import { assertContentType, parseBody } from "@/lib/api/body";
import { methods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { withOperator } from "@/lib/api/with-operator";
import { inviteEmployerOwnerSchema } from "@/lib/schemas/operator";
import { inviteEmployerOwner } from "@/lib/services/program/invite-employer-owner";

// Invites the employer's HR owner by e-mail, through HR's own team invitation (72 hours, one use).
const handlePOST = withOperator<{ employerId: string }>(async ({ request, ctx, params, body }) => {
  assertContentType(request);
  const input = parseBody(body, inviteEmployerOwnerSchema);
  const invite = await inviteEmployerOwner({ ctx, employerId: params.employerId, input, baseUrl: publicBaseUrl() });
  return json(
    {
      id: invite.id,
      email: invite.email,
      name: invite.name,
      role: invite.role,
      expiresAt: invite.expiresAt.toISOString(),
    },
    { status: 201 },
  );
});

export const { GET, POST, PATCH, PUT, DELETE } = methods({ POST: handlePOST });

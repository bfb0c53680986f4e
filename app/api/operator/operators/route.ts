import { publicBaseUrl } from "@/lib/api/base-url";
import { assertContentType, parseBody } from "@/lib/api/body";
import { methods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { operatorInviteJson, operatorListJson } from "@/lib/api/serializers/operator";
import { withOperator } from "@/lib/api/with-operator";
import { inviteOperatorSchema } from "@/lib/schemas/operator";
import { inviteOperator } from "@/lib/services/operators/invite-operator";
import { listOperators } from "@/lib/services/operators/list-operators";

// The program's operators and their open invitations; an owner invites an operator in a role.
const handleGET = withOperator(async ({ ctx }) => json(operatorListJson(await listOperators({ ctx }))));

const handlePOST = withOperator(async ({ request, ctx, body }) => {
  assertContentType(request);
  const input = parseBody(body, inviteOperatorSchema);
  return json(operatorInviteJson(await inviteOperator({ ctx, input, baseUrl: publicBaseUrl() })), { status: 201 });
});

export const { GET, POST, PATCH, PUT, DELETE } = methods({ GET: handleGET, POST: handlePOST });

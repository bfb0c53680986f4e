import { assertContentType, parseBody } from "@/lib/api/body";
import { methods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { operatorJson } from "@/lib/api/serializers/operator";
import { withOperator } from "@/lib/api/with-operator";
import { changeOperatorRoleSchema } from "@/lib/schemas/operator";
import { changeOperatorRole } from "@/lib/services/operators/change-operator-role";

// An owner changes an operator's role.
const handlePATCH = withOperator<{ operatorId: string }>(async ({ request, ctx, params, body }) => {
  assertContentType(request);
  const { role } = parseBody(body, changeOperatorRoleSchema);
  return json(operatorJson(await changeOperatorRole({ ctx, operatorId: params.operatorId, role })));
});

export const { GET, POST, PATCH, PUT, DELETE } = methods({ PATCH: handlePATCH });

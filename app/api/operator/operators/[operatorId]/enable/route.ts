import { methods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { operatorJson } from "@/lib/api/serializers/operator";
import { withOperator } from "@/lib/api/with-operator";
import { setOperatorDisabled } from "@/lib/services/operators/set-operator-disabled";

// An owner enables an operator again.
const handlePOST = withOperator<{ operatorId: string }>(async ({ ctx, params }) =>
  json(operatorJson(await setOperatorDisabled({ ctx, operatorId: params.operatorId, disabled: false }))),
);

export const { GET, POST, PATCH, PUT, DELETE } = methods({ POST: handlePOST });

import { assertContentType, parseBody } from "@/lib/api/body";
import { methods } from "@/lib/api/methods";
import { withOperator } from "@/lib/api/with-operator";
import { identityProofSchema } from "@/lib/schemas/admin";
import { stepUp } from "@/lib/services/accounts/prove-identity";
import { throttleSecondFactor } from "@/lib/throttles/sign-in-throttle";

// Step-up: an operator proves who they are again (always a factor: every operator has one) before
// a write. Wrong factors count against the account's second-factor lockout.
const handlePOST = withOperator(async ({ request, ctx, operator, body }) => {
  assertContentType(request);
  const proof = parseBody(body, identityProofSchema);
  await throttleSecondFactor(
    { adminId: operator.operatorId, address: ctx.origin?.ipAddress ?? null, signIn: false },
    () => stepUp({ ctx, proof }),
  );
  return new Response(null, { status: 204 });
});

export const { GET, POST, PATCH, PUT, DELETE } = methods({ POST: handlePOST });

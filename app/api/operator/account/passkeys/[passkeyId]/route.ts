import { methods } from "@/lib/api/methods";
import { withOperator } from "@/lib/api/with-operator";
import { removePasskey } from "@/lib/services/accounts/remove-passkey";

// Removes one of the operator's passkeys (step-up first; never the last factor: 409 last_factor).
const handleDELETE = withOperator<{ passkeyId: string }>(async ({ ctx, params }) => {
  await removePasskey({ ctx, passkeyId: params.passkeyId });
  return new Response(null, { status: 204 });
});

export const { GET, POST, PATCH, PUT, DELETE } = methods({ DELETE: handleDELETE });

import { methods } from "@/lib/api/methods";
import { withOperator } from "@/lib/api/with-operator";
import { removeTotp } from "@/lib/services/accounts/remove-totp";

// Removes the operator's authenticator app (step-up first; never the last factor: 409 last_factor).
const handleDELETE = withOperator(async ({ ctx }) => {
  await removeTotp({ ctx });
  return new Response(null, { status: 204 });
});

export const { GET, POST, PATCH, PUT, DELETE } = methods({ DELETE: handleDELETE });

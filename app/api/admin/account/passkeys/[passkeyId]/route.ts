import { methods } from "@/lib/api/methods";
import { withAdmin } from "@/lib/api/with-admin";
import { removePasskey } from "@/lib/services/accounts/remove-passkey";

// Removes one of the person's passkeys (step-up first).
const handleDELETE = withAdmin<{ passkeyId: string }>(async ({ ctx, params }) => {
  await removePasskey({ ctx, passkeyId: params.passkeyId });
  return new Response(null, { status: 204 });
});

export const { GET, POST, PATCH, PUT, DELETE } = methods({ DELETE: handleDELETE });

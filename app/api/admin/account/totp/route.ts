import { methods } from "@/lib/api/methods";
import { withAdmin } from "@/lib/api/with-admin";
import { removeTotp } from "@/lib/services/accounts/remove-totp";

// Removes the person's authenticator app (step-up first).
const handleDELETE = withAdmin(async ({ ctx }) => {
  await removeTotp({ ctx });
  return new Response(null, { status: 204 });
});

export const { GET, POST, PATCH, PUT, DELETE } = methods({ DELETE: handleDELETE });

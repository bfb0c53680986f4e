import { assertContentType, parseBody } from "@/lib/api/body";
import { methods } from "@/lib/api/methods";
import { throttleAdminSignIn, throttleSecondFactor } from "@/lib/throttles/sign-in-throttle";
import { withAdmin } from "@/lib/api/with-admin";
import { identityProofSchema } from "@/lib/schemas/admin";
import { stepUp } from "@/lib/services/accounts/prove-identity";

// Step-up: prove who you are again (a factor; the password for a person without one) before what
// needs it within 10 minutes. Wrong factors count against the account's second-factor lockout
// (which a step-up never clears), a wrong password against the password's.
const handlePOST = withAdmin(async ({ request, ctx, admin, body }) => {
  assertContentType(request);
  const proof = parseBody(body, identityProofSchema);
  const address = ctx.origin?.ipAddress ?? null;
  const attempt = () => stepUp({ ctx, proof });
  await (proof.method === "password"
    ? throttleAdminSignIn({ email: admin.email, address }, attempt)
    : throttleSecondFactor({ adminId: admin.adminId, address, signIn: false }, attempt));
  return new Response(null, { status: 204 });
});

export const { GET, POST, PATCH, PUT, DELETE } = methods({ POST: handlePOST });

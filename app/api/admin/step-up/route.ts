import { assertContentType, parseBody } from "@/lib/api/body";
import { methods } from "@/lib/api/methods";
import { throttleAdminSignIn } from "@/lib/api/sign-in-throttle";
import { withAdmin } from "@/lib/api/with-admin";
import { identityProofSchema } from "@/lib/schemas/admin";
import { stepUp } from "@/lib/services/hr-factors/prove-identity";

// Step-up: prove who you are again (a factor; the password for a person without one) before what
// needs it within 10 minutes. Wrong answers count against the account's lockout.
const handlePOST = withAdmin(async ({ request, ctx, admin, body }) => {
  assertContentType(request);
  const proof = parseBody(body, identityProofSchema);
  await throttleAdminSignIn({ email: admin.email, address: ctx.origin?.ipAddress ?? null }, () =>
    stepUp({ ctx, proof }),
  );
  return new Response(null, { status: 204 });
});

export const { GET, POST, PATCH, PUT, DELETE } = methods({ POST: handlePOST });

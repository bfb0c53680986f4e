import { assertContentType, parseBody } from "@/lib/api/body";
import { methods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { throttleAdminSignIn } from "@/lib/api/sign-in-throttle";
import { withAdmin } from "@/lib/api/with-admin";
import { factorProofSchema } from "@/lib/schemas/admin";
import type { AdminSignedIn } from "@/lib/schemas/responses/admin";
import { completeSecondFactor } from "@/lib/services/hr-factors/prove-identity";

// The sign-in's second step, for a session that gave the right password and owes a factor. Wrong
// factors count against the account as wrong passwords do (the same lockout).
const handlePOST = withAdmin(
  async ({ request, ctx, admin, body }) => {
    assertContentType(request);
    const proof = parseBody(body, factorProofSchema);
    await throttleAdminSignIn({ email: admin.email, address: ctx.origin?.ipAddress ?? null }, () =>
      completeSecondFactor({ ctx, proof }),
    );
    return json({ signedIn: true } satisfies AdminSignedIn);
  },
  { stages: ["second_factor"] },
);

export const { GET, POST, PATCH, PUT, DELETE } = methods({ POST: handlePOST });

import { assertContentType, parseBody } from "@/lib/api/body";
import { methods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { createAdminSessionCookie } from "@/lib/auth/session";
import { throttleSecondFactor } from "@/lib/throttles/sign-in-throttle";
import { withAdmin } from "@/lib/api/with-admin";
import { factorProofSchema } from "@/lib/schemas/admin";
import type { AdminSignedIn } from "@/lib/schemas/responses/admin-session";
import { completeSecondFactor } from "@/lib/services/accounts/complete-second-factor";

// The sign-in's second step, for a session that gave the right password and owes a factor. Wrong
// factors count against the account under a key of their own, which only a completed sign-in
// clears (a right password does not). Right, the session goes on under a new cookie.
const handlePOST = withAdmin(
  async ({ request, ctx, admin, session, body }) => {
    assertContentType(request);
    const proof = parseBody(body, factorProofSchema);
    const next = await createAdminSessionCookie(session);
    await throttleSecondFactor({ adminId: admin.adminId, address: ctx.origin?.ipAddress ?? null, signIn: true }, () =>
      completeSecondFactor({ ctx, proof, next: next.session }),
    );
    return json({ signedIn: true } satisfies AdminSignedIn, { headers: { "set-cookie": next.cookie } });
  },
  { stages: ["second_factor"] },
);

export const { GET, POST, PATCH, PUT, DELETE } = methods({ POST: handlePOST });

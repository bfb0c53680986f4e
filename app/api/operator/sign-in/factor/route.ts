import { assertContentType, parseBody } from "@/lib/api/body";
import { methods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { withOperator } from "@/lib/api/with-operator";
import { createOperatorSessionCookie } from "@/lib/auth/session";
import { factorProofSchema } from "@/lib/schemas/admin";
import { completeSecondFactor } from "@/lib/services/accounts/complete-second-factor";
import { throttleSecondFactor } from "@/lib/throttles/sign-in-throttle";

// The operator's second step after a right password. Wrong factors count against the account
// under a key of their own, which only a completed sign-in clears. Right, the session goes on
// under a new cookie.
const handlePOST = withOperator(
  async ({ request, ctx, operator, session, body }) => {
    assertContentType(request);
    const proof = parseBody(body, factorProofSchema);
    const next = await createOperatorSessionCookie(session);
    await throttleSecondFactor(
      { adminId: operator.operatorId, address: ctx.origin?.ipAddress ?? null, signIn: true },
      () => completeSecondFactor({ ctx, proof, next: next.session }),
    );
    return json({ signedIn: true }, { headers: { "set-cookie": next.cookie } });
  },
  { stages: ["second_factor"] },
);

export const { GET, POST, PATCH, PUT, DELETE } = methods({ POST: handlePOST });

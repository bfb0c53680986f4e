import { signInAnswer } from "@/lib/api/admin-sign-in";
import { assertContentType, parseBody, readBodyText } from "@/lib/api/body";
import { methods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { withPublic } from "@/lib/api/with-public";
import { operatorJoinSchema } from "@/lib/schemas/operator";
import { acceptOperatorInvite } from "@/lib/services/operators/join-operators";
import { beginOperatorSession } from "@/lib/services/operators/operator-sessions";

// Accepts an operator's invitation: the operator is made, and signed in to enrol a passkey or an
// authenticator app before anything else (every operator has a second factor).
const handlePOST = withPublic(async ({ request, ctx }) => {
  assertContentType(request);
  const { token, password } = parseBody(await readBodyText(request, 4096), operatorJoinSchema);
  const operator = await acceptOperatorInvite({ ctx, token, ...(password === undefined ? {} : { password }) });
  const { cookie, session, next } = await beginOperatorSession({ ctx, operator, method: "invite" });
  return {
    response: json(signInAnswer(next, session.csrfToken), { status: 201, headers: { "set-cookie": cookie } }),
    logFields: { operatorId: operator.id },
  };
});

export const { GET, POST, PATCH, PUT, DELETE } = methods({ POST: handlePOST });

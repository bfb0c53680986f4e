import { signInAnswer } from "@/lib/api/admin-sign-in";
import { assertContentType, parseBody, readBodyText } from "@/lib/api/body";
import { methods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { withPublic } from "@/lib/api/with-public";
import { HttpError } from "@/lib/errors/http-error";
import { adminSignInSchema } from "@/lib/schemas/admin";
import { recordLockedSignIn } from "@/lib/services/accounts/record-locked-sign-in";
import { beginOperatorSession } from "@/lib/services/operators/operator-sessions";
import { signInOperator } from "@/lib/services/operators/sign-in-operator";
import { throttleAdminSignIn } from "@/lib/throttles/sign-in-throttle";

// An operator's e-mail and password; the second factor comes next (every operator has one).
// Throttled as HR's sign-in is, per account and per address.
const handlePOST = withPublic(async ({ request, ctx }) => {
  assertContentType(request);
  const input = parseBody(await readBodyText(request, 4096), adminSignInSchema);
  const address = ctx.origin?.ipAddress ?? null;
  const operator = await throttleAdminSignIn({ email: input.email, address, realm: "operator" }, () =>
    signInOperator({ ctx, ...input }),
  ).catch(async (error: unknown) => {
    // Refused by the throttle before the password was read: on record all the same.
    if (error instanceof HttpError && error.code === "sign_in_locked")
      await recordLockedSignIn({ ctx, realm: "operator", email: input.email });
    throw error;
  });
  const { cookie, session, next } = await beginOperatorSession({ ctx, operator, method: "password" });
  return {
    response: json(signInAnswer(next, session.csrfToken), { headers: { "set-cookie": cookie } }),
    logFields: { operatorId: operator.id },
  };
});

export const { GET, POST, PATCH, PUT, DELETE } = methods({ POST: handlePOST });

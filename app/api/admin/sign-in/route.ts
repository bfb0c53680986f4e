import { assertContentType, parseBody, readBodyText } from "@/lib/api/body";
import { methods } from "@/lib/api/methods";
import { HttpError } from "@/lib/errors/http-error";
import { json } from "@/lib/api/respond";
import { throttleAdminSignIn } from "@/lib/throttles/sign-in-throttle";
import { withPublic } from "@/lib/api/with-public";
import { adminSignInSchema } from "@/lib/schemas/admin";
import { recordLockedSignIn } from "@/lib/services/accounts/record-locked-sign-in";
import { beginAdminSession } from "@/lib/services/admin/begin-admin-session";
import { signInAdmin } from "@/lib/services/admin/sign-in-admin";
import { signInAnswer } from "@/lib/api/admin-sign-in";

const handlePOST = withPublic(async ({ request, ctx }) => {
  assertContentType(request);
  const input = parseBody(await readBodyText(request, 4096), adminSignInSchema);
  const admin = await throttleAdminSignIn({ email: input.email, address: ctx.origin?.ipAddress ?? null }, () =>
    signInAdmin({ ctx, ...input }),
  ).catch(async (error: unknown) => {
    // Refused by the throttle before the password was read: on record all the same.
    if (error instanceof HttpError && error.code === "sign_in_locked")
      await recordLockedSignIn({ ctx, realm: "hr", email: input.email });
    throw error;
  });
  const { cookie, session, next } = await beginAdminSession({ ctx, admin, method: "password" });
  return {
    response: json(signInAnswer(next, session.csrfToken), { headers: { "set-cookie": cookie } }),
    logFields: { adminId: admin.id },
  };
});

export const { GET, POST, PATCH, PUT, DELETE } = methods({ POST: handlePOST });

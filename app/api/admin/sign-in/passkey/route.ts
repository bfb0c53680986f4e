import { signInAnswer, stageOf } from "@/lib/api/admin-sign-in";
import { assertContentType, parseBody, readBodyText } from "@/lib/api/body";
import { methods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { throttleAdminSignIn } from "@/lib/api/sign-in-throttle";
import { withPublic } from "@/lib/api/with-public";
import { createSessionCookie } from "@/lib/auth/session";
import { passkeySignInSchema } from "@/lib/schemas/admin";
import { nextSignInStep, signInWithPasskey, startAdminSession } from "@/lib/services/admin/sign-in-admin";

// A sign-in with a passkey alone. Throttled per address like password sign-ins (there is no account
// to count against until the passkey is verified).
const handlePOST = withPublic(async ({ request, ctx }) => {
  assertContentType(request);
  const { response } = parseBody(await readBodyText(request, 16_384), passkeySignInSchema);
  const address = ctx.origin?.ipAddress ?? null;
  const admin = await throttleAdminSignIn({ email: `passkey@${address ?? "unknown"}`, address }, () =>
    signInWithPasskey({ ctx, response }),
  );
  const { cookie, session } = await createSessionCookie({
    kind: "admin",
    adminId: admin.id,
    employerId: admin.employerId,
    version: admin.sessionVersion,
  });
  const next = await nextSignInStep({ ctx, admin, signedInWith: "passkey" });
  await startAdminSession({ ctx, admin, session, method: "passkey", stage: stageOf(next), factor: true });
  return {
    response: json(signInAnswer(next, session.csrfToken), { headers: { "set-cookie": cookie } }),
    logFields: { adminId: admin.id },
  };
});

export const { GET, POST, PATCH, PUT, DELETE } = methods({ POST: handlePOST });

import { assertContentType, parseBody, readBodyText } from "@/lib/api/body";
import { methods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { throttleAdminSignIn } from "@/lib/api/sign-in-throttle";
import { withPublic } from "@/lib/api/with-public";
import { createSessionCookie } from "@/lib/auth/session";
import { adminSignInSchema } from "@/lib/schemas/admin";
import { signInAdmin } from "@/lib/services/admin/sign-in-admin";
import type { AdminSignedIn } from "@/lib/schemas/responses/admin";

const handlePOST = withPublic(async ({ request, ctx }) => {
  assertContentType(request);
  const input = parseBody(await readBodyText(request, 4096), adminSignInSchema);
  const admin = await throttleAdminSignIn({ email: input.email, address: ctx.origin?.ipAddress ?? null }, () =>
    signInAdmin({ ctx, ...input }),
  );
  const { cookie } = await createSessionCookie({
    kind: "admin",
    adminId: admin.id,
    employerId: admin.employerId,
    version: admin.sessionVersion,
  });
  return {
    response: json({ signedIn: true } satisfies AdminSignedIn, { headers: { "set-cookie": cookie } }),
    logFields: { adminId: admin.id },
  };
});

export const { GET, POST, PATCH, PUT, DELETE } = methods({ POST: handlePOST });

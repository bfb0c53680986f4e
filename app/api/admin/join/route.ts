import { signInAnswer, stageOf } from "@/lib/api/admin-sign-in";
import { assertContentType, parseBody, readBodyText } from "@/lib/api/body";
import { methods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { withPublic } from "@/lib/api/with-public";
import { createSessionCookie } from "@/lib/auth/session";
import { joinSchema } from "@/lib/schemas/admin";
import { nextSignInStep, startAdminSession } from "@/lib/services/admin/sign-in-admin";
import { acceptTeamInvite } from "@/lib/services/team/invite-teammate";

// Accepts a team invitation: the person is created with their password and signed in (or sent to
// enrol a factor first when the employer requires MFA).
const handlePOST = withPublic(async ({ request, ctx }) => {
  assertContentType(request);
  const { token, password } = parseBody(await readBodyText(request, 4096), joinSchema);
  const admin = await acceptTeamInvite({ ctx, token, password });
  const { cookie, session } = await createSessionCookie({
    kind: "admin",
    adminId: admin.id,
    employerId: admin.employerId,
    version: admin.sessionVersion,
  });
  const next = await nextSignInStep({ ctx, admin, signedInWith: "password" });
  await startAdminSession({ ctx, admin, session, method: "password", stage: stageOf(next) });
  return {
    response: json(signInAnswer(next, session.csrfToken), { status: 201, headers: { "set-cookie": cookie } }),
    logFields: { adminId: admin.id },
  };
});

export const { GET, POST, PATCH, PUT, DELETE } = methods({ POST: handlePOST });

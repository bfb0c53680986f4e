import { signInAnswer } from "@/lib/api/admin-sign-in";
import { assertContentType, parseBody, readBodyText } from "@/lib/api/body";
import { methods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { withPublic } from "@/lib/api/with-public";
import { joinSchema } from "@/lib/schemas/admin";
import { beginAdminSession } from "@/lib/services/admin/begin-admin-session";
import { acceptTeamInvite } from "@/lib/services/team/accept-team-invite";

// Accepts a team invitation: the person is created with their password and signed in (or sent to
// enrol a factor first when the employer requires MFA).
const handlePOST = withPublic(async ({ request, ctx }) => {
  assertContentType(request);
  const { token, password } = parseBody(await readBodyText(request, 4096), joinSchema);
  const admin = await acceptTeamInvite({ ctx, token, password });
  const { cookie, session, next } = await beginAdminSession({ ctx, admin, method: "password" });
  return {
    response: json(signInAnswer(next, session.csrfToken), { status: 201, headers: { "set-cookie": cookie } }),
    logFields: { adminId: admin.id },
  };
});

export const { GET, POST, PATCH, PUT, DELETE } = methods({ POST: handlePOST });

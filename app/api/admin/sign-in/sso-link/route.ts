import { createAdminSessionCookie } from "@/lib/auth/session";
import { assertContentType, parseBody } from "@/lib/api/body";
import { methods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { throttleAdminSignIn } from "@/lib/throttles/sign-in-throttle";
import { withAdmin } from "@/lib/api/with-admin";
import { ssoLinkPasswordSchema } from "@/lib/schemas/admin";
import type { AdminSignedIn } from "@/lib/schemas/responses/admin-session";
import { confirmSsoLinkWithPassword } from "@/lib/services/hr-sso/confirm-sso-link";

// A first single sign-on to an existing account without a factor: the account's password confirms
// it is theirs, which signs them in and links the identity. Wrong passwords count against the
// account's lockout, as at the sign-in.
const handlePOST = withAdmin(
  async ({ request, ctx, admin, session, body }) => {
    assertContentType(request);
    const { password } = parseBody(body, ssoLinkPasswordSchema);
    const next = await createAdminSessionCookie(session);
    await throttleAdminSignIn({ email: admin.email, address: ctx.origin?.ipAddress ?? null }, () =>
      confirmSsoLinkWithPassword({ ctx, password, next: next.session }),
    );
    return json({ signedIn: true } satisfies AdminSignedIn, { headers: { "set-cookie": next.cookie } });
  },
  { stages: ["second_factor"] },
);

export const { GET, POST, PATCH, PUT, DELETE } = methods({ POST: handlePOST });

import { assertContentType, parseBody } from "@/lib/api/body";
import { methods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { withAdmin } from "@/lib/api/with-admin";
import { totpConfirmSchema } from "@/lib/schemas/admin";
import type { RecoveryCodes } from "@/lib/schemas/responses/admin-account";
import { createAdminSessionCookie } from "@/lib/auth/session";
import { finishEnrolment } from "@/lib/services/accounts/finish-enrolment";
import { confirmTotp } from "@/lib/services/accounts/confirm-totp";

// Confirms the authenticator app with a first code; a first factor brings ten recovery codes, and
// a session that had to enrol is signed in.
const handlePOST = withAdmin(
  async ({ request, ctx, admin, session, body }) => {
    assertContentType(request);
    const { code } = parseBody(body, totpConfirmSchema);
    const recoveryCodes = await confirmTotp({ ctx, code });
    // A session that had to enrol is signed in, under a new cookie.
    const next = admin.stage === "enrol" ? await createAdminSessionCookie(session) : undefined;
    if (next) await finishEnrolment({ ctx, next: next.session });
    const headers = next ? { "set-cookie": next.cookie } : undefined;
    return json({ recoveryCodes } satisfies RecoveryCodes, { headers });
  },
  { stages: ["active", "enrol"] },
);

export const { GET, POST, PATCH, PUT, DELETE } = methods({ POST: handlePOST });

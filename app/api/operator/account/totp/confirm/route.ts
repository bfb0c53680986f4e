import { assertContentType, parseBody } from "@/lib/api/body";
import { methods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { withOperator } from "@/lib/api/with-operator";
import { createOperatorSessionCookie } from "@/lib/auth/session";
import { totpConfirmSchema } from "@/lib/schemas/admin";
import { confirmTotp } from "@/lib/services/accounts/confirm-totp";
import { finishEnrolment } from "@/lib/services/accounts/finish-enrolment";

// Confirms the authenticator app with a first code; a first factor brings ten recovery codes, and
// a session that had to enrol is signed in, under a new cookie.
const handlePOST = withOperator(
  async ({ request, ctx, operator, session, body }) => {
    assertContentType(request);
    const { code } = parseBody(body, totpConfirmSchema);
    const recoveryCodes = await confirmTotp({ ctx, code });
    const next = operator.stage === "enrol" ? await createOperatorSessionCookie(session) : undefined;
    if (next) await finishEnrolment({ ctx, next: next.session });
    return json({ recoveryCodes }, { headers: next ? { "set-cookie": next.cookie } : undefined });
  },
  { stages: ["active", "enrol"] },
);

export const { GET, POST, PATCH, PUT, DELETE } = methods({ POST: handlePOST });

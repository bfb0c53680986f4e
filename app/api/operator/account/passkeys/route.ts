import { assertContentType, parseBody } from "@/lib/api/body";
import { methods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { withOperator } from "@/lib/api/with-operator";
import { createOperatorSessionCookie } from "@/lib/auth/session";
import { registerPasskeySchema } from "@/lib/schemas/admin";
import { finishEnrolment } from "@/lib/services/accounts/finish-enrolment";
import { registerPasskey } from "@/lib/services/accounts/register-passkey";

// Registers the passkey the browser made; a first factor brings ten recovery codes, and a session
// that had to enrol is signed in, under a new cookie.
const handlePOST = withOperator(
  async ({ request, ctx, operator, session, body }) => {
    assertContentType(request);
    const input = parseBody(body, registerPasskeySchema);
    const { passkey, recoveryCodes } = await registerPasskey({ ctx, response: input.response, name: input.name });
    const next = operator.stage === "enrol" ? await createOperatorSessionCookie(session) : undefined;
    if (next) await finishEnrolment({ ctx, next: next.session });
    return json(
      {
        passkey: { id: passkey.id, name: passkey.name, createdAt: passkey.createdAt.toISOString(), lastUsedAt: null },
        recoveryCodes,
      },
      { status: 201, headers: next ? { "set-cookie": next.cookie } : undefined },
    );
  },
  { stages: ["active", "enrol"], bodyLimit: 32_768 },
);

export const { GET, POST, PATCH, PUT, DELETE } = methods({ POST: handlePOST });

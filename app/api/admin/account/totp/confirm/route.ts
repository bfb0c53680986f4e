import { assertContentType, parseBody } from "@/lib/api/body";
import { methods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { withAdmin } from "@/lib/api/with-admin";
import { totpConfirmSchema } from "@/lib/schemas/admin";
import type { RecoveryCodes } from "@/lib/schemas/responses/admin";
import { finishEnrolment } from "@/lib/services/hr-factors/prove-identity";
import { confirmTotp } from "@/lib/services/hr-factors/second-factors";

// Confirms the authenticator app with a first code; a first factor brings ten recovery codes, and
// a session that had to enrol is signed in.
const handlePOST = withAdmin(
  async ({ request, ctx, admin, body }) => {
    assertContentType(request);
    const { code } = parseBody(body, totpConfirmSchema);
    const recoveryCodes = await confirmTotp({ ctx, code });
    if (admin.stage === "enrol") await finishEnrolment({ ctx });
    return json({ recoveryCodes } satisfies RecoveryCodes);
  },
  { stages: ["active", "enrol"] },
);

export const { GET, POST, PATCH, PUT, DELETE } = methods({ POST: handlePOST });

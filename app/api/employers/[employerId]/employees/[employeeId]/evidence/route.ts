import { assertContentType, parseBody } from "@/lib/api/body";
import { methods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { serializeIdentityCheckAccepted } from "@/lib/api/serializers/identity";
import { withPartnerOrEmployee } from "@/lib/api/with-partner";
import { maxBase64Length, MAX_IMAGE_BYTES } from "@/lib/domain/identity/evidence";
import { evidenceSchema } from "@/lib/schemas/identity";
import { submitEvidence } from "@/lib/services/identity/submit-evidence";

// Two images at the per-image limit plus the JSON around them.
const EVIDENCE_BODY_LIMIT = 2 * maxBase64Length(MAX_IMAGE_BYTES) + 4096;

const handlePOST = withPartnerOrEmployee<{ employerId: string; employeeId: string }>(
  async ({ request, ctx, params, apiVersion, body }) => {
    assertContentType(request);
    const input = parseBody(body, evidenceSchema);
    const check = await submitEvidence({ ctx, employeeId: params.employeeId, input });
    return json(serializeIdentityCheckAccepted(params.employeeId, check, apiVersion), { status: 202 });
  },
  { bodyLimit: EVIDENCE_BODY_LIMIT },
);

export const { GET, POST, PATCH, PUT, DELETE } = methods({ POST: handlePOST });

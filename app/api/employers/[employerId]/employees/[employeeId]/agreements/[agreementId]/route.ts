import { assertContentType, parseBody } from "@/lib/api/body";
import { methods } from "@/lib/api/methods";
import { parseQuery } from "@/lib/api/query";
import { json } from "@/lib/api/respond";
import { serializeAgreement } from "@/lib/api/serializers/agreement";
import { withPartnerOrEmployee } from "@/lib/api/with-partner";
import { acceptAgreementSchema, agreementsQuerySchema } from "@/lib/schemas/agreement";
import { acceptAgreement } from "@/lib/services/agreements/accept-agreement";
import { withdrawAgreement } from "@/lib/services/agreements/withdraw-agreement";

type Params = { employerId: string; employeeId: string; agreementId: string };

const handlePOST = withPartnerOrEmployee<Params>(async ({ request, ctx, params, body }) => {
  assertContentType(request);
  const { language } = parseQuery(request, agreementsQuerySchema);
  const input = parseBody(body, acceptAgreementSchema);
  const view = await acceptAgreement({
    ctx,
    employeeId: params.employeeId,
    agreementId: params.agreementId,
    input,
    language,
  });
  return json(serializeAgreement(view));
});

// Withdraws consent to an optional agreement (product e-mails): the partner's API and the portal's door.
const handleDELETE = withPartnerOrEmployee<Params>(async ({ request, ctx, params }) => {
  const { language } = parseQuery(request, agreementsQuerySchema);
  const view = await withdrawAgreement({
    ctx,
    employeeId: params.employeeId,
    agreementId: params.agreementId,
    language,
  });
  return json(serializeAgreement(view));
});

export const { GET, POST, PATCH, PUT, DELETE } = methods({ POST: handlePOST, DELETE: handleDELETE });

import { assertContentType, parseBody } from "@/lib/api/body";
import { methods } from "@/lib/api/methods";
import { requestLanguage } from "@/lib/api/request-language";
import { json } from "@/lib/api/respond";
import { serializeAtrSubmission } from "@/lib/api/serializers/atr";
import { withPartnerOrEmployee } from "@/lib/api/with-partner";
import { submitAtrSchema } from "@/lib/schemas/atr";
import { listAtrSubmissions } from "@/lib/services/atr/list-atr-submissions";
import { submitAtr } from "@/lib/services/atr/submit-atr";

type Params = { employerId: string; employeeId: string };

const handlePOST = withPartnerOrEmployee<Params>(async ({ request, ctx, params, body }) => {
  assertContentType(request);
  const input = parseBody(body, submitAtrSchema);
  const record = await submitAtr({ ctx, employeeId: params.employeeId, input, language: requestLanguage(request) });
  return json(serializeAtrSubmission(record), { status: 201 });
});

const handleGET = withPartnerOrEmployee<Params>(async ({ ctx, params }) => {
  const rows = await listAtrSubmissions({ ctx, employeeId: params.employeeId });
  return json({ data: rows.map(serializeAtrSubmission) });
});

export const { GET, POST, PATCH, PUT, DELETE } = methods({ GET: handleGET, POST: handlePOST });

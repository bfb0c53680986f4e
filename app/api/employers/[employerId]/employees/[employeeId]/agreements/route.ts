import { methods } from "@/lib/api/methods";
import { parseQuery } from "@/lib/api/query";
import { json } from "@/lib/api/respond";
import { serializeAgreement } from "@/lib/api/serializers/agreement";
import { withPartnerOrEmployee } from "@/lib/api/with-partner";
import { agreementsQuerySchema } from "@/lib/schemas/agreement";
import { listAgreements } from "@/lib/services/agreements/list-agreements";

type Params = { employerId: string; employeeId: string };

const handleGET = withPartnerOrEmployee<Params>(async ({ request, ctx, params }) => {
  const { language } = parseQuery(request, agreementsQuerySchema);
  const views = await listAgreements({ ctx, employeeId: params.employeeId, language });
  return json({ data: views.map(serializeAgreement) });
});

export const { GET, POST, PATCH, PUT, DELETE } = methods({ GET: handleGET });

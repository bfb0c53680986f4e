import { assertContentType, parseJsonText } from "@/lib/api/body";
import { methods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { serializeAdminEmployeeDetail } from "@/lib/api/serializers/admin-employee-detail";
import { serializeEmployee } from "@/lib/api/serializers/employee";
import { withAdmin } from "@/lib/api/with-admin";
import { LATEST_API_VERSION } from "@/lib/versions";
import { isSandbox } from "@/lib/env";
import { getAdminEmployee } from "@/lib/services/admin/get-admin-employee";
import { parsePatch } from "@/lib/services/employees/json-patch";
import { patchEmployee } from "@/lib/services/employees/patch-employee";

type Params = { employeeId: string };

const handleGET = withAdmin<Params>(async ({ ctx, params }) => {
  const detail = await getAdminEmployee({ ctx, employeeId: params.employeeId });
  return json(serializeAdminEmployeeDetail(detail, { sandbox: isSandbox() }));
});

// HR fixes what only the employer controls: the use case refuses the rest (patch-policy.ts).
const handlePATCH = withAdmin<Params>(async ({ request, ctx, params, body }) => {
  assertContentType(request, ["application/json-patch+json", "application/json"]);
  const operations = parsePatch(parseJsonText(body));
  const employee = await patchEmployee({ ctx, employeeId: params.employeeId, operations });
  return json(serializeEmployee(employee, LATEST_API_VERSION, { sandbox: isSandbox() }));
});

export const { GET, POST, PATCH, PUT, DELETE } = methods({ GET: handleGET, PATCH: handlePATCH });

import { assertContentType, parseJsonText } from "@/lib/api/body";
import { methods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { serializeEmployee } from "@/lib/api/serializers/employee";
import { withPartnerOrEmployee } from "@/lib/api/with-partner";
import { isSandbox } from "@/lib/env";
import { getEmployeeOrThrow } from "@/lib/services/employee-scope";
import { parsePatch } from "@/lib/services/employees/json-patch";
import { patchEmployee } from "@/lib/services/employees/patch-employee";

type Params = { employerId: string; employeeId: string };

const handleGET = withPartnerOrEmployee<Params>(async ({ ctx, params, apiVersion }) => {
  const employee = await getEmployeeOrThrow({ ctx, employeeId: params.employeeId });
  return json(serializeEmployee(employee, apiVersion, { sandbox: isSandbox() }));
});

const handlePATCH = withPartnerOrEmployee<Params>(async ({ request, ctx, params, apiVersion, body }) => {
  assertContentType(request, ["application/json-patch+json", "application/json"]);
  const operations = parsePatch(parseJsonText(body));
  const employee = await patchEmployee({ ctx, employeeId: params.employeeId, operations });
  return json(serializeEmployee(employee, apiVersion, { sandbox: isSandbox() }));
});

export const { GET, POST, PATCH, PUT, DELETE } = methods({ GET: handleGET, PATCH: handlePATCH });

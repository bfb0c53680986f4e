import { assertContentType, parseJsonText } from "@/lib/api/body";
import { methods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { serializeEmployee, serializeErasure } from "@/lib/api/serializers/employee";
import { withPartner, withPartnerOrEmployee } from "@/lib/api/with-partner";
import { isSandbox } from "@/lib/env";
import { getEmployeeOrThrow } from "@/lib/services/employee-scope";
import { parsePatch } from "@/lib/services/employees/json-patch";
import { eraseEmployee } from "@/lib/services/erasure/erase-employee";
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

// Erasure (docs/data-retention.md#erasure): the partner's only, never the employee's own session.
const handleDELETE = withPartner<Params>(async ({ ctx, params }) => {
  const erased = await eraseEmployee({ ctx, employeeId: params.employeeId });
  return json(serializeErasure(erased));
});

export const { GET, POST, PATCH, PUT, DELETE } = methods({ GET: handleGET, PATCH: handlePATCH, DELETE: handleDELETE });

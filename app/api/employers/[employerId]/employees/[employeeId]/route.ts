import { assertContentType, parseJsonText } from "@/lib/api/body";
import { methods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { serializeEmployee } from "@/lib/api/serializers/employee";
import { withPartnerOrEmployee } from "@/lib/api/with-partner";
import { isSandbox } from "@/lib/env";
import { getEmployeeOrThrow } from "@/lib/services/employees/get-employee-or-throw";
import { assertEmployeeMayPatch, parsePatch } from "@/lib/services/employees/json-patch";
import { patchEmployee } from "@/lib/services/employees/patch-employee";

type Params = { employerId: string; employeeId: string };

const handleGET = withPartnerOrEmployee<Params>(async ({ ctx, params }) => {
  const employee = await getEmployeeOrThrow(ctx.db, params);
  return json(serializeEmployee(employee, ctx.apiVersion, { sandbox: isSandbox() }));
});

const handlePATCH = withPartnerOrEmployee<Params>(async ({ request, ctx, params, body }) => {
  assertContentType(request, ["application/json-patch+json", "application/json"]);
  const operations = parsePatch(parseJsonText(body));
  if (ctx.actor.type === "employee") assertEmployeeMayPatch(operations);
  const employee = await patchEmployee({ db: ctx.db, ...params, operations });
  return json(serializeEmployee(employee, ctx.apiVersion, { sandbox: isSandbox() }));
});

export const { GET, POST, PATCH, PUT, DELETE } = methods({ GET: handleGET, PATCH: handlePATCH });

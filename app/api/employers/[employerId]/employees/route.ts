import { assertContentType, parseBody } from "@/lib/api/body";
import { parseQuery } from "@/lib/api/query";
import { methods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { serializeEmployee } from "@/lib/api/serializers/employee";
import { withPartner } from "@/lib/api/with-partner";
import { isSandbox } from "@/lib/env";
import { createEmployeeSchema } from "@/lib/schemas/employee";
import { listQuerySchema } from "@/lib/schemas/pagination";
import { createEmployee } from "@/lib/services/employees/create-employee";
import { listEmployees } from "@/lib/services/employees/list-employees";
import { listEmployeesSharingEmail } from "@/lib/services/employees/shared-email";
import type { EmployeeWarning } from "@/lib/schemas/responses/employee";

const emailShared = (employeeIds: string[]): EmployeeWarning => ({
  code: "email_shared",
  message: `${employeeIds.length === 1 ? "Another employee" : `${employeeIds.length} other employees`} of this employer ${employeeIds.length === 1 ? "has" : "have"} this e-mail address: fine for a family, but check that this is not a person entered twice.`,
  employeeIds,
});

const handlePOST = withPartner<{ employerId: string }>(async ({ request, ctx, params, apiVersion, body }) => {
  assertContentType(request);
  const input = parseBody(body, createEmployeeSchema);
  const employee = await createEmployee({ ctx, input });
  const location = `/api/employers/${params.employerId}/employees/${employee.id}`;
  const sharingEmail = await listEmployeesSharingEmail({ ctx, employee });
  return json(
    {
      ...serializeEmployee(employee, apiVersion, { sandbox: isSandbox() }),
      ...(sharingEmail.length > 0 ? { warnings: [emailShared(sharingEmail)] } : {}),
    },
    { status: 201, headers: { location } },
  );
});

const handleGET = withPartner<{ employerId: string }>(async ({ request, ctx, apiVersion }) => {
  const query = parseQuery(request, listQuerySchema);
  const page = await listEmployees({ ctx, query });
  const sandbox = isSandbox();
  return json({ data: page.data.map((row) => serializeEmployee(row, apiVersion, { sandbox })), hasMore: page.hasMore });
});

export const { GET, POST, PATCH, PUT, DELETE } = methods({ GET: handleGET, POST: handlePOST });

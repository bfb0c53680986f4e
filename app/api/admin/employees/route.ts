import { assertContentType, parseBody } from "@/lib/api/body";
import { methods } from "@/lib/api/methods";
import { parseQuery } from "@/lib/api/query";
import { json } from "@/lib/api/respond";
import { withAdmin } from "@/lib/api/with-admin";
import { adminEmployeesQuerySchema } from "@/lib/schemas/admin";
import { serializeAdminEmployeeRow } from "@/lib/api/serializers/admin";
import { serializeEmployee } from "@/lib/api/serializers/employee";
import { LATEST_API_VERSION } from "@/lib/versions";
import { isSandbox } from "@/lib/env";
import { createEmployeeSchema } from "@/lib/schemas/employee";
import { listAdminEmployees } from "@/lib/services/admin/list-admin-employees";
import { createEmployee } from "@/lib/services/employees/create-employee";
import type { AdminEmployeePage } from "@/lib/schemas/responses/admin-employees";

const handleGET = withAdmin(async ({ request, ctx }) => {
  const query = parseQuery(request, adminEmployeesQuerySchema);
  const { rows, total, totalCapped } = await listAdminEmployees({ ctx, query });
  return json({
    data: rows.map(serializeAdminEmployeeRow),
    total,
    totalCapped,
    page: query.page,
    pageSize: query.pageSize,
  } satisfies AdminEmployeePage);
});

// HR adds an employee by hand, with the same rules as the partner API.
const handlePOST = withAdmin(async ({ request, ctx, body }) => {
  assertContentType(request);
  const input = parseBody(body, createEmployeeSchema);
  const employee = await createEmployee({ ctx, input });
  return json(serializeEmployee(employee, LATEST_API_VERSION, { sandbox: isSandbox() }), { status: 201 });
});

export const { GET, POST, PATCH, PUT, DELETE } = methods({ GET: handleGET, POST: handlePOST });

import { assertContentType, parseBody } from "@/lib/api/body";
import { AppError } from "@/lib/errors/app-error";
import { methods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { serializeEmployee } from "@/lib/api/serializers/employee";
import { withPartner } from "@/lib/api/with-partner";
import { isSandbox } from "@/lib/env";
import { closeAccountSchema } from "@/lib/schemas/identity";
import { closeAccount } from "@/lib/services/identity/close-account";
import { versionAdding } from "@/lib/versions";

// Staging only (docs/api.md): in production configuration the endpoint does not exist.
const handlePOST = withPartner(
  async ({ request, ctx, apiVersion, body }) => {
    if (!isSandbox()) throw new AppError("not_found", "No API endpoint matches this path.");
    assertContentType(request);
    const input = parseBody(body, closeAccountSchema);
    const employee = await closeAccount({ ctx, employeeId: input.employee_id });
    return json(serializeEmployee(employee, apiVersion, { sandbox: true }));
  },
  { minimumVersion: versionAdding("closeAccount") },
);

export const { GET, POST, PATCH, PUT, DELETE } = methods({ POST: handlePOST });

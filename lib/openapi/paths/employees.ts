import type { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";

import {
  createEmployeeSchema,
  EMPLOYEE_SERVICE_SET_PATHS,
  EMPLOYEE_WRITABLE_PATHS,
  jsonPatchSchema,
} from "@/lib/schemas/employee";
import { listQuerySchema } from "@/lib/schemas/pagination";
import {
  createdEmployeeSchema,
  deletedEmployeeSchema,
  employeePageSchema,
  employeeSchema,
} from "@/lib/schemas/responses/employee";
import { versionNotes } from "@/lib/versions";

import { registerOperation } from "../operation";

const EMPLOYEE = "/api/employers/{employerId}/employees/{employeeId}";
const VERSION_NOTE = versionNotes("employee");

// Sandbox test values only (README): a valid SSN shape that passes the sandbox identity check.
const CREATE_EXAMPLE = {
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  enrollInNewOnboarding: true,
  isEmployed: true,
  isEligible: true,
  birthDate: "1990-04-23",
  ssn: "231-54-8765",
  phoneNumber: "+14155552671",
  address: { line1: "1 Market St", line2: null, city: "San Francisco", state: "CA", postalCode: "94105" },
  payrollScheduleId: 1,
};

export function registerEmployeePaths(registry: OpenAPIRegistry): void {
  registerOperation(registry, {
    method: "post",
    path: "/api/employers/{employerId}/employees",
    operationId: "createEmployee",
    summary: "Create an employee",
    description: `Unknown fields are refused (\`unknown_field\`). \`ssn\` is write-only: responses carry \`ssnLastFour\`. \`dateOfBirth\` and \`address.zipCode\` are accepted as aliases. ${VERSION_NOTE}`,
    tag: "Employees",
    body: { schema: createEmployeeSchema, example: CREATE_EXAMPLE },
    success: {
      status: 201,
      description: "The employee, with `warnings` when other employees of the employer have its e-mail address.",
      schema: createdEmployeeSchema,
      location: true,
    },
    errors: ["external_id_taken", "ssn_taken", "employer_suspended"],
  });
  registerOperation(registry, {
    method: "get",
    path: "/api/employers/{employerId}/employees",
    operationId: "listEmployees",
    summary: "List employees",
    description: "Newest first, cursor-paginated: pass the last id of a page as `startingAfter` for the next.",
    tag: "Employees",
    query: listQuerySchema,
    success: { status: 200, description: "A page of employees.", schema: employeePageSchema },
  });
  registerOperation(registry, {
    method: "get",
    path: EMPLOYEE,
    operationId: "getEmployee",
    summary: "Get an employee",
    description: `The full SSN is never returned. ${VERSION_NOTE}`,
    tag: "Employees",
    success: { status: 200, description: "The employee.", schema: employeeSchema },
  });
  registerOperation(registry, {
    method: "patch",
    path: EMPLOYEE,
    operationId: "patchEmployee",
    summary: "Update an employee (JSON Patch)",
    description:
      "An RFC 6902 JSON Patch of 1–100 operations, applied atomically to the writable fields. `/ssn` is write-only (no `test`, `copy` or `move`). Identity data follows `resettableFields`: changing a locked field is `409 field_locked`. " +
      `The paths it may write: ${EMPLOYEE_WRITABLE_PATHS.map((path) => `\`${path}\``).join(", ")}, and the fields within \`/address\`. ` +
      `What the service sets is read-only, \`422 validation_failed\` with \`read_only\` per path: ${EMPLOYEE_SERVICE_SET_PATHS.map((path) => `\`${path}\``).join(", ")}. ` +
      VERSION_NOTE,
    tag: "Employees",
    body: {
      schema: jsonPatchSchema,
      contentTypes: ["application/json-patch+json", "application/json"],
      example: [
        { op: "replace", path: "/address/city", value: "Oakland" },
        { op: "replace", path: "/isEligible", value: true },
      ],
    },
    success: { status: 200, description: "The employee after the patch.", schema: employeeSchema },
    errors: ["invalid_patch", "patch_test_failed", "field_locked", "external_id_taken", "ssn_taken"],
  });
  registerOperation(registry, {
    method: "delete",
    path: EMPLOYEE,
    operationId: "deleteEmployee",
    summary: "Erase an employee",
    description:
      "Erases the person for good. Their cards are cancelled at the card issuer first: if the issuer does not confirm, nothing is erased (`503 erasure_issuer_failed`; retry later), and a card still being issued answers `409 erasure_card_pending`. Then their personal data is removed from every table, the records the law keeps (credit decisions and adverse action notices, the customer identification record, agreement acceptances) are kept apart from the API for their periods, and `employee.deleted` is sent. Afterwards every path of the employee answers `404 employee_not_found` and lists leave them out. Send an `Idempotency-Key` to retry safely: a replay answers the same body.",
    tag: "Employees",
    success: { status: 200, description: "Erased.", schema: deletedEmployeeSchema },
    errors: ["erasure_card_pending", "erasure_issuer_failed"],
  });
}
